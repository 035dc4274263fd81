import { applyCoef } from '@betting/kernel';
import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbStake } from '../testing';
import { drawSequence } from './draws';
import {
  KENO_DRAWN,
  KENO_MAX_MULTIPLIER,
  KENO_MAX_PICKS,
  KENO_NUMBERS,
  KENO_PAYTABLE,
  KENO_RTP_PPM,
  kenoBalls,
  kenoExactRtp,
  kenoHitWays,
  kenoMultiplier,
  kenoPicksProblem,
  kenoQuickPick,
  kenoTicketOutcome,
} from './keno';

const arbFloats = (count: number) => fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: count, maxLength: count });
const arbPicks = fc.uniqueArray(fc.integer({ min: 1, max: KENO_NUMBERS }), { minLength: 1, maxLength: KENO_MAX_PICKS });
const PICK_COUNTS = Array.from({ length: KENO_MAX_PICKS }, (_, index) => index + 1);

describe('keno', () => {
  test.prop([arbFloats(KENO_DRAWN)])('a draw is 20 different numbers from 1 to 80', (floats) => {
    const balls = kenoBalls(floats);
    expect(balls).toHaveLength(KENO_DRAWN);
    expect(new Set(balls).size).toBe(KENO_DRAWN);
    for (const ball of balls) expect(ball >= 1 && ball <= KENO_NUMBERS).toBe(true);
  });

  test.prop([arbPicks, arbFloats(KENO_DRAWN), arbStake])('a ticket hits the picks that were drawn and is paid the table’s multiplier, rounded once', (picks, floats, stake) => {
    const balls = kenoBalls(floats);
    const outcome = kenoTicketOutcome(picks, balls, stake);
    expect(outcome.hits).toEqual(picks.filter((pick) => balls.includes(pick)).sort((a, b) => a - b));
    expect(outcome.multiplier).toBe(KENO_PAYTABLE[picks.length]?.[outcome.hits.length] ?? 0);
    expect(outcome.payout).toBe(outcome.multiplier === 0 ? 0 : applyCoef(stake, outcome.multiplier));
    expect(outcome.payout).toBeLessThanOrEqual(applyCoef(stake, KENO_MAX_MULTIPLIER));
  });

  it.each<[string, number[], number, number]>([
    ['one pick drawn pays 3.8×', [8], 3_800, 3_800],
    ['one pick not drawn pays nothing', [9], 0, 0],
    ['3 of 3 pays 27×', [8, 76, 61], 27_000, 27_000],
    ['2 of 3 pays 4.1×', [8, 76, 1], 4_100, 4_100],
    ['no hit of 10 pays 3×', [1, 2, 3, 4, 5, 6, 9, 10, 11, 13], 3_000, 3_000],
    ['10 of 10 pays 50 000×', [8, 76, 61, 73, 68, 53, 47, 77, 55, 57], 50_000_000, 50_000_000],
  ])('%s', (_name, picks, multiplier, payout) => {
    // Draw 1 of the seed "server-seed": 8, 76, 61, 73, 68, 53, 47, 77, 55, 57, 16, 41, 43, 19, 18, 71, 65, 12, 7, 42.
    const balls = drawSequence('keno', 'server-seed', 1);
    expect(kenoTicketOutcome(picks, balls, 1_000)).toMatchObject({ multiplier, payout });
  });

  it.each([
    [[], 'a ticket picks 1 to 10 numbers'],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 'a ticket picks 1 to 10 numbers'],
    [[0], 'picks are whole numbers from 1 to 80'],
    [[81], 'picks are whole numbers from 1 to 80'],
    [[1.5], 'picks are whole numbers from 1 to 80'],
    [[4, 4], 'each number is picked once'],
    [[1, 80], null],
  ])('picks %j: %s', (picks, problem) => {
    expect(kenoPicksProblem(picks)).toBe(problem);
  });

  test.prop([fc.integer({ min: 1, max: KENO_MAX_PICKS }), arbFloats(KENO_MAX_PICKS)])('a quick pick is valid picks of the asked count', (count, floats) => {
    const picks = kenoQuickPick(count, floats);
    expect(picks).toHaveLength(count);
    expect(kenoPicksProblem(picks)).toBeNull();
  });

  it.each(PICK_COUNTS)('with %i picks the hit chances add up to one (hypergeometric)', (picks) => {
    let ways = 0n;
    for (let hits = 0; hits <= picks; hits += 1) ways += kenoHitWays(picks, hits).ways;
    expect(ways).toBe(kenoHitWays(picks, 0).total);
  });

  it.each(PICK_COUNTS)('with %i picks the return to player is exactly the documented one, between 94 and 95 %', (picks) => {
    const { numerator, denominator } = kenoExactRtp(picks);
    expect(Number((numerator * 1_000_000n) / denominator)).toBe(KENO_RTP_PPM[picks]);
    expect(numerator * 100n >= denominator * 94n && numerator * 100n <= denominator * 95n).toBe(true);
  });

  it('the table pays nothing it does not list and never more than the top prize', () => {
    for (const picks of PICK_COUNTS) {
      for (let hits = 0; hits <= picks; hits += 1) expect(kenoMultiplier(picks, hits)).toBeLessThanOrEqual(KENO_MAX_MULTIPLIER);
      expect(kenoMultiplier(picks, picks + 1)).toBe(0);
    }
    expect(kenoMultiplier(11, 5)).toBe(0);
  });

  it('50 000 simulated draws of a 5-pick ticket: each hit count as often as the table says, the return as documented (4 standard errors)', () => {
    const draws = 50_000;
    const picks = [3, 17, 40, 58, 77];
    const counts = new Array<number>(picks.length + 1).fill(0);
    let paid = 0;
    for (let drawId = 1; drawId <= draws; drawId += 1) {
      const outcome = kenoTicketOutcome(picks, drawSequence('keno', 'rtp-seed', drawId), 1_000);
      counts[outcome.hits.length] = (counts[outcome.hits.length] ?? 0) + 1;
      paid += outcome.payout / 1_000;
    }
    let secondMoment = 0;
    counts.forEach((count, hits) => {
      const { ways, total } = kenoHitWays(picks.length, hits);
      const p = Number(ways) / Number(total);
      secondMoment += p * (kenoMultiplier(picks.length, hits) / 1_000) ** 2;
      expect(Math.abs(count / draws - p), `${hits} hits`).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / draws) + 1 / draws);
    });
    const rtp = (KENO_RTP_PPM[5] ?? 0) / 1e6;
    expect(Math.abs(paid / draws - rtp)).toBeLessThan(4 * Math.sqrt((secondMoment - rtp ** 2) / draws));
  }, 60_000);
});
