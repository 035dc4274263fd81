import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbSeeds, arbStake } from '../../testing';
import { DrawStream, replayRound, replayUnknownRound, rtpMilliPercent, rtpOf, variantParams, type AnyGameEngine, type EngineAction, type EngineState, type ExactRtp } from '../engine';
import { ENGINES, engineOf } from '../engines';
import { payoutOf } from '../payout';
import { roundUint32s, type SeedTriple } from '../provably-fair';
import { canonicalJson } from '../verify';
import { DICE_MAX_WINNING, DICE_MIN_WINNING, diceEngine, diceRtpRange, type DiceParams } from './dice';
import { HILO_GUESSES, hiloEngine, hiloStepMultiplier, hiloWins } from './hilo';
import { MINES_CAP, MINES_CELLS, minesEngine, minesMultiplier } from './mines';
import { PLINKO_RISKS, plinkoEngine, plinkoTable, type PlinkoParams } from './plinko';

const same = (a: ExactRtp, b: ExactRtp) => a.numerator * b.denominator === b.numerator * a.denominator;

/** Params any fast engine takes. */
const arbParams: Record<string, fc.Arbitrary<unknown>> = {
  dice: fc.record({ target: fc.integer({ min: 1, max: 9_998 }), direction: fc.constantFrom('under', 'over') }).filter((params) => diceEngine.parseParams(params).ok),
  plinko: fc.record({ rows: fc.integer({ min: 8, max: 16 }), risk: fc.constantFrom(...PLINKO_RISKS) }),
  mines: fc.record({ mines: fc.integer({ min: 1, max: 24 }) }),
  hilo: fc.constant({}),
};

/** A player's moves: each a wish the round turns into an action it takes (or a refused one, which is skipped). */
const arbMoves = fc.array(fc.record({ kind: fc.integer({ min: 0, max: 9 }), cell: fc.integer({ min: 0, max: 24 }), guess: fc.constantFrom(...HILO_GUESSES) }), { maxLength: 30 });
type Move = { kind: number; cell: number; guess: (typeof HILO_GUESSES)[number] };

function actionOf(engine: AnyGameEngine, move: Move): EngineAction | null {
  if (engine.kind === 'mines') return move.kind === 0 ? { type: 'cashOut' } : ({ type: 'reveal', cell: move.cell } as EngineAction);
  if (engine.kind === 'hilo') return move.kind === 0 ? { type: 'cashOut' } : ({ type: 'guess', guess: move.guess } as EngineAction);
  return null;
}

/** Plays a round: start, then the moves the round accepts; answers the final state and the accepted actions. */
function play(engine: AnyGameEngine, seeds: SeedTriple, params: unknown, stake: number, moves: readonly Move[]) {
  let state: EngineState = engine.start(seeds, params, stake);
  const actions: EngineAction[] = [];
  for (const move of moves) {
    const action = actionOf(engine, move);
    if (action === null || engine.isFinished(state)) break;
    const next = engine.act(state, action, seeds);
    if (next.ok) {
      state = next.value;
      actions.push(action);
    }
  }
  return { state, actions };
}

describe('the fast games engines', () => {
  it('are registered by kind', () => {
    for (const kind of ['dice', 'plinko', 'mines', 'hilo']) expect(engineOf(kind)?.kind).toBe(kind);
    expect(engineOf('toString')).toBeNull();
  });

  test.prop([arbSeeds, fc.integer({ min: 0, max: 40 }), fc.integer({ min: 1, max: 40 })])('the draw stream reads the published words from any position', (seeds, from, count) => {
    const words = roundUint32s(seeds, from + count);
    const stream = new DrawStream(seeds, from);
    expect(Array.from({ length: count }, () => stream.uint32())).toEqual(words.slice(from));
    expect(stream.position).toBe(from + count);
  });

  for (const kind of Object.keys(arbParams)) {
    const engine = ENGINES[kind] as AnyGameEngine;
    test.prop([arbSeeds, arbParams[kind] as fc.Arbitrary<unknown>, arbStake, arbMoves], { numRuns: 60 })(
      `${kind}: never pays above its maximum, and the verifier replays the round with its actions`,
      (seeds, params, stake, moves) => {
        const { state, actions } = play(engine, seeds, params, stake, [...moves, { kind: 0, cell: 0, guess: 'same' }]);
        expect(state.multiplier).toBeLessThanOrEqual(engine.maxMultiplier(params));
        expect(engine.payout(state)).toBeLessThanOrEqual(payoutOf(stake, engine.maxMultiplier(params)));
        expect(engine.payout(state)).toBe(state.finished ? payoutOf(stake, state.multiplier) : 0);
        // Over the wire and back: params and actions as JSON, the state recomputed equal.
        const replayed = replayUnknownRound(engine, seeds, JSON.parse(JSON.stringify(params)), stake, JSON.parse(JSON.stringify(actions)));
        expect(replayed.ok && canonicalJson(replayed.value)).toBe(canonicalJson(state));
        expect(replayRound(engine, seeds, params, stake, actions)).toEqual({ ok: true, value: state });
        // A finished round takes no more actions.
        if (state.finished && actions.length > 0) expect(engine.act(state, actions[0] as EngineAction, seeds)).toMatchObject({ ok: false, error: { code: 'round_finished' } });
      }
    );
  }

  it('a tile’s variant names params: read by the engine, else from its list, else none', () => {
    const engine = {
      ...plinkoEngine,
      variants: { wild: { rows: 16, risk: 'high' } as PlinkoParams },
      paramsOfVariant: (variant: string): PlinkoParams | null => (/^rows-\d+$/.test(variant) ? { rows: Number(variant.slice(5)), risk: 'low' } : null),
    };
    expect(variantParams(engine, null)).toEqual(plinkoEngine.defaultParams);
    expect(variantParams(engine, 'rows-9')).toEqual({ rows: 9, risk: 'low' });
    expect(variantParams(engine, 'wild')).toEqual({ rows: 16, risk: 'high' });
    expect(variantParams(engine, 'toString')).toBeNull();
    expect(variantParams(plinkoEngine, 'wild')).toBeNull();
  });

  it('refuse params and actions that are not theirs', () => {
    expect(diceEngine.parseParams({ target: 9_990, direction: 'under' }).ok).toBe(false);
    expect(diceEngine.parseParams({ target: 50, direction: 'sideways' }).ok).toBe(false);
    expect(plinkoEngine.parseParams({ rows: 7, risk: 'low' }).ok).toBe(false);
    expect(plinkoEngine.parseParams({ rows: 8, risk: 'extreme' }).ok).toBe(false);
    expect(minesEngine.parseParams({ mines: 25 }).ok).toBe(false);
    expect(minesEngine.parseAction({ type: 'reveal', cell: 25 }).ok).toBe(false);
    expect(hiloEngine.parseAction({ type: 'guess', guess: 'maybe' }).ok).toBe(false);
    expect(replayUnknownRound(minesEngine as AnyGameEngine, { serverSeed: 's', clientSeed: 'c', nonce: 0 }, { mines: 3 }, 100, [{ type: 'explode' }])).toMatchObject({
      ok: false,
      error: { code: 'invalid_action' },
    });
  });

  test.prop([arbSeeds, fc.integer({ min: 1, max: 24 })], { numRuns: 40 })('mines: an open round shows no mine, a cash-out needs a safe cell, a mine loses all', (seeds, mines) => {
    const state = minesEngine.start(seeds, { mines }, 1_000);
    expect(state.mineCells).toHaveLength(mines);
    expect((minesEngine.view(state) as { mineCells: number[] }).mineCells).toEqual([]);
    expect(minesEngine.act(state, { type: 'cashOut' }, seeds).ok).toBe(false);
    const mine = state.mineCells[0] as number;
    const lost = minesEngine.act(state, { type: 'reveal', cell: mine }, seeds);
    expect(lost.ok && lost.value).toMatchObject({ finished: true, multiplier: 0, hit: mine });
    expect(lost.ok && (minesEngine.view(lost.value) as { mineCells: number[] }).mineCells).toEqual(state.mineCells);
    const safe = [...Array(MINES_CELLS).keys()].find((cell) => !state.mineCells.includes(cell)) as number;
    const won = minesEngine.act(state, { type: 'reveal', cell: safe }, seeds);
    if (!won.ok) throw new Error('a safe cell opens');
    const cashed = won.value.finished ? { ok: true, value: won.value } : minesEngine.act(won.value, { type: 'cashOut' }, seeds);
    expect(cashed.ok && cashed.value).toMatchObject({ finished: true, multiplier: minesMultiplier(mines, 1) });
  });

  test.prop([arbSeeds], { numRuns: 40 })('hi-lo: a right guess multiplies by its step, a wrong one ends the round', (seeds) => {
    const state = hiloEngine.start(seeds, {}, 1_000);
    const guess = state.first.rank === 13 ? 'lower' : 'higher';
    const next = hiloEngine.act(state, { type: 'guess', guess }, seeds);
    if (!next.ok) throw new Error('a possible guess is taken');
    const step = next.value.steps[0];
    expect(step?.win).toBe(hiloWins(state.first.rank, step?.card.rank ?? 0, guess));
    expect(next.value.multiplier).toBe(step?.win ? hiloStepMultiplier(state.first.rank, guess) : 0);
    expect(next.value.draws).toBeGreaterThan(state.draws);
  });
});

describe('the exact returns the game pages publish (counted, not played)', () => {
  it('dice: 99 % at the default target and 98.902 % to 99.000 % over every target, counting every roll', () => {
    const counted = (params: DiceParams): ExactRtp => {
      let paid = 0;
      for (let roll = 0; roll < 10_000; roll += 1) {
        if (params.direction === 'under' ? roll < params.target : roll > params.target) paid += diceEngine.maxMultiplier(params);
      }
      return rtpOf(BigInt(paid), 10_000_000n);
    };
    for (const params of [diceEngine.defaultParams, { target: 1_234, direction: 'over' } as const, { target: 9_899, direction: 'under' } as const, { target: 100, direction: 'under' } as const]) {
      expect(same(counted(params), diceEngine.rtp(params)), JSON.stringify(params)).toBe(true);
    }
    expect(rtpMilliPercent(diceEngine.rtp(diceEngine.defaultParams))).toBe(99_000);
    const range = diceRtpRange();
    expect([rtpMilliPercent(range.min), rtpMilliPercent(range.max)]).toEqual([98_902, 99_000]);
    expect(DICE_MAX_WINNING - DICE_MIN_WINNING).toBe(9_700);
  });

  it('plinko: every path of every table counted', () => {
    const published: Record<string, number[]> = {
      low: [98_984, 98_984, 99_003, 99_003, 98_979, 98_999, 99_000, 99_000, 98_998],
      medium: [98_906, 99_140, 98_906, 99_023, 98_989, 98_994, 98_994, 98_998, 98_988],
      high: [99_062, 99_062, 99_062, 99_160, 99_116, 99_086, 98_978, 99_026, 98_976],
    };
    for (const risk of PLINKO_RISKS) {
      for (let rows = 8; rows <= 16; rows += 1) {
        const table = plinkoTable({ rows, risk });
        expect(table).toEqual([...table].reverse());
        let paid = 0n;
        for (let path = 0; path < 2 ** rows; path += 1) {
          let rights = 0;
          for (let bit = path; bit > 0; bit >>= 1) rights += bit & 1;
          paid += BigInt(table[rights] ?? 0);
        }
        const counted = rtpOf(paid, 2n ** BigInt(rows) * 1000n);
        expect(same(counted, plinkoEngine.rtp({ rows, risk })), `${risk} ${rows}`).toBe(true);
        expect(rtpMilliPercent(counted), `${risk} ${rows}`).toBe(published[risk]?.[rows - 8]);
      }
    }
  });

  it('mines: the best stopping point returns 99 % (98.999 % with 11 or 12 mines), from the odds of each safe run', () => {
    for (let mines = 1; mines <= 24; mines += 1) {
      let best: ExactRtp = { numerator: 0n, denominator: 1n };
      let survive: ExactRtp = { numerator: 1n, denominator: 1n };
      for (let safe = 1; safe <= 25 - mines; safe += 1) {
        survive = rtpOf(survive.numerator * BigInt(25 - mines - safe + 1), survive.denominator * BigInt(25 - safe + 1));
        const multiplier = minesMultiplier(mines, safe);
        const rtp = rtpOf(survive.numerator * BigInt(multiplier), survive.denominator * 1000n);
        if (rtp.numerator * best.denominator > best.numerator * rtp.denominator) best = rtp;
        if (multiplier === MINES_CAP) break;
      }
      expect(same(best, minesEngine.rtp({ mines })), `${mines}`).toBe(true);
      expect(rtpMilliPercent(best), `${mines}`).toBe(mines === 11 || mines === 12 ? 98_999 : 99_000);
    }
  });

  it('hi-lo: 99 % under best play, every opening card and next card counted', () => {
    let paid = 0;
    for (let first = 0; first < 52; first += 1) {
      const rank = Math.floor(first / 4) + 1;
      const best = Math.max(
        ...HILO_GUESSES.map((guess) => {
          let won = 0;
          for (let next = 0; next < 52; next += 1) if (hiloWins(rank, Math.floor(next / 4) + 1, guess)) won += hiloStepMultiplier(rank, guess);
          return won;
        })
      );
      paid += best;
    }
    const counted = rtpOf(BigInt(paid), 52n * 52n * 1000n);
    expect(same(counted, hiloEngine.rtp({}))).toBe(true);
    expect(rtpMilliPercent(counted)).toBe(99_000);
  });
});
