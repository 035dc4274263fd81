/**
 * Half results of Asian quarter lines (±0.25, ±0.75): the stake is split over the two neighbouring lines, so a leg
 * half won counts (coef + 1) / 2 and a leg half lost 0.5 — in every coupon type, with the one rounding of the lib.
 * Checked against a hand calculator of exact fractions (each leg's return over 2, every line enumerated).
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { arbAmount, arbLegResultWithHalves } from '../testing';
import { COUPON_TYPE } from './entities';
import type { CouponTypeId } from './entities';
import { effectiveCoef, isLostBeforeDecided, settleCoupon, settledExpressCoef } from '../index';
import type { LegResult } from './payout';

const arbCoef = fc.integer({ min: 1001, max: 5000 });
const arbLegs = (max: number, min = 1) => fc.array(fc.record({ coef: arbCoef, result: arbLegResultWithHalves }), { minLength: min, maxLength: max });

/** A leg's return per unit staked, as a fraction over 2000 (the hand calculator: two half-stakes on two lines). */
function handReturn(coef: number, result: LegResult): bigint {
  const halves: Record<LegResult, readonly ['won' | 'void' | 'lost', 'won' | 'void' | 'lost']> = {
    won: ['won', 'won'],
    half_won: ['won', 'void'],
    void: ['void', 'void'],
    half_lost: ['void', 'lost'],
    lost: ['lost', 'lost'],
  };
  const one = (r: 'won' | 'void' | 'lost') => (r === 'won' ? BigInt(coef) : r === 'void' ? 1000n : 0n);
  return halves[result].reduce((sum, r) => sum + one(r), 0n);
}

const ORDER: readonly LegResult[] = ['lost', 'half_lost', 'void', 'half_won', 'won'];

describe('half won and half lost legs', () => {
  it('count (coef + 1) / 2 and 0.5', () => {
    expect(effectiveCoef({ coef: 1850, result: 'half_won' })).toBe(1425);
    expect(effectiveCoef({ coef: 1855, result: 'half_won' })).toBe(1427.5);
    expect(effectiveCoef({ coef: 1855, result: 'half_lost' })).toBe(500);
    expect(settleCoupon({ typeId: COUPON_TYPE.single, systemValue: 2, amount: 1000, legs: [{ coef: 1900, result: 'half_won' }] })).toBe(1450);
    expect(settleCoupon({ typeId: COUPON_TYPE.single, systemValue: 2, amount: 1001, legs: [{ coef: 1900, result: 'half_lost' }] })).toBe(500);
    // 1.855 half won × 2.000: 1.4275 × 2 = 2.855, rounded once.
    expect(settledExpressCoef([{ coef: 1855, result: 'half_won' }, { coef: 2000, result: 'won' }])).toBe(2855);
  });

  test.prop([arbCoef, arbAmount])('a single pays what two half-stakes on the neighbouring lines pay, at its displayed coefficient', (coef, amount) => {
    for (const result of ORDER) {
      // The displayed coefficient: the return rounded half-up to thousandths (1.0005 → 1.001), then × amount, floored.
      const shown = (handReturn(coef, result) + 1n) / 2n;
      const expected = (BigInt(amount) * shown) / 1000n;
      expect(settleCoupon({ typeId: COUPON_TYPE.single, systemValue: 2, amount, legs: [{ coef, result }] })).toBe(Number(expected));
      expect(settleCoupon({ typeId: COUPON_TYPE.multipleSingles, systemValue: 2, amount, legs: [{ coef, result }] })).toBe(Number(expected));
    }
  });

  test.prop([arbLegs(7), arbAmount])('an express pays the amount × its coefficient: the exact product of the returns rounded half-up once', (legs, amount) => {
    let numer = 1n;
    let denom = 1n;
    for (const leg of legs) {
      numer *= handReturn(leg.coef, leg.result);
      denom *= 2000n;
    }
    const coef = (2n * numer * 1000n + denom) / (2n * denom);
    expect(settledExpressCoef(legs)).toBe(Number(coef));
    expect(settleCoupon({ typeId: COUPON_TYPE.express, systemValue: 2, amount, legs })).toBe(Number((BigInt(amount) * coef) / 1000n));
  });

  test.prop([fc.integer({ min: 3, max: 9 }).chain((n) => fc.record({ legs: arbLegs(n, n), k: fc.integer({ min: 2, max: n - 1 }) })), arbAmount])(
    'a system is its lines: Σ over every combination of the exact returns, floored once',
    ({ legs, k }, amount) => {
      let sum = 0n;
      let lines = 0n;
      const walk = (start: number, left: number, product: bigint) => {
        if (left === 0) {
          sum += product;
          lines += 1n;
          return;
        }
        for (let i = start; i <= legs.length - left; i++) walk(i + 1, left - 1, product * handReturn(legs[i]!.coef, legs[i]!.result));
      };
      walk(0, k, 1n);
      const expected = (BigInt(amount) * sum) / (lines * 2000n ** BigInt(k));
      expect(settleCoupon({ typeId: COUPON_TYPE.system, systemValue: k, amount, legs })).toBe(Number(expected));
    },
  );

  test.prop([fc.constantFrom<CouponTypeId>(COUPON_TYPE.single, COUPON_TYPE.express, COUPON_TYPE.system, COUPON_TYPE.multipleSingles), arbLegs(6, 3), arbAmount, fc.nat()])(
    'a better result never pays less: lost ≤ half lost ≤ void ≤ half won ≤ won',
    (typeId, legs0, amount, index) => {
      const legs = typeId === COUPON_TYPE.single ? legs0.slice(0, 1) : legs0;
      const i = index % legs.length;
      const payouts = ORDER.map((result) => settleCoupon({ typeId, systemValue: 2, amount, legs: legs.map((leg, j) => (j === i ? { ...leg, result } : leg)) }));
      for (let j = 1; j < payouts.length; j++) expect(payouts[j]).toBeGreaterThanOrEqual(payouts[j - 1]!);
    },
  );

  test.prop([arbLegs(6, 2)])('a half-lost leg does not lose an express before its other legs are decided', (legs) => {
    const partly = legs.map((leg, i) => ({ result: i === 0 ? ('half_lost' as const) : null }));
    expect(isLostBeforeDecided({ typeId: COUPON_TYPE.express, systemValue: 2, legs: partly })).toBe(false);
  });
});
