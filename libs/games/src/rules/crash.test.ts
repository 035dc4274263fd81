import { applyCoef } from '@betting/kernel';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbCashOut, arbSeeds, arbStake } from '../testing';
import { CRASH_MAX_MULTIPLIER, CRASH_MIN_CASH_OUT, bustAtMs, crashOutcomeOf, crashPoint, crashPointOf, crashProgress, crashRound, msToReach, multiplierAt } from './crash';
import { roundUint32s } from './provably-fair';

/** Hundreds of thousands of HMAC rounds: seconds on a busy 2-core machine, so these get a minute. */
const SIMULATION_TIMEOUT_MS = 60_000;

const TWO_POW_32 = 2 ** 32;
/** How many of the 2³² draws crash at `multiplier` or later: floor(990 · 2³² / multiplier). */
const drawsReaching = (multiplier: number) => Number((990n * 2n ** 32n) / BigInt(multiplier));

describe('the crash game', () => {
  it.each([
    ['the lowest draw busts at once', 0, 1000],
    ['a draw just under 1 % busts at once', 42_949_672, 1000],
    ['half way: 0.99 / 0.5', 2 ** 31, 1980],
    ['three quarters: 0.99 / 0.25', 3 * 2 ** 30, 3960],
    ['the highest draw is capped at 10 000×', TWO_POW_32 - 1, CRASH_MAX_MULTIPLIER],
  ])('%s', (_name, draw, point) => {
    expect(crashPointOf(draw)).toBe(point);
  });

  test.prop([fc.integer({ min: CRASH_MIN_CASH_OUT, max: CRASH_MAX_MULTIPLIER })])('P(crash ≥ x) = floor(0.99 · 2³² / x) / 2³²: every cash-out target returns 99 %', (target) => {
    const first = TWO_POW_32 - drawsReaching(target);
    expect(crashPointOf(first)).toBeGreaterThanOrEqual(target);
    expect(crashPointOf(first - 1)).toBeLessThan(target);
    const expectedReturn = (target / 1000) * (drawsReaching(target) / TWO_POW_32);
    expect(expectedReturn).toBeLessThanOrEqual(0.99);
    expect(expectedReturn).toBeGreaterThan(0.99 - 0.00001);
  });

  it.each([
    [0, 1000],
    [1000, 1061],
    [11_552, 1999],
    [11_553, 2000],
    [-5, 1000],
  ])('the multiplier %i ms after the start is %i thousandths', (ms, multiplier) => {
    expect(multiplierAt(ms)).toBe(multiplier);
  });

  test.prop([fc.integer({ min: 1001, max: CRASH_MAX_MULTIPLIER })])('msToReach is the exact first millisecond of a multiplier', (multiplier) => {
    const ms = msToReach(multiplier);
    expect(multiplierAt(ms)).toBeGreaterThanOrEqual(multiplier);
    expect(multiplierAt(ms - 1)).toBeLessThan(multiplier);
  });

  test.prop([arbSeeds, arbStake, fc.option(arbCashOut, { nil: null })])('the rule: a cash-out at or below the crash point pays stake × cash-out, otherwise nothing', (seeds, stake, cashOut) => {
    const outcome = crashRound(seeds, { stake, cashOut });
    const point = crashPointOf(roundUint32s(seeds, 1)[0] ?? 0);
    expect(outcome.crashPoint).toBe(point);
    expect(crashPoint(seeds)).toBe(point);
    const won = cashOut !== null && cashOut <= point;
    expect(outcome).toEqual({ game: 'crash', crashPoint: point, cashOut, won, multiplier: won ? cashOut : 0, payout: won ? applyCoef(stake, cashOut) : 0 });
    expect(outcome.payout).toBeGreaterThanOrEqual(0);
    expect(outcome.payout).toBeLessThanOrEqual(applyCoef(stake, CRASH_MAX_MULTIPLIER));
    expect(crashRound(seeds, { stake, cashOut })).toEqual(outcome);
  });

  it.each([
    ['a cash-out at the crash point wins', 2500, 2500, true],
    ['one thousandth above it loses', 2500, 2501, false],
    ['an instant bust beats the lowest cash-out', 1000, CRASH_MIN_CASH_OUT, false],
  ])('%s', (_name, point, cashOut, won) => {
    expect(crashOutcomeOf(point, { stake: 10_000, cashOut })).toMatchObject({ won, payout: won ? applyCoef(10_000, cashOut) : 0 });
  });

  it('an open round flies until its auto target or its bust, whichever comes first', () => {
    expect(crashProgress(2000, 1500, msToReach(1500) - 1)).toEqual({ state: 'flying', multiplier: 1499 });
    expect(crashProgress(2000, 1500, msToReach(1500))).toEqual({ state: 'auto_cashed_out', cashOut: 1500, atMs: msToReach(1500) });
    expect(crashProgress(1200, 1500, bustAtMs(1200) - 1)).toEqual({ state: 'flying', multiplier: 1200 });
    expect(crashProgress(1200, 1500, bustAtMs(1200))).toEqual({ state: 'busted', atMs: bustAtMs(1200) });
    expect(crashProgress(1000, null, 0)).toEqual({ state: 'flying', multiplier: 1000 });
    expect(crashProgress(1000, null, bustAtMs(1000))).toMatchObject({ state: 'busted' });
  });

  test.prop([fc.integer({ min: 1000, max: CRASH_MAX_MULTIPLIER - 1 }), fc.nat(200_000)])('a flying round shows at most its crash point', (point, elapsed) => {
    const progress = crashProgress(point, null, elapsed);
    if (progress.state === 'flying') expect(progress.multiplier).toBeLessThanOrEqual(point);
    else expect(multiplierAt(elapsed)).toBeGreaterThan(point);
  });

  it('100 000 simulated rounds: about 1 % bust at once, a 2× target returns 99 % (4 standard errors)', () => {
    const rounds = 100_000;
    let instant = 0;
    let returned = 0;
    for (let nonce = 0; nonce < rounds; nonce += 1) {
      const outcome = crashRound({ serverSeed: 'rtp-server-seed', clientSeed: 'rtp-client-seed', nonce }, { stake: 1000, cashOut: 2000 });
      if (outcome.crashPoint === 1000) instant += 1;
      returned += outcome.payout;
    }
    const bustShare = instant / rounds;
    expect(Math.abs(bustShare - 0.01)).toBeLessThan(4 * Math.sqrt((0.01 * 0.99) / rounds));
    const rtp = returned / 1000 / rounds;
    // A 2× target pays 2 with p = 0.495: standard deviation 2·sqrt(p(1 − p)) ≈ 1.
    expect(Math.abs(rtp - 0.99)).toBeLessThan(4 * (2 * Math.sqrt(0.495 * 0.505)) / Math.sqrt(rounds));
  }, SIMULATION_TIMEOUT_MS);
});
