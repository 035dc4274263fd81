import fc from 'fast-check';
import { initialStakeFor } from '@betting/kernel';
import { describe, expect, it } from 'vitest';
import { cashbackFor, initialStakes, percentBonus, percentOf, wagerRequirement } from './amounts';
import { maskUserId } from './mask';
import { lastWeek } from './periods';
import { coefCounts, splitStake } from './wagering-split';

const amount = fc.integer({ min: 0, max: 10_000_000_000 });
const percent = fc.integer({ min: 1, max: 1000 });

describe('bonus amounts', () => {
  it('a percentage is rounded down and never exceeds the exact share', () => {
    fc.assert(
      fc.property(amount, percent, (base, share) => {
    const result = percentOf(base, share);
    expect(Number.isSafeInteger(result)).toBe(true);
    expect(result * 100).toBeLessThanOrEqual(base * share);
    expect((result + 1) * 100).toBeGreaterThan(base * share);
  }),
    );
  });

  it('a percentage bonus never exceeds its cap nor its share', () => {
    fc.assert(
      fc.property(amount, percent, amount, (base, share, cap) => {
    const bonus = percentBonus(base, share, cap);
    expect(bonus).toBeLessThanOrEqual(cap);
    expect(bonus).toBeLessThanOrEqual(percentOf(base, share));
  }),
    );
  });

  it.each([
    ['RUB', 500_00, 100, 20, 500_00],
    ['RUB', 5_000_00, 100, 20, 3_000_00],
    ['USD', 250_00, 100, 20, 100_00],
    ['JPY', 3_000, 100, 20, Math.min(3_000, initialStakeFor('JPY') * 20)],
  ])('%s: 100 %% of %i capped at %i initial stakes is %i', (iso, deposit, share, stakes, expected) => {
    expect(percentBonus(deposit, share, initialStakes(iso, stakes))).toBe(expected);
  });

  it('derives caps from the kernel currency table, with the RUB fallback for an unknown currency', () => {
    expect(initialStakes('RUB', 20)).toBe(20 * 150_00);
    expect(initialStakes('XXX', 2)).toBe(2 * initialStakeFor('RUB'));
  });

  it('multiplies the wagering requirement and the cashback exactly', () => {
    expect(wagerRequirement(150_00, 5)).toBe(750_00);
    expect(wagerRequirement(150_00, 0)).toBe(0);
    expect(cashbackFor(600_00, 5, 0)).toBe(30_00);
    expect(cashbackFor(99, 5, 0)).toBe(4);
    expect(cashbackFor(2_999_99, 10, 3_000_00)).toBe(0);
    expect(cashbackFor(0, 10, 0)).toBe(0);
  });
});

describe('wagering', () => {
  const target = fc.record({ id: fc.nat(), remaining: fc.integer({ min: 0, max: 1_000_000 }), eligible: fc.boolean() });

  it('a stake counts at most once in total and never beyond what a bonus needs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2_000_000 }), fc.array(target, { maxLength: 6 }), (stake, targets) => {
    const shares = splitStake(stake, targets);
    expect(shares.reduce((sum, share) => sum + share.amount, 0)).toBeLessThanOrEqual(stake);
    for (const share of shares) {
      const served = targets.find((candidate) => candidate.id === share.id && candidate.eligible);
      expect(served).toBeDefined();
      expect(share.amount).toBeGreaterThan(0);
    }
    const need = targets.filter((candidate) => candidate.eligible).reduce((sum, candidate) => sum + candidate.remaining, 0);
    expect(shares.reduce((sum, share) => sum + share.amount, 0)).toBe(Math.min(stake, need));
  }),
    );
  });

  it('fills the oldest bonus first and passes the rest on', () => {
    expect(
      splitStake(100, [
        { id: 1, remaining: 30, eligible: true },
        { id: 2, remaining: 500, eligible: false },
        { id: 3, remaining: 500, eligible: true },
      ]),
    ).toEqual([
      { id: 1, amount: 30 },
      { id: 3, amount: 70 },
    ]);
  });

  it.each([
    [1500, 1500, true],
    [1499, 1500, false],
    [null, 1500, false],
    [null, null, true],
    [1010, null, true],
  ])('a bet of coefficient %s counts for a minimum of %s: %s', (coef, minCoef, counts) => {
    expect(coefCounts(coef, minCoef)).toBe(counts);
  });
});

describe('the cashback week', () => {
  it('is the complete Monday-to-Monday week before now', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (now) => {
    const { from, to } = lastWeek(now);
    expect(to.getTime() - from.getTime()).toBe(7 * 86_400_000);
    expect(to.getTime()).toBeLessThanOrEqual(now.getTime());
    expect(now.getTime() - to.getTime()).toBeLessThan(7 * 86_400_000);
    expect([from.getUTCDay(), from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds()]).toEqual([1, 0, 0, 0, 0]);
  }),
    );
  });

  it.each([
    ['2026-11-22T12:00:00Z', '2026-11-09T00:00:00.000Z', '2026-11-16T00:00:00.000Z'],
    ['2026-11-23T00:00:00Z', '2026-11-16T00:00:00.000Z', '2026-11-23T00:00:00.000Z'],
    ['2026-11-22T23:59:59Z', '2026-11-09T00:00:00.000Z', '2026-11-16T00:00:00.000Z'],
  ])('on %s it runs from %s to %s', (now, from, to) => {
    const week = lastWeek(new Date(now));
    expect([week.from.toISOString(), week.to.toISOString()]).toEqual([from, to]);
  });
});

describe('a friend in the list', () => {
  it.each([
    [123456789, '12*****89'],
    [100000, '10**00'],
    [12345, '1****'],
    [7, '7**'],
  ])('%i shows as %s', (id, shown) => {
    expect(maskUserId(id)).toBe(shown);
  });
});
