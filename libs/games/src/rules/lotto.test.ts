import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbSeeds, arbServerSeed } from '../testing';
import {
  LOTTO_BALLS,
  LOTTO_PICK,
  lottoClientSeed,
  lottoDraw,
  lottoDrawTimeAfter,
  lottoFixedPrize,
  lottoJackpotSplit,
  lottoMatchProbability,
  lottoMatches,
  lottoTicketPrice,
  lottoTicketProblem,
  numbersFromFloats,
  verifyLottoDraw,
} from './lotto';
import { serverSeedHash } from './provably-fair';

const arbFloats = fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 6, maxLength: 6 });
const arbTicket = fc.uniqueArray(fc.integer({ min: 1, max: LOTTO_BALLS }), { minLength: 6, maxLength: 6 });

describe('the lotto draw', () => {
  test.prop([arbSeeds])('draws 6 different numbers of 1…45, the same for the same seeds', (seeds) => {
    const balls = lottoDraw(seeds);
    expect(lottoDraw(seeds)).toEqual(balls);
    expect(balls).toHaveLength(LOTTO_PICK);
    expect(new Set(balls).size).toBe(LOTTO_PICK);
    expect(balls.every((ball) => Number.isInteger(ball) && ball >= 1 && ball <= LOTTO_BALLS)).toBe(true);
    expect(lottoTicketProblem(balls)).toBeNull();
  });

  test.prop([arbFloats])('any floats make a valid ticket (quick pick)', (floats) => {
    expect(lottoTicketProblem(numbersFromFloats(floats))).toBeNull();
  });

  it('the first float picks the first ball uniformly among 45', () => {
    expect(numbersFromFloats([0, 0, 0, 0, 0, 0])).toEqual([1, 2, 3, 4, 5, 6]);
    expect(numbersFromFloats([0.999_999, 0, 0, 0, 0, 0])[0]).toBe(45);
    expect(numbersFromFloats([0.5, 0, 0, 0, 0, 0])[0]).toBe(23);
  });

  it('every number is drawn about as often as the others (30 000 draws, 4 standard errors)', () => {
    const draws = 30_000;
    const counts = new Array<number>(LOTTO_BALLS + 1).fill(0);
    for (let nonce = 0; nonce < draws; nonce += 1) for (const ball of lottoDraw({ serverSeed: 'lotto-uniformity', clientSeed: 'c', nonce })) counts[ball] = (counts[ball] ?? 0) + 1;
    const p = LOTTO_PICK / LOTTO_BALLS;
    const sd = Math.sqrt(draws * p * (1 - p));
    for (let ball = 1; ball <= LOTTO_BALLS; ball += 1) expect(Math.abs((counts[ball] ?? 0) - draws * p)).toBeLessThan(4 * sd);
  });

  test.prop([arbServerSeed, fc.integer({ min: 1, max: 1_000_000 })])('a revealed draw verifies; another seed or other balls do not', (serverSeed, drawId) => {
    const balls = lottoDraw({ serverSeed, clientSeed: lottoClientSeed(drawId), nonce: 0 });
    const revealed = { drawId, serverSeed, serverSeedHash: serverSeedHash(serverSeed), balls };
    expect(verifyLottoDraw(revealed)).toEqual({ hashMatches: true, ballsMatch: true, recomputed: balls });
    expect(verifyLottoDraw({ ...revealed, serverSeed: `${serverSeed}x` }).hashMatches).toBe(false);
    const other = [...balls.slice(1), balls[0]!];
    expect(verifyLottoDraw({ ...revealed, balls: other }).ballsMatch).toBe(false);
  });

  it.each([
    [Date.UTC(2026, 10, 22, 12), Date.UTC(2026, 10, 22, 20)],
    [Date.UTC(2026, 10, 22, 20), Date.UTC(2026, 10, 23, 20)],
    [Date.UTC(2026, 10, 22, 21, 30), Date.UTC(2026, 10, 23, 20)],
  ])('after %i the next draw is at %i', (now, next) => {
    expect(lottoDrawTimeAfter(now)).toBe(next);
  });

  test.prop([fc.integer({ min: 0, max: 4e12 })])('the next draw is within a day, at 20:00 UTC', (now) => {
    const next = lottoDrawTimeAfter(now);
    expect(next).toBeGreaterThan(now);
    expect(next - now).toBeLessThanOrEqual(86_400_000);
    expect(new Date(next).getUTCHours()).toBe(20);
    expect(next % 3_600_000).toBe(0);
  });
});

describe('lotto tickets and prizes', () => {
  it.each<[number[], string | null]>([
    [[1, 2, 3, 4, 5, 45], null],
    [[1, 2, 3, 4, 5], 'wrong_count'],
    [[0, 2, 3, 4, 5, 6], 'out_of_range'],
    [[1, 2, 3, 4, 5, 46], 'out_of_range'],
    [[1, 2, 3, 4, 5, 5.5], 'out_of_range'],
    [[1, 2, 3, 4, 5, 5], 'duplicate'],
  ])('%j → %s', (numbers, problem) => {
    expect(lottoTicketProblem(numbers)).toBe(problem);
  });

  test.prop([arbTicket, arbTicket])('matches are the numbers both share', (ticket, drawn) => {
    expect(lottoMatches(ticket, drawn)).toBe(ticket.filter((number) => drawn.includes(number)).length);
    expect(lottoMatches(ticket, ticket)).toBe(6);
  });

  it.each([
    [0, 0],
    [2, 0],
    [3, 2_000],
    [4, 40_000],
    [5, 2_000_000],
    [6, 0],
  ])('%i matches on a 10.00 ticket win %i fixed', (matches, prize) => {
    expect(lottoFixedPrize(matches, lottoTicketPrice('RUB'))).toBe(prize);
  });

  test.prop([fc.integer({ min: 0, max: 1e13 }), fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 10_000 })])('the jackpot is shared without losing or making a minor unit', (sales, jackpotIn, winners) => {
    const split = lottoJackpotSplit({ sales, jackpotIn, winners });
    expect(split.fund).toBe(jackpotIn + Math.floor((sales * 3) / 10));
    expect(split.perTicket * winners + split.jackpotOut).toBe(split.fund);
    if (winners === 0) expect(split.jackpotOut).toBe(split.fund);
    else expect(split.jackpotOut).toBeLessThan(winners);
  });

  it('the odds of each prize add up to one', () => {
    expect(lottoMatchProbability(6)).toBeCloseTo(1 / 8_145_060, 15);
    expect(Array.from({ length: 7 }, (_, k) => lottoMatchProbability(k)).reduce((sum, p) => sum + p, 0)).toBeCloseTo(1, 12);
  });
});
