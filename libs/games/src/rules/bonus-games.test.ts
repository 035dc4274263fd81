import { applyCoef } from '@betting/kernel';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbPicks, arbSeeds, arbStake, revealedRound } from '../testing';
import { CHEST_TABLE, DRAGON_TABLE, LOTTERY_PAYS, LOTTERY_TABLE, MEMORY_PAIR_PAYS, MEMORY_SYMBOLS, MEMORY_TABLE, PICK_GAMES, PICK_MAX_MULTIPLIER, SAFE_TABLE, pickTableOf, type PickGame } from './bonus-games';
import { FORTUNA_MAX_MULTIPLIER, FORTUNA_SEGMENTS, FORTUNA_WEIGHT_TOTAL, fortunaExactRtp, fortunaRound, fortunaSegmentAt } from './fortuna';
import { boardSize, pickBoard, pickExactRtp, pickRound, picksProblem, subsetsOf, tierAt, totalWeight } from './pick';
import { roundFloats } from './provably-fair';
import { betProblem, playRound, type GameBet } from './rounds';
import { verifyRound } from './verify';

/** Hundreds of thousands of HMAC rounds: seconds on a busy 2-core machine, so these get a minute. */
const SIMULATION_TIMEOUT_MS = 60_000;

const sorted = <T extends number | string>(cells: readonly T[]) => [...cells].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
const binomial = (n: number, k: number): number => (k === 0 ? 1 : (binomial(n, k - 1) * (n - k + 1)) / k);

describe('the pick engine', () => {
  it('every table has tiers of one size, positive weights, and picks within the board', () => {
    for (const game of PICK_GAMES) {
      const table = pickTableOf(game);
      expect(new Set(table.tiers.map((tier) => tier.cells.length)).size, game).toBe(1);
      expect(table.tiers.every((tier) => tier.weight > 0), game).toBe(true);
      expect(table.picks).toBeLessThanOrEqual(boardSize(table));
    }
  });

  it('the documented returns to player, exactly (every subset of every tier enumerated)', () => {
    // numerator / denominator = percent / 100, compared as integers.
    expect(pickExactRtp(CHEST_TABLE)).toMatchObject({ numerator: 288_000, denominator: 300_000 });
    expect(pickExactRtp(SAFE_TABLE)).toMatchObject({ numerator: 480_000, denominator: 500_000 });
    expect(pickExactRtp(DRAGON_TABLE)).toMatchObject({ numerator: 384_000, denominator: 400_000 });
    const memory = pickExactRtp(MEMORY_TABLE);
    expect(memory.numerator * 100).toBe(96 * memory.denominator);
    const lottery = pickExactRtp(LOTTERY_TABLE);
    expect(lottery.numerator * 15_504_000).toBe(14_800_000 * lottery.denominator);
    for (const game of PICK_GAMES) expect(pickExactRtp(pickTableOf(game)).value, game).toBeLessThanOrEqual(0.97);
  });

  it('memory and lottery returns agree with their closed forms (a pair in 4 of 12 cards: 1 in 11; lottery: hypergeometric)', () => {
    const pairs = MEMORY_SYMBOLS.reduce((sum, symbol) => sum + MEMORY_PAIR_PAYS[symbol], 0);
    expect(pickExactRtp(MEMORY_TABLE).value).toBeCloseTo(pairs / 11 / 1000, 12);
    const ways = LOTTERY_PAYS.reduce((sum, pay, hits) => sum + binomial(5, hits) * binomial(15, 5 - hits) * pay, 0);
    expect(pickExactRtp(LOTTERY_TABLE).value).toBeCloseTo(ways / binomial(20, 5) / 1000, 12);
    expect(subsetsOf([0, 1, 2, 3, 4], 2)).toHaveLength(10);
  });

  it.each([
    [0, 0],
    [59, 0],
    [60, 1],
    [84, 1],
    [85, 2],
    [97, 3],
    [99, 3],
  ])('a chest weight draw of %i lands on tier %i', (ticket, tier) => {
    expect(tierAt(CHEST_TABLE, ticket)).toBe(tier);
  });

  it.each<[string, GameBet, string | null]>([
    ['one chest', { game: 'chest', params: { stake: 100, picks: [2] } }, null],
    ['no chest', { game: 'chest', params: { stake: 100, picks: [] } }, 'pick exactly 1 of 3 cells'],
    ['a chest off the board', { game: 'chest', params: { stake: 100, picks: [3] } }, 'a pick is a cell from 0 to 2'],
    ['the same card twice', { game: 'memory', params: { stake: 100, picks: [1, 1, 2, 3] } }, 'every pick is a different cell'],
    ['five lottery numbers', { game: 'lottery', params: { stake: 100, picks: [0, 4, 9, 14, 19] } }, null],
    ['a bad stake', { game: 'safe', params: { stake: 0, picks: [0] } }, 'the stake is a positive safe integer of minor units'],
  ])('%s: %s', (_name, bet, problem) => {
    expect(betProblem(bet)).toBe(problem);
  });

  test.prop([fc.constantFrom(...PICK_GAMES).chain((game) => fc.tuple(fc.constant(game), arbSeeds, arbStake, arbPicks(game), arbPicks(game)))])(
    'a board is a shuffle of its tier, fixed by the seeds whatever the picks; the pick pays what it opens (deterministic, bounded)',
    ([game, seeds, stake, picks, otherPicks]) => {
      const table = pickTableOf(game);
      const outcome = pickRound(game, table, seeds, { stake, picks });
      expect(pickRound(game, table, seeds, { stake, picks })).toEqual(outcome);
      const other = pickRound(game, table, seeds, { stake, picks: otherPicks });
      expect(other.board).toEqual(outcome.board);
      expect(other.tier).toBe(outcome.tier);
      const tier = table.tiers[outcome.tier];
      expect(sorted(outcome.board as (number | string)[])).toEqual(sorted((tier?.cells ?? []) as (number | string)[]));
      expect(outcome.tier).toBe(tierAt(table, Math.floor((roundFloats(seeds, 1)[0] ?? 0) * totalWeight(table))));
      expect(outcome.multiplier).toBe(table.pay(picks.map((pick) => outcome.board[pick] ?? 0)));
      expect(outcome.multiplier).toBeLessThanOrEqual(PICK_MAX_MULTIPLIER[game as PickGame]);
      expect(outcome.payout).toBe(outcome.multiplier === 0 ? 0 : applyCoef(stake, outcome.multiplier));
      expect(picksProblem(table, picks)).toBeNull();
    },
  );

  it.each(PICK_GAMES)('%s over 100 000 simulated rounds: the return is the exact one within 4 standard errors', (game) => {
    const table = pickTableOf(game);
    const rounds = 100_000;
    const picks = [...Array(table.picks).keys()];
    let paid = 0;
    let squares = 0;
    for (let nonce = 0; nonce < rounds; nonce += 1) {
      const { board } = pickBoard(table, { serverSeed: `rtp-${game}`, clientSeed: 'rtp-client', nonce });
      const multiplier = table.pay(picks.map((pick) => board[pick] ?? 0)) / 1000;
      paid += multiplier;
      squares += multiplier ** 2;
    }
    const exact = pickExactRtp(table).value;
    const standardError = Math.sqrt((squares / rounds - (paid / rounds) ** 2) / rounds);
    expect(Math.abs(paid / rounds - exact)).toBeLessThan(4 * standardError);
  }, SIMULATION_TIMEOUT_MS);
});

describe('fortuna', () => {
  it('pays 96 % exactly: Σ weight × multiplier = 115 200 of 120 000', () => {
    expect(fortunaExactRtp()).toMatchObject({ numerator: 115_200, denominator: 120_000 });
    expect(FORTUNA_WEIGHT_TOTAL).toBe(120);
    expect(FORTUNA_MAX_MULTIPLIER).toBe(20_000);
  });

  it.each([
    [0, 0],
    [9, 0],
    [10, 1],
    [17, 1],
    [18, 2],
    [119, FORTUNA_SEGMENTS.length - 1],
  ])('ticket %i stops on segment %i', (ticket, segment) => {
    expect(fortunaSegmentAt(ticket)).toBe(segment);
  });

  it('every ticket lands on its segment as often as the segment weighs', () => {
    const counts = FORTUNA_SEGMENTS.map(() => 0);
    for (let ticket = 0; ticket < FORTUNA_WEIGHT_TOTAL; ticket += 1) counts[fortunaSegmentAt(ticket)] = (counts[fortunaSegmentAt(ticket)] ?? 0) + 1;
    expect(counts).toEqual(FORTUNA_SEGMENTS.map((segment) => segment.weight));
  });

  test.prop([arbSeeds, arbStake])('a spin is deterministic, on the wheel, and pays its segment', (seeds, stake) => {
    const spin = fortunaRound(seeds, { stake });
    expect(fortunaRound(seeds, { stake })).toEqual(spin);
    expect(spin.segment).toBe(fortunaSegmentAt(Math.floor((roundFloats(seeds, 1)[0] ?? 0) * FORTUNA_WEIGHT_TOTAL)));
    expect(spin.multiplier).toBe(FORTUNA_SEGMENTS[spin.segment]?.multiplier);
    expect(spin.payout).toBe(spin.multiplier === 0 ? 0 : applyCoef(stake, spin.multiplier));
  });

  it('100 000 simulated spins return 96 % within 4 standard errors', () => {
    const rounds = 100_000;
    let paid = 0;
    for (let nonce = 0; nonce < rounds; nonce += 1) paid += fortunaRound({ serverSeed: 'rtp-fortuna', clientSeed: 'rtp-client', nonce }, { stake: 1000 }).payout / 1000;
    const second = FORTUNA_SEGMENTS.reduce((sum, segment) => sum + (segment.weight / FORTUNA_WEIGHT_TOTAL) * (segment.multiplier / 1000) ** 2, 0);
    expect(Math.abs(paid / rounds - 0.96)).toBeLessThan(4 * Math.sqrt((second - 0.96 ** 2) / rounds));
  }, SIMULATION_TIMEOUT_MS);
});

describe('verifying bonus wheel rounds', () => {
  const betOf = (game: PickGame | 'fortuna', nonce: number): GameBet => {
    if (game === 'fortuna') return { game, params: { stake: 100 + nonce } };
    const size = boardSize(pickTableOf(game));
    const picks = [...Array(pickTableOf(game).picks).keys()].map((index) => (nonce + index * 7) % size);
    return { game, params: { stake: 100 + nonce, picks: new Set(picks).size === picks.length ? picks : [...Array(picks.length).keys()] } };
  };

  it.each([...PICK_GAMES, 'fortuna' as const])('1 000 %s rounds under one server seed verify once it is revealed; a changed seed or outcome is caught', (game) => {
    const serverSeed = `0f${'b2'.repeat(31)}`;
    for (let nonce = 0; nonce < 1000; nonce += 1) {
      const round = revealedRound({ serverSeed, clientSeed: 'player-chosen', nonce }, betOf(game, nonce));
      expect(verifyRound(round)).toEqual({ ok: true, value: round.outcome });
      expect(verifyRound({ ...round, serverSeed: `${serverSeed}0` })).toMatchObject({ ok: false, error: { code: 'server_seed_hash_mismatch' } });
      const claimed = round.outcome ?? playRound(round, round);
      expect(verifyRound({ ...round, outcome: { ...claimed, payout: claimed.payout + 1 } })).toMatchObject({ ok: false, error: { code: 'outcome_mismatch' } });
    }
  });

  it('bad picks are refused as an invalid round', () => {
    const round = revealedRound({ serverSeed: 'seed', clientSeed: 'client', nonce: 3 }, { game: 'memory', params: { stake: 500, picks: [0, 1, 2, 3] } });
    expect(verifyRound({ ...round, game: 'memory', params: { stake: 500, picks: [0, 1, 2] } })).toMatchObject({ ok: false, error: { code: 'invalid_round' } });
  });
});
