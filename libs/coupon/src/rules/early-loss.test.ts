import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isLostBeforeDecided } from './early-loss';
import { COUPON_TYPE, type CouponTypeId } from './entities';
import { settleCoupon, type LegResult } from './payout';

const result = fc.constantFrom<LegResult | null>('won', 'lost', 'void', null, null);

interface Coupon {
  readonly typeId: CouponTypeId;
  readonly systemValue: number;
  readonly legs: readonly { readonly result: LegResult | null; readonly coef: number; readonly banker: boolean }[];
}

/** A single, an express or a system k of n (with bankers on type 4) whose legs are partly decided. */
const partlyDecided: fc.Arbitrary<Coupon> = fc
  .record({ kind: fc.constantFrom('single', 'express', 'system', 'bankers'), n: fc.integer({ min: 2, max: 7 }), pick: fc.nat() })
  .chain(({ kind, n, pick }): fc.Arbitrary<Coupon> => {
    if (kind === 'single') return fc.record({ typeId: fc.constant(COUPON_TYPE.single), systemValue: fc.constant(2), legs: fc.tuple(fc.record({ result, coef: fc.integer({ min: 1010, max: 5000 }), banker: fc.constant(false) })) });
    const bankers = kind === 'bankers' ? 1 + (pick % Math.max(1, n - 2)) : 0;
    const k = kind === 'express' ? n : Math.max(2, bankers + 1) + (pick % Math.max(1, n - Math.max(2, bankers + 1)));
    return fc.record({
      typeId: fc.constant(kind === 'express' ? COUPON_TYPE.express : kind === 'bankers' ? COUPON_TYPE.systemRelated : COUPON_TYPE.system),
      systemValue: fc.constant(Math.min(k, Math.max(2, n - 1))),
      legs: fc.tuple(...Array.from({ length: n }, (_, index) => fc.record({ result, coef: fc.integer({ min: 1010, max: 5000 }), banker: fc.constant(index < bankers) }))),
    });
  });

const completed = (coupon: Coupon, fill: (index: number) => LegResult) => ({
  typeId: coupon.typeId,
  systemValue: coupon.systemValue,
  amount: 100_000,
  legs: coupon.legs.map((leg, index) => ({ coef: leg.coef, result: leg.result ?? fill(index), ...(leg.banker ? { banker: true } : {}) })),
});

describe('a coupon lost before its last leg is decided', () => {
  test.prop([partlyDecided, fc.array(fc.constantFrom<LegResult>('won', 'lost', 'void'), { minLength: 7, maxLength: 7 })])(
    'pays nothing however its open legs end, exactly when the rule says so',
    (coupon, fills) => {
      const lost = isLostBeforeDecided(coupon);
      // The best its open legs can do is win: a coupon not lost yet pays something then.
      expect(settleCoupon(completed(coupon, () => 'won')) === 0).toBe(lost);
      if (lost) expect(settleCoupon(completed(coupon, (index) => fills[index]!))).toBe(0);
    },
  );

  it.each([
    ['an express with one lost leg', { typeId: COUPON_TYPE.express, systemValue: 3, legs: [{ result: 'lost' }, { result: null }, { result: null }] }, true],
    ['an express with a void and open legs', { typeId: COUPON_TYPE.express, systemValue: 3, legs: [{ result: 'void' }, { result: null }, { result: 'won' }] }, false],
    ['a system 2 of 3 with one lost leg', { typeId: COUPON_TYPE.system, systemValue: 2, legs: [{ result: 'lost' }, { result: null }, { result: null }] }, false],
    ['a system 2 of 3 with two lost legs', { typeId: COUPON_TYPE.system, systemValue: 2, legs: [{ result: 'lost' }, { result: 'lost' }, { result: null }] }, true],
    ['a system with a lost banker', { typeId: COUPON_TYPE.systemRelated, systemValue: 2, legs: [{ result: 'lost', banker: true }, { result: null }, { result: null }] }, true],
    ['multiple singles with a lost leg', { typeId: COUPON_TYPE.multipleSingles, systemValue: 2, legs: [{ result: 'lost' }, { result: null }] }, false],
  ] as const)('%s: lost now = %s', (_, coupon, lost) => {
    expect(isLostBeforeDecided(coupon)).toBe(lost);
  });
});
