import { applyCoef } from '@betting/kernel';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbSeeds, arbStake } from '../testing';
import { roundFloats } from './provably-fair';
import { SCRATCH_CELLS, SCRATCH_MAX_MULTIPLIER, SCRATCH_PRIZES, SCRATCH_SYMBOLS, SCRATCH_WEIGHT_TOTAL, scratchOutcomeOf, scratchPrizeAt, scratchRound, scratchTheoreticalRtp, type ScratchSymbol } from './scratch';

/** Hundreds of thousands of HMAC rounds: seconds on a busy 2-core machine, so these get a minute. */
const SIMULATION_TIMEOUT_MS = 60_000;

const countsOf = (cells: readonly ScratchSymbol[]) => SCRATCH_SYMBOLS.map((symbol) => cells.filter((cell) => cell === symbol).length);

describe('the scratchcard', () => {
  it.each([
    [0, 'cherry'],
    [13_999, 'cherry'],
    [14_000, 'lemon'],
    [24_320, 'crown'],
    [24_340, 'crown'],
    [24_341, null],
    [SCRATCH_WEIGHT_TOTAL - 1, null],
  ])('the prize draw %i lands on %s', (ticket, symbol) => {
    expect(scratchPrizeAt(ticket)?.symbol ?? null).toBe(symbol);
  });

  it.each<[string, ScratchSymbol[], ScratchSymbol | null, number]>([
    ['three bells win 5×', ['bell', 'cherry', 'bell', 'lemon', 'bell', 'crown', 'cherry', 'lemon', 'crown'], 'bell', 5_000],
    ['three crowns win 1000×', ['crown', 'crown', 'crown', 'bell', 'bell', 'lemon', 'lemon', 'cherry', 'diamond'], 'crown', 1_000_000],
    ['pairs only win nothing', ['cherry', 'cherry', 'lemon', 'lemon', 'bell', 'bell', 'clover', 'clover', 'crown'], null, 0],
  ])('%s', (_name, cells, symbol, multiplier) => {
    expect(scratchOutcomeOf(cells, 250)).toEqual({ game: 'scratch', cells, winningSymbol: symbol, multiplier, payout: multiplier === 0 ? 0 : applyCoef(250, multiplier) });
  });

  test.prop([arbSeeds, arbStake])('a card has 9 cells, at most one three, and pays that three’s prize (deterministic, bounded)', (seeds, stake) => {
    const card = scratchRound(seeds, { stake });
    expect(scratchRound(seeds, { stake })).toEqual(card);
    expect(card.cells).toHaveLength(SCRATCH_CELLS);
    const counts = countsOf(card.cells);
    expect(counts.filter((count) => count >= 3).length).toBeLessThanOrEqual(1);
    expect(Math.max(...counts)).toBeLessThanOrEqual(3);
    const prize = scratchPrizeAt(Math.floor((roundFloats(seeds, 1)[0] ?? 0) * SCRATCH_WEIGHT_TOTAL));
    expect(card.winningSymbol).toBe(prize?.symbol ?? null);
    expect(card.multiplier).toBe(prize?.multiplier ?? 0);
    expect(card.payout).toBeGreaterThanOrEqual(0);
    expect(card.payout).toBeLessThanOrEqual(applyCoef(stake, SCRATCH_MAX_MULTIPLIER));
  });

  test.prop([fc.array(fc.constantFrom(...SCRATCH_SYMBOLS), { minLength: 9, maxLength: 9 }), arbStake])('any three of a symbol wins its prize', (cells, stake) => {
    const outcome = scratchOutcomeOf(cells, stake);
    const three = SCRATCH_PRIZES.find((prize) => cells.filter((cell) => cell === prize.symbol).length >= 3);
    expect(outcome.multiplier).toBe(three?.multiplier ?? 0);
  });

  it('the return to player is 95 % and a card wins 24.341 % of the time, by the prize table', () => {
    expect(scratchTheoreticalRtp()).toEqual({ total: 0.95, hitRate: 0.24341 });
  });

  it('100 000 simulated cards: each prize as often as its weight, the return 95 % (4 standard errors)', () => {
    const rounds = 100_000;
    const wins = new Map<ScratchSymbol | null, number>();
    let paid = 0;
    for (let nonce = 0; nonce < rounds; nonce += 1) {
      const card = scratchRound({ serverSeed: 'rtp-server-seed', clientSeed: 'rtp-client-seed', nonce }, { stake: 1000 });
      wins.set(card.winningSymbol, (wins.get(card.winningSymbol) ?? 0) + 1);
      paid += card.payout / 1000;
    }
    for (const prize of SCRATCH_PRIZES) {
      const p = prize.weight / SCRATCH_WEIGHT_TOTAL;
      expect(Math.abs((wins.get(prize.symbol) ?? 0) / rounds - p), prize.symbol).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / rounds) + 1 / rounds);
    }
    // The return's standard deviation from the table itself (the 1000× crown dominates it: about 15).
    const secondMoment = SCRATCH_PRIZES.reduce((sum, prize) => sum + (prize.weight / SCRATCH_WEIGHT_TOTAL) * (prize.multiplier / 1000) ** 2, 0);
    const standardError = Math.sqrt((secondMoment - 0.95 ** 2) / rounds);
    expect(Math.abs(paid / rounds - 0.95)).toBeLessThan(4 * standardError);
  }, SIMULATION_TIMEOUT_MS);
});
