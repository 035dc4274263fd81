import { applyCoef } from '@betting/kernel';
import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { arbSeeds, arbStake } from '../testing';
import { SLOT_MAX_MULTIPLIER, SLOT_PAYLINES, SLOT_STRIP, linePay, reelWindow, slotOutcomeOf, slotRound, slotStops, slotTheoreticalRtp, type SlotSymbol } from './slot';

/** Hundreds of thousands of HMAC rounds: seconds on a busy 2-core machine, so these get a minute. */
const SIMULATION_TIMEOUT_MS = 60_000;

describe('the slot', () => {
  it.each<[string, SlotSymbol[], ReturnType<typeof linePay>]>([
    ['three cherries from the left', ['cherry', 'cherry', 'cherry', 'lemon', 'grapes'], { symbol: 'cherry', count: 3, pay: 6 }],
    ['a wild completes five cherries', ['wild', 'cherry', 'cherry', 'cherry', 'cherry'], { symbol: 'cherry', count: 5, pay: 40 }],
    ['wilds then sevens pay as five sevens', ['wild', 'wild', 'wild', 'seven', 'seven'], { symbol: 'seven', count: 5, pay: 1000 }],
    ['three wilds pay more than four cherries', ['wild', 'wild', 'wild', 'cherry', 'lemon'], { symbol: 'wild', count: 3, pay: 100 }],
    ['five wilds', ['wild', 'wild', 'wild', 'wild', 'wild'], { symbol: 'wild', count: 5, pay: 2000 }],
    ['a scatter breaks the line', ['cherry', 'cherry', 'scatter', 'cherry', 'cherry'], null],
    ['a scatter never starts one', ['scatter', 'cherry', 'cherry', 'cherry', 'cherry'], null],
    ['two of a kind pay nothing', ['cherry', 'wild', 'lemon', 'lemon', 'lemon'], null],
    ['runs count from the leftmost reel only', ['lemon', 'grapes', 'bell', 'bell', 'bell'], null],
  ])('%s', (_name, symbols, expected) => {
    expect(linePay(symbols)).toEqual(expected);
  });

  it('stops 0 everywhere: cherries on the middle line, lemons at the bottom, five scatters', () => {
    const outcome = slotOutcomeOf([0, 0, 0, 0, 0], 100);
    expect(outcome.grid[0]).toEqual(['scatter', 'cherry', 'lemon']);
    expect(outcome.lineWins).toEqual([
      { line: 1, symbol: 'cherry', count: 5, multiplier: 4_000 },
      { line: 3, symbol: 'lemon', count: 5, multiplier: 6_000 },
    ]);
    expect(outcome).toMatchObject({ scatters: 5, scatterMultiplier: 50_000, multiplier: 60_000, payout: 6_000 });
  });

  it('stops 14 everywhere: five wilds on the top line, cherries at the bottom, five scatters', () => {
    const outcome = slotOutcomeOf([14, 14, 14, 14, 14], 1_000);
    expect(outcome.lineWins).toEqual([
      { line: 2, symbol: 'wild', count: 5, multiplier: 200_000 },
      { line: 3, symbol: 'cherry', count: 5, multiplier: 4_000 },
    ]);
    expect(outcome).toMatchObject({ multiplier: 254_000, payout: 254_000 });
  });

  it('a payout is floored once, on the whole spin: 3 cherries on line 8 pay 0.6× (17 → 10.2 → 10)', () => {
    const outcome = slotOutcomeOf([3, 1, 1, 0, 0], 17);
    expect(outcome.lineWins).toEqual([{ line: 8, symbol: 'cherry', count: 3, multiplier: 600 }]);
    expect(outcome).toMatchObject({ scatters: 2, scatterMultiplier: 0, multiplier: 600, payout: 10 });
    expect(slotOutcomeOf([3, 1, 1, 0, 0], 15).payout).toBe(9);
  });

  it('the reels wrap around the strip', () => {
    expect(reelWindow(SLOT_STRIP.length - 1)).toEqual([SLOT_STRIP.at(-1), SLOT_STRIP[0], SLOT_STRIP[1]]);
  });

  it('ten paylines, one row per reel each, all different', () => {
    expect(SLOT_PAYLINES).toHaveLength(10);
    expect(new Set(SLOT_PAYLINES.map((rows) => rows.join())).size).toBe(10);
  });

  test.prop([arbSeeds, arbStake])('a spin is deterministic, never negative, never above the maximum, and floors stake × multiplier', (seeds, stake) => {
    const outcome = slotRound(seeds, { stake });
    expect(slotRound(seeds, { stake })).toEqual(outcome);
    expect(outcome.stops).toEqual(slotStops(seeds));
    expect(outcome.multiplier).toBeGreaterThanOrEqual(0);
    expect(outcome.multiplier).toBeLessThanOrEqual(SLOT_MAX_MULTIPLIER);
    expect(outcome.payout).toBe(outcome.multiplier === 0 ? 0 : applyCoef(stake, outcome.multiplier));
    expect(outcome.payout).toBeLessThanOrEqual(applyCoef(stake, SLOT_MAX_MULTIPLIER));
    expect(outcome.multiplier).toBe(outcome.lineWins.reduce((sum, win) => sum + win.multiplier, outcome.scatterMultiplier));
  });

  it('the return to player is 96.23 % by the paytable (lines 78.0 %, scatters 18.24 %)', () => {
    const rtp = slotTheoreticalRtp();
    expect(rtp.total).toBeCloseTo(0.9623, 4);
    expect(rtp.scatters).toBeCloseTo(0.1824, 10);
  });

  it('200 000 simulated spins return the theoretical 96.23 % within 4 standard errors', () => {
    const rounds = 200_000;
    const stake = 1_000;
    let paid = 0;
    let squares = 0;
    for (let nonce = 0; nonce < rounds; nonce += 1) {
      const payout = slotRound({ serverSeed: 'rtp-server-seed', clientSeed: 'rtp-client-seed', nonce }, { stake }).payout;
      paid += payout;
      squares += (payout / stake) ** 2;
    }
    const mean = paid / stake / rounds;
    const standardError = Math.sqrt((squares / rounds - mean ** 2) / rounds);
    expect(standardError).toBeLessThan(0.01);
    expect(Math.abs(mean - slotTheoreticalRtp().total)).toBeLessThan(4 * standardError);
  }, SIMULATION_TIMEOUT_MS);
});
