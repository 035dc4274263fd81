import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { couponAmountLimits, couponAmountStep, couponInitialStake, isOnStep, maxStake, quickStakes, stepDown, stepUp } from './amounts';
import { defaultCouponSettings } from './entities';
import type { CouponTypeId } from './entities';

const arbType = fc.constantFrom<CouponTypeId>(0, 1, 2, 4, 10001);
const arbLimit = fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null });

describe('amount step and initial stake (spec §5, §9)', () => {
  it.each([
    ['RUB', 10_000],
    ['USD', 250],
    ['EUR', 250],
    ['UAH', 5_000],
    ['KZT', 50_000],
    ['JPY', 500],
    ['KWD', 500],
    ['XXX-unknown', 10_000],
  ])('default step %s = %i minor units', (iso, step) => {
    expect(couponAmountStep(iso, defaultCouponSettings())).toBe(step);
  });

  it('a manual step wins only when manual steps are on', () => {
    const settings = { ...defaultCouponSettings(), amountStepByCurrencyIso: { USD: 100 } };
    expect(couponAmountStep('USD', settings)).toBe(250);
    expect(couponAmountStep('USD', { ...settings, isManualAmountStep: true })).toBe(100);
    expect(couponAmountStep('EUR', { ...settings, isManualAmountStep: true })).toBe(250);
  });

  it.each([
    ['RUB', 15_000],
    ['USD', 500],
    ['EUR', 500],
    ['UAH', 5_000],
    ['KZT', 100_000],
    ['ZZZ', 15_000],
  ])('initial stake %s = %i', (iso, stake) => {
    expect(couponInitialStake(iso)).toBe(stake);
  });

  test.prop([fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 100_000 })])('steps land on the grid and move by at most one step', (amount, step) => {
    const up = stepUp(amount, step);
    const down = stepDown(amount, step);
    expect(isOnStep(up, step)).toBe(true);
    expect(up).toBeGreaterThan(amount);
    expect(up - amount).toBeLessThanOrEqual(step);
    expect(down).toBeLessThan(Math.max(amount, 1));
    expect(down === 0 || isOnStep(down, step)).toBe(true);
  });
});

describe('min/max applicability (spec §5)', () => {
  test.prop([arbType, arbLimit, arbLimit, fc.subarray<CouponTypeId>([0, 1, 2, 4, 10001]), fc.boolean()])('min ≤ max whenever both apply; nothing applies to the bonus account or unlisted types', (typeId, minBetAmount, maxBetAmount, limitedTypeIds, isBonusAccount) => {
    const { min, max } = couponAmountLimits({ typeId, minBetAmount, maxBetAmount, limitedTypeIds, isBonusAccount });
    if (min !== null && max !== null) expect(min).toBeLessThanOrEqual(max);
    if (isBonusAccount || !limitedTypeIds.includes(typeId)) expect({ min, max }).toEqual({ min: null, max: null });
    else expect(max).toBe(maxBetAmount);
  });

  it.each([
    [1, [1], false, 100, 5000, { min: 100, max: 5000 }],
    [1, [0], false, 100, 5000, { min: null, max: null }],
    [1, [1], true, 100, 5000, { min: null, max: null }],
    [1, [1], false, 100, null, { min: 100, max: null }],
    [1, [1], false, 0, 5000, { min: null, max: 5000 }],
    [1, [1], false, 9000, 5000, { min: 5000, max: 5000 }],
  ] as const)('type %i, limited %j, bonus %s, min %s, max %s', (typeId, limited, bonus, min, max, expected) => {
    expect(couponAmountLimits({ typeId, limitedTypeIds: [...limited], isBonusAccount: bonus, minBetAmount: min, maxBetAmount: max })).toEqual(expected);
  });
});

describe('quick coupon stakes', () => {
  const arbIso = fc.constantFrom('RUB', 'USD', 'EUR', 'UAH', 'KZT', 'JPY', 'KWD', 'XXX-unknown');
  test.prop([arbIso, arbLimit, arbLimit])('ascending, distinct, positive and inside the limits that apply', (iso, rawMin, rawMax) => {
    const limits = couponAmountLimits({ typeId: 1, minBetAmount: rawMin, maxBetAmount: rawMax, limitedTypeIds: [1], isBonusAccount: false });
    const stakes = quickStakes(iso, limits);
    expect(stakes.length).toBeGreaterThan(0);
    stakes.forEach((amount, i) => {
      expect(Number.isSafeInteger(amount)).toBe(true);
      if (i > 0) expect(amount).toBeGreaterThan(stakes[i - 1]!);
      if (limits.max !== null && limits.max > 0) expect(amount).toBeLessThanOrEqual(limits.max);
      if (limits.min !== null && (limits.max === null || limits.max > 0)) expect(amount).toBeGreaterThanOrEqual(limits.min);
      expect(amount).toBeGreaterThan(0);
    });
  });
  it('the initial stake times 1, 2, 5 and 10', () => {
    expect(quickStakes('RUB', { min: null, max: null })).toEqual([15_000, 30_000, 75_000, 150_000]);
    expect(quickStakes('USD', { min: 1_000, max: 2_000 })).toEqual([1_000, 2_000]);
  });
});

describe('maxStake: the "max" button and auto-max', () => {
  it.each([
    ['the maximum below the money', { min: null, max: 5_000 }, 20_000, 1, 1, false, 5_000],
    ['the money below the maximum', { min: null, max: 50_000 }, 20_000, 1, 1, false, 20_000],
    ['no maximum: all the money', { min: null, max: null }, 12_345, 1, 1, false, 12_345],
    ['a guest without a maximum: unbounded', { min: null, max: null }, null, 1, 1, false, null],
    ['a guest with a maximum: the maximum', { min: 100, max: 9_000 }, null, 1, 1, false, 9_000],
    ['multiple singles split the money', { min: null, max: null }, 10_000, 3, 1, false, 3_333],
    ['down to the step when enforced', { min: null, max: null }, 12_345, 1, 1_000, true, 12_000],
    ['the step ignored when not enforced', { min: null, max: null }, 12_345, 1, 1_000, false, 12_345],
    ['a negative balance is no money', { min: null, max: 5_000 }, -100, 1, 1, false, 0],
  ] as const)('%s', (_, limits, available, stakes, step, enforceStep, expected) => {
    expect(maxStake({ limits, available, stakes, step, enforceStep })).toBe(expected);
  });

  test.prop([
    arbLimit,
    fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
    fc.integer({ min: 1, max: 30 }),
    fc.integer({ min: 1, max: 100_000 }),
    fc.boolean(),
  ])('never above the maximum, never more than the money covers, on the step when enforced, and the largest such', (max, available, stakes, step, enforceStep) => {
    const stake = maxStake({ limits: { min: null, max }, available, stakes, step, enforceStep });
    if (max === null && available === null) {
      expect(stake).toBeNull();
      return;
    }
    expect(stake).not.toBeNull();
    const value = stake ?? 0;
    expect(value).toBeGreaterThanOrEqual(0);
    if (max !== null) expect(value).toBeLessThanOrEqual(max);
    if (available !== null) expect(value * stakes).toBeLessThanOrEqual(available);
    if (enforceStep) expect(value % step).toBe(0);
    // One more (or one step more when enforced) breaks a bound.
    const next = value + (enforceStep ? step : 1);
    expect((max !== null && next > max) || (available !== null && next * stakes > available)).toBe(true);
  });
});
