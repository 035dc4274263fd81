import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CASINO_WAGERING_CONTRIBUTION_PERCENT, CASINO_WAGERING_GAMES, countedStakeOf, wageringContribution } from './contribution';

const stakes = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });
const percents = fc.integer({ min: 0, max: 100 });

describe('casino wagering contribution', () => {
  it('never counts more than the rate, and less by under one minor unit (rounded down, exactly)', () => {
    fc.assert(
      fc.property(stakes, percents, (stake, percent) => {
        const counted = wageringContribution(stake, percent);
        expect(Number.isSafeInteger(counted)).toBe(true);
        // counted ≤ stake × percent / 100 < counted + 1, in exact integers
        expect(BigInt(counted) * 100n <= BigInt(stake) * BigInt(percent)).toBe(true);
        expect((BigInt(counted) + 1n) * 100n > BigInt(stake) * BigInt(percent)).toBe(true);
      }),
    );
  });

  it('is monotonic in the stake and in the rate, 100 % counts the whole stake and 0 % nothing', () => {
    fc.assert(
      fc.property(stakes, stakes, percents, percents, (a, b, p, q) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(wageringContribution(low, p)).toBeLessThanOrEqual(wageringContribution(high, p));
        const [pl, ph] = p <= q ? [p, q] : [q, p];
        expect(wageringContribution(a, pl)).toBeLessThanOrEqual(wageringContribution(a, ph));
        expect(wageringContribution(a, 100)).toBe(a);
        expect(wageringContribution(a, 0)).toBe(0);
      }),
    );
  });

  it('splitting a stake never counts more than counting it whole', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 40 }), fc.integer({ min: 0, max: 2 ** 40 }), percents, (a, b, percent) => {
        expect(wageringContribution(a, percent) + wageringContribution(b, percent)).toBeLessThanOrEqual(wageringContribution(a + b, percent));
      }),
    );
  });

  it.each([
    ['house', 1_000, 1_000],
    ['keno', 1_000, 1_000],
    ['bingo', 2_500, 2_500],
    ['lotto', 1_000, 500],
    ['lotto', 1_001, 500],
    ['toto', 60_000, 0],
  ] as const)('%s: a stake of %i counts %i', (game, stake, counted) => {
    expect(countedStakeOf(game, stake)).toBe(counted);
  });

  it('has a rate for every product, each an integer percent', () => {
    for (const game of CASINO_WAGERING_GAMES) expect(Number.isInteger(CASINO_WAGERING_CONTRIBUTION_PERCENT[game])).toBe(true);
  });

  it('refuses what is not money or not a rate', () => {
    expect(() => wageringContribution(-1, 50)).toThrow(RangeError);
    expect(() => wageringContribution(1.5, 50)).toThrow(RangeError);
    expect(() => wageringContribution(100, 101)).toThrow(RangeError);
    expect(() => wageringContribution(100, 12.5)).toThrow(RangeError);
  });
});
