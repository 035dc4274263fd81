import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbSeeds, arbStake } from '../../testing';
import { replayRound, rtpOf } from '../engine';
import { RED_NUMBERS, betNumbers, rouletteBetProblem, rouletteEngine, type RouletteBet } from './roulette';

/** Every bet the table offers, one chip each. */
function allBets(): RouletteBet[] {
  const bets: RouletteBet[] = [];
  for (let n = 0; n <= 36; n += 1) bets.push({ type: 'straight', numbers: [n], chips: 1 });
  for (let a = 0; a <= 36; a += 1)
    for (let b = a + 1; b <= 36; b += 1) if (rouletteBetProblem({ type: 'split', numbers: [a, b], chips: 1 }) === null) bets.push({ type: 'split', numbers: [a, b], chips: 1 });
  for (let r = 1; r <= 34; r += 3) bets.push({ type: 'street', numbers: [r, r + 1, r + 2], chips: 1 });
  bets.push({ type: 'trio', numbers: [0, 1, 2], chips: 1 }, { type: 'trio', numbers: [0, 2, 3], chips: 1 }, { type: 'first-four', numbers: [0, 1, 2, 3], chips: 1 });
  for (let a = 1; a <= 32; a += 1)
    if (rouletteBetProblem({ type: 'corner', numbers: [a, a + 1, a + 3, a + 4], chips: 1 }) === null) bets.push({ type: 'corner', numbers: [a, a + 1, a + 3, a + 4], chips: 1 });
  for (let r = 1; r <= 31; r += 3) bets.push({ type: 'six-line', numbers: [r, r + 1, r + 2, r + 3, r + 4, r + 5], chips: 1 });
  for (const index of [1, 2, 3] as const) bets.push({ type: 'column', index, chips: 1 }, { type: 'dozen', index, chips: 1 });
  for (const type of ['red', 'black', 'odd', 'even', 'low', 'high'] as const) bets.push({ type, chips: 1 });
  return bets;
}

const BETS = allBets();
const arbBets = fc
  .array(fc.tuple(fc.constantFrom(...BETS), fc.integer({ min: 1, max: 100 })), { minLength: 1, maxLength: 8 })
  .map((list) => ({ bets: list.map(([bet, chips]) => ({ ...bet, chips })) }));

describe('European roulette', () => {
  it('offers the classic layout: 37 straights, 60 splits, 12 streets, 2 trios, 22 corners, first four, 11 six lines, 3 columns, 3 dozens, 6 even-money bets', () => {
    const count = (type: string) => BETS.filter((bet) => bet.type === type).length;
    expect([count('straight'), count('split'), count('street'), count('trio'), count('corner'), count('first-four'), count('six-line'), count('column'), count('dozen')]).toEqual([
      37, 60, 12, 2, 22, 1, 11, 3, 3,
    ]);
    expect(RED_NUMBERS).toHaveLength(18);
    expect(betNumbers({ type: 'column', index: 2, chips: 1 })).toEqual([2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35]);
  });

  it('every bet returns exactly 36/37 (counted over the 37 pockets)', () => {
    for (const bet of BETS) expect(rouletteEngine.rtp({ bets: [bet] })).toEqual(rtpOf(36n, 37n));
  });

  it.each([
    [{ type: 'split', numbers: [1, 5], chips: 1 }],
    [{ type: 'split', numbers: [3, 4], chips: 1 }],
    [{ type: 'corner', numbers: [3, 4, 6, 7], chips: 1 }],
    [{ type: 'street', numbers: [2, 3, 4], chips: 1 }],
    [{ type: 'six-line', numbers: [34, 35, 36, 37, 38, 39], chips: 1 }],
    [{ type: 'dozen', index: 4, chips: 1 }],
    [{ type: 'red', chips: 0 }],
    [{ type: 'straight', numbers: [37], chips: 1 }],
    [{ type: 'basket', chips: 1 }],
  ])('refuses %j', (bet) => {
    expect(rouletteEngine.parseParams({ bets: [bet] }).ok).toBe(false);
  });

  it('a split and a column on 17: 18× and 3× of their chips', () => {
    const params = {
      bets: [
        { type: 'split', numbers: [14, 17], chips: 1 },
        { type: 'column', index: 2, chips: 1 },
      ] as RouletteBet[],
    };
    const state = rouletteEngine.start({ serverSeed: 's', clientSeed: 'c', nonce: 0 }, params, 200);
    const won = (pocket: number) => ({
      ...state,
      pocket,
      multiplier: Math.floor(((pocket === 17 || pocket === 14 ? 18 : 0) + ([2, 5, 8, 11, 14, 17, 20, 23, 26, 29, 32, 35].includes(pocket) ? 3 : 0)) * 500),
    });
    expect(state.multiplier).toBe(won(state.pocket).multiplier);
    expect(rouletteEngine.maxMultiplier(params)).toBe(10_500);
  });

  test.prop([arbSeeds, arbStake, arbBets])('a spin is replayed from its seeds, pays within its maximum, refuses actions', (seeds, stake, params) => {
    const parsed = rouletteEngine.parseParams(params);
    expect(parsed.ok).toBe(true);
    const state = rouletteEngine.start(seeds, params, stake);
    expect(state.finished).toBe(true);
    expect(replayRound(rouletteEngine, seeds, params, stake, [])).toEqual({ ok: true, value: state });
    expect(state.multiplier).toBeLessThanOrEqual(rouletteEngine.maxMultiplier(params));
    expect(rouletteEngine.payout(state)).toBeLessThanOrEqual(Math.floor((stake * 36_000) / 1000));
    expect(rouletteEngine.act(state, { type: 'none' }, seeds).ok).toBe(false);
    expect(rouletteEngine.rtp(params)).toEqual(rtpOf(36n, 37n));
  });
});
