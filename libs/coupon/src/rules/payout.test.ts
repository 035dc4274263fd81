import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { arbAmount } from '../testing';
import { systemLineCount } from './coef-math';
import { BONUS_BET, expressOfTheDayBonus } from './bonus';
import type { ExpressBonus } from './bonus';
import { COUPON_TYPE, defaultCouponBet } from './entities';
import type { CouponTypeId } from './entities';
import {
  UnknownLegResultError,
  blockMaxBets,
  clampSystemValue,
  isValidSystemValue,
  maxBetForBlock,
  possibleWin,
  settleCoupon,
  settledBonusCoef,
  settledExpressCoef,
  systemAverageCoef,
} from './payout';
import type { LegResult } from './payout';

/** Everyday prices keep every payout of these tests a safe integer (long shots are covered by the examples). */
const arbCoef = fc.integer({ min: 1001, max: 5000 });
const arbLegs = (max: number, min = 1) => fc.array(fc.record({ coef: arbCoef, result: fc.constantFrom('won' as const, 'lost' as const, 'void' as const) }), { minLength: min, maxLength: max });
const arbSystem = fc.integer({ min: 3, max: 12 }).chain((n) =>
  fc.record({ n: fc.constant(n), k: fc.integer({ min: 2, max: n - 1 }), coefs: fc.array(arbCoef, { minLength: n, maxLength: n }), amount: arbAmount }),
);
const arbType: fc.Arbitrary<CouponTypeId> = fc.constantFrom(0, 1, 2, 4, 10001);

describe('possible win and settlement', () => {
  test.prop([arbSystem])('all legs void return C(n,k) × stake per line, i.e. the whole amount', ({ n, k, coefs, amount }) => {
    const lines = systemLineCount(n, k);
    const stake = lines * amount; // an amount that divides exactly: stake per line = amount
    const legs = coefs.map((coef) => ({ coef, result: 'void' as const }));
    expect(settleCoupon({ typeId: COUPON_TYPE.system, systemValue: k, amount: stake, legs })).toBe(lines * amount);
    expect(settleCoupon({ typeId: COUPON_TYPE.system, systemValue: k, amount, legs })).toBe(amount);
  });

  test.prop([arbType, arbSystem, fc.nat(), fc.integer({ min: 1, max: 5000 })])('never falls when any leg’s coef rises', (typeId, { k, coefs, amount }, index, rise) => {
    const i = index % coefs.length;
    const raised = coefs.map((c, j) => (j === i ? c + rise : c));
    const input = { typeId, amount, systemValue: k };
    expect(possibleWin({ ...input, coefs: raised })).toBeGreaterThanOrEqual(possibleWin({ ...input, coefs }));
  });

  test.prop([arbSystem])('a system is its lines: Σ over every combination of an express at amount / lines, floored once', ({ n, k, coefs, amount }) => {
    const lines = BigInt(systemLineCount(n, k));
    let sum = 0n; // Σ Π over combinations, scaled 1000^k
    const walk = (start: number, left: number, product: bigint) => {
      if (left === 0) {
        sum += product;
        return;
      }
      for (let i = start; i <= n - left; i++) walk(i + 1, left - 1, product * BigInt(coefs[i] as number));
    };
    walk(0, k, 1n);
    const expected = (BigInt(amount) * sum) / (lines * 1000n ** BigInt(k));
    expect(possibleWin({ typeId: COUPON_TYPE.system, amount, coefs, systemValue: k })).toBe(Number(expected));
    expect(possibleWin({ typeId: COUPON_TYPE.systemRelated, amount, coefs, systemValue: k })).toBe(Number(expected));
  });

  test.prop([arbLegs(8), arbAmount])('express settles at its displayed coefficient: any loss → 0, void legs count 1.000', (legs, amount) => {
    const payout = settleCoupon({ typeId: COUPON_TYPE.express, systemValue: 2, amount, legs });
    if (legs.some((leg) => leg.result === 'lost')) expect(payout).toBe(0);
    else {
      const won = legs.filter((leg) => leg.result === 'won').map((leg) => leg.coef);
      expect(payout).toBe(possibleWin({ typeId: COUPON_TYPE.express, amount, coefs: won.length ? won : [1000] }));
    }
  });

  test.prop([arbLegs(8, 3), arbAmount])('system and express by the same maths: k = n equals the express up to its coefficient rounding', (legs, amount) => {
    const express = settleCoupon({ typeId: COUPON_TYPE.express, systemValue: 2, amount, legs });
    // k = n is not a valid system for the coupon, but the maths is defined: one line, the whole product unrounded.
    const allLines = settleCoupon({ typeId: COUPON_TYPE.system, systemValue: legs.length, amount, legs });
    expect(Math.abs(express - allLines)).toBeLessThanOrEqual(Math.ceil(amount / 2000) + 1);
  });

  test.prop([arbLegs(10, 3), arbAmount, fc.nat()])('a system never pays more than all-won and lost legs only remove lines', (legs, amount, k0) => {
    const k = 2 + (k0 % (legs.length - 2));
    const settled = settleCoupon({ typeId: COUPON_TYPE.system, systemValue: k, amount, legs });
    const best = possibleWin({ typeId: COUPON_TYPE.system, amount, systemValue: k, coefs: legs.map((leg) => leg.coef) });
    expect(settled).toBeLessThanOrEqual(best);
    if (legs.filter((leg) => leg.result === 'lost').length > legs.length - k) expect(settled).toBe(0);
  });

  test.prop([arbLegs(8), arbAmount, fc.integer({ min: 0, max: 1_000_000 })])('the cap holds for every type', (legs, amount, cap) => {
    for (const typeId of [0, 1, 2, 4] as const) {
      expect(settleCoupon({ typeId, systemValue: 2, amount, legs, maxPayout: cap })).toBeLessThanOrEqual(cap);
    }
    const singles = settleCoupon({ typeId: 10001, systemValue: 2, amount, legs, maxPayout: cap });
    expect(singles).toBeLessThanOrEqual(cap * legs.length);
  });

  it.each([
    ['single 1.85 × 100.00', { typeId: 0, amount: 10000, coefs: [1850] }, 18500],
    ['express 1.85 × 2.1 × 1.02 = 3.963', { typeId: 1, amount: 15050, coefs: [1850, 2100, 1020] }, 59643],
    ['express with the 3-leg bonus bet 1.133', { typeId: 1, amount: 10000, coefs: [2000, 2000, 2000], bonusCoef: 1133 }, 90640],
    ['system 2/3 at 2.0 each: 3 doubles of 4.0 at 1/3 each', { typeId: 2, amount: 300, coefs: [2000, 2000, 2000], systemValue: 2 }, 1200],
    ['system 2/3, stake not divisible: floored once', { typeId: 2, amount: 100, coefs: [1500, 2000, 3000], systemValue: 2 }, 450],
    ['multiple singles, own amounts', { typeId: 10001, amount: 0, coefs: [1500, 2000], amounts: [1000, 333] }, 2166],
    ['cap', { typeId: 1, amount: 100000, coefs: [50000, 50000], maxPayout: 1_000_000 }, 1_000_000],
  ] as const)('%s', (_, input, win) => {
    expect(possibleWin({ ...input, coefs: [...input.coefs], ...('amounts' in input ? { amounts: [...input.amounts] } : {}) })).toBe(win);
  });

  it('settles legs won, lost and void', () => {
    const legs = [
      { coef: 2000, result: 'won' as const },
      { coef: 3000, result: 'void' as const },
      { coef: 1500, result: 'lost' as const },
    ];
    expect(settleCoupon({ typeId: 1, systemValue: 2, amount: 1000, legs })).toBe(0);
    // 2/3: lines {2,3}=2.0 (void), {2,1.5} lost, {3,1.5} lost → 1000/3 × 2.0 = 666.67 → 666
    expect(settleCoupon({ typeId: 2, systemValue: 2, amount: 1000, legs })).toBe(666);
    expect(settleCoupon({ typeId: 10001, systemValue: 2, amount: 1000, legs })).toBe(2000 + 1000);
    expect(settledExpressCoef(legs.slice(0, 2))).toBe(2000);
    expect(settleCoupon({ typeId: 1, systemValue: 2, amount: 1000, legs: [] })).toBe(0);
  });

  it('bankers are in every line', () => {
    // 2/3 with one banker at 2.0: lines banker×1.5 and banker×3.0 → 1000/2 × (3 + 6) = 4500
    const legs = [
      { coef: 2000, result: 'won' as const, banker: true },
      { coef: 1500, result: 'won' as const },
      { coef: 3000, result: 'won' as const },
    ];
    expect(settleCoupon({ typeId: 2, systemValue: 2, amount: 1000, legs })).toBe(4500);
    expect(settleCoupon({ typeId: 2, systemValue: 2, amount: 1000, legs: [{ ...legs[0]!, result: 'lost' }, legs[1]!, legs[2]!] })).toBe(0);
  });

  it('refuses coefficients that are not thousandths and bad amounts', () => {
    expect(() => settleCoupon({ typeId: 1, systemValue: 2, amount: 100, legs: [{ coef: 1.85, result: 'won' }] })).toThrow(RangeError);
    expect(() => settleCoupon({ typeId: 1, systemValue: 2, amount: -1, legs: [{ coef: 1850, result: 'won' }] })).toThrow(RangeError);
  });
});

describe('system value', () => {
  test.prop([fc.integer({ min: -5, max: 40 }), fc.integer({ min: 3, max: 30 })])('clampSystemValue never goes below 2 and gives a valid k', (k, n) => {
    const clamped = clampSystemValue(k, n);
    expect(clamped).toBeGreaterThanOrEqual(2);
    expect(isValidSystemValue(clamped, n)).toBe(true);
  });

  it.each([
    [1, 3, false],
    [2, 3, true],
    [3, 3, false],
    [2.5, 4, false],
    [3, 4, true],
  ])('k %d of %d valid: %s', (k, n, valid) => {
    expect(isValidSystemValue(k, n)).toBe(valid);
  });
});

describe('max bet per block', () => {
  it('derives from the previous block’s coef × amount', () => {
    expect(maxBetForBlock(undefined)).toBeNull();
    expect(maxBetForBlock({ coef: 1850, amount: 10000 })).toBe(18500);
    expect(blockMaxBets([{ coef: 2000, amount: 100 }, { coef: 1500, amount: 150 }, { coef: 1000, amount: 1 }])).toEqual([null, 200, 225]);
  });
});

describe('long shots', () => {
  it('cap before the safe-integer check; an uncapped overflow is a RangeError', () => {
    const legs = Array.from({ length: 6 }, () => ({ coef: 1_000_000, result: 'won' as const }));
    expect(settleCoupon({ typeId: 1, systemValue: 2, amount: 10_000, legs, maxPayout: 5_000_000 })).toBe(5_000_000);
    expect(() => settleCoupon({ typeId: 1, systemValue: 2, amount: 10_000, legs })).toThrow(RangeError);
  });
});

describe('a system’s displayed coefficient (systemAverageCoef)', () => {
  const bet = (coef: number, isBanker = false) => defaultCouponBet({ id: String(coef), gameId: coef, market: { id: `m${coef}`, coef }, isBanker });
  /** Every line of k legs that holds all bankers, enumerated: the reference. */
  const lineProducts = (coefs: readonly number[], bankers: readonly boolean[], k: number): bigint[] => {
    const products: bigint[] = [];
    const walk = (from: number, chosen: number[]) => {
      if (chosen.length === k) {
        if (bankers.every((banker, i) => !banker || chosen.includes(i))) products.push(chosen.reduce((product, i) => product * BigInt(coefs[i] ?? 0), 1n));
        return;
      }
      for (let i = from; i < coefs.length; i++) walk(i + 1, [...chosen, i]);
    };
    walk(0, []);
    return products;
  };

  test.prop([arbSystem.chain((system) => fc.record({ system: fc.constant(system), bankers: fc.array(fc.boolean(), { minLength: system.n, maxLength: system.n }) }))])(
    'is the lines’ mean, rounded half-up to thousandths once (bankers in every line)',
    ({ system: { k, coefs }, bankers }) => {
      const products = lineProducts(coefs, bankers, k);
      const average = systemAverageCoef(coefs.map((coef, i) => bet(coef, bankers[i])), k);
      if (products.length === 0) return void expect(average).toBe(0);
      const scale = 1000n ** BigInt(k - 1); // a line's product is over 1000^k; the average is in thousandths
      const sum = products.reduce((total, product) => total + product, 0n);
      const twice = (2n * sum) / (scale * BigInt(products.length));
      expect(average).toBe(Number((twice + 1n) / 2n));
    },
  );

  it.each([
    [[2000, 2000, 2000], [], 2, 4000],
    [[1500, 2000, 3000], [], 2, 4500], // 3.0, 4.5, 6.0
    [[1850, 2100, 1020], [], 2, 2638], // 3.885, 1.887, 2.142
    [[2000, 1500, 3000], [0], 2, 4500], // the banker in both lines: 3.0, 6.0
    [[1000, 1001, 1002], [0], 2, 1002], // 1.001, 1.002: 1.0015 rounds half-up
    [[2000, 2000, 2000], [], 3, 8000],
    [[2000, 2000, 2000], [0, 1, 2], 2, 0], // no line holds three bankers in two legs
  ])('%o with bankers %o, k = %i → %i', (coefs, bankers, k, expected) => {
    expect(systemAverageCoef(coefs.map((coef, i) => bet(coef, bankers.includes(i))), k)).toBe(expected);
  });
});

describe('the bonus of a settled express is recomputed on its decided legs', () => {
  const MAX = BigInt(Number.MAX_SAFE_INTEGER);
  /** Around the bonus bet's 1.1 threshold, so legs both qualify and not. */
  const arbBonusLegs = fc.array(
    fc.record({ coef: fc.oneof(fc.integer({ min: 1100, max: 4000 }), fc.integer({ min: 1001, max: 1099 })), result: fc.constantFrom<LegResult>('won', 'won', 'lost', 'void', 'void') }),
    { minLength: 1, maxLength: 12 },
  );
  const arbBonus: fc.Arbitrary<ExpressBonus> = fc.constantFrom(BONUS_BET, expressOfTheDayBonus(), expressOfTheDayBonus(1250));

  /** The rule restated (spec §4, §9; the express of the day's minimum of 3 legs), without the lib's bonus helpers. */
  const bonusOnDecided = (coefs: readonly number[], bonus: ExpressBonus): number | null => {
    if (bonus.kind === 'boost') return coefs.length >= 3 ? bonus.coef : null;
    const product = coefs.reduce((p, c) => p * BigInt(c), 1n);
    const qualifies = coefs.length >= 3 && coefs.every((c) => c >= 1100) && product >= 1010n * 1000n ** BigInt(coefs.length - 1);
    return qualifies ? 11 * (100 + Math.min(coefs.length, 9)) : null;
  };
  const halfUp = (numer: bigint, denom: bigint) => (2n * numer + denom) / (2n * denom);

  test.prop([arbBonusLegs, arbBonus, arbAmount])('equals amount × the decided legs × the bonus recomputed on them, floored', (legs, bonus, amount) => {
    const payout = settleCoupon({ typeId: COUPON_TYPE.express, systemValue: 2, amount, legs, bonus });
    if (legs.some((leg) => leg.result === 'lost')) return void expect(payout).toBe(0);
    const decided = legs.filter((leg) => leg.result !== 'void').map((leg) => leg.coef);
    const extra = bonusOnDecided(decided, bonus);
    const factors = extra === null ? decided : [...decided, extra];
    const coef = factors.length === 0 ? 1000n : halfUp(factors.reduce((p, c) => p * BigInt(c), 1n), 1000n ** BigInt(factors.length - 1));
    expect(payout).toBe(Number((BigInt(amount) * coef) / 1000n));
    expect(settledBonusCoef(legs, bonus)).toBe(extra);
  });

  test.prop([arbBonusLegs, arbBonus, arbAmount])('void legs drop out: the same coupon without them settles the same', (legs, bonus, amount) => {
    const decided = legs.filter((leg) => leg.result !== 'void');
    fc.pre(decided.length > 0);
    const input = { typeId: COUPON_TYPE.express, systemValue: 2, amount, bonus } as const;
    expect(settleCoupon({ ...input, legs })).toBe(settleCoupon({ ...input, legs: decided }));
  });

  test.prop([arbBonusLegs, arbBonus, arbAmount])('all legs won: the bonus as the slip priced it (possibleWin)', (legs, bonus, amount) => {
    const won = legs.map((leg) => ({ ...leg, result: 'won' as const }));
    const coefs = won.map((leg) => leg.coef);
    const bonusCoef = bonusOnDecided(coefs, bonus);
    expect(settleCoupon({ typeId: COUPON_TYPE.express, systemValue: 2, amount, legs: won, bonus })).toBe(possibleWin({ typeId: COUPON_TYPE.express, amount, coefs, bonusCoef }));
  });

  it.each([
    ['all three legs void: the stake back, no bonus (was 1.133 × stake)', ['void', 'void', 'void'], BONUS_BET, 10_000],
    ['one of three void: 2 legs do not qualify, 2.0 × 2.0 without the bonus', ['won', 'void', 'won'], BONUS_BET, 40_000],
    ['one of four void: the 3-leg bonus 1.133, not the 4-leg 1.144', ['won', 'won', 'void', 'won'], BONUS_BET, 90_640],
    ['four won: the 4-leg bonus 1.144', ['won', 'won', 'won', 'won'], BONUS_BET, 183_040],
    ['express of the day, one of three void: no boost', ['won', 'won', 'void'], expressOfTheDayBonus(), 40_000],
    ['express of the day, one of four void: the boost stays', ['won', 'won', 'won', 'void'], expressOfTheDayBonus(), 88_000],
  ] as const)('%s', (_, results, bonus, payout) => {
    const legs = results.map((result) => ({ coef: 2000, result }));
    expect(settleCoupon({ typeId: COUPON_TYPE.express, systemValue: 2, amount: 10_000, legs, bonus })).toBe(payout);
  });

  it('a bonus never applies to a system or multiple singles', () => {
    const legs = [2000, 2000, 2000].map((coef) => ({ coef, result: 'won' as const }));
    expect(settleCoupon({ typeId: COUPON_TYPE.system, systemValue: 2, amount: 300, legs, bonus: BONUS_BET })).toBe(1200);
    expect(settleCoupon({ typeId: COUPON_TYPE.multipleSingles, systemValue: 2, amount: 100, legs, bonus: BONUS_BET })).toBe(600);
  });

  describe('a result beyond 2^53 is a RangeError, never an inexact number', () => {
    const arbHuge = fc.integer({ min: 1000, max: Number.MAX_SAFE_INTEGER });
    const arbWide = fc.oneof(arbCoef, fc.integer({ min: 1000, max: 1_000_000_000 }), arbHuge);

    test.prop([fc.array(arbWide, { minLength: 1, maxLength: 6 })])('settledExpressCoef', (coefs) => {
      const exact = halfUp(coefs.reduce((p, c) => p * BigInt(c), 1n), 1000n ** BigInt(coefs.length - 1));
      const legs = coefs.map((coef) => ({ coef, result: 'won' as const }));
      if (exact > MAX) expect(() => settledExpressCoef(legs)).toThrow(RangeError);
      else expect(settledExpressCoef(legs)).toBe(Number(exact));
    });

    test.prop([fc.array(arbWide, { minLength: 3, maxLength: 8 }), fc.nat()])('systemAverageCoef', (coefs, k0) => {
      const k = 2 + (k0 % (coefs.length - 2));
      const bets = coefs.map((coef, i) => defaultCouponBet({ id: String(i), gameId: i, market: { id: `m${i}`, coef } }));
      let sum = 0n;
      let lines = 0n;
      const walk = (from: number, left: number, product: bigint) => {
        if (left === 0) {
          sum += product;
          lines += 1n;
          return;
        }
        for (let i = from; i <= coefs.length - left; i++) walk(i + 1, left - 1, product * BigInt(coefs[i] as number));
      };
      walk(0, k, 1n);
      const exact = halfUp(sum, lines * 1000n ** BigInt(k - 1));
      if (exact > MAX) expect(() => systemAverageCoef(bets, k)).toThrow(RangeError);
      else expect(systemAverageCoef(bets, k)).toBe(Number(exact));
    });

    test.prop([fc.array(fc.record({ coef: arbWide, amount: fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }) }), { minLength: 1, maxLength: 5 })])(
      'the sum of multiple singles',
      (singles) => {
        const legs = singles.map(({ coef, amount }) => ({ coef, amount, result: 'won' as const }));
        const each = singles.map(({ coef, amount }) => (BigInt(amount) * BigInt(coef)) / 1000n);
        const settle = () => settleCoupon({ typeId: COUPON_TYPE.multipleSingles, systemValue: 2, amount: 0, legs });
        if (each.some((win) => win > MAX) || each.reduce((a, b) => a + b, 0n) > MAX) expect(settle).toThrow(RangeError);
        else expect(settle()).toBe(Number(each.reduce((a, b) => a + b, 0n)));
      },
    );

    it('examples', () => {
      expect(() => settledExpressCoef([{ coef: 2 ** 40, result: 'won' }, { coef: 2 ** 40, result: 'won' }])).toThrow(RangeError);
      const half = Math.floor(Number.MAX_SAFE_INTEGER / 2) + 1;
      const singles = [1000, 1000].map((coef) => ({ coef, amount: half, result: 'won' as const }));
      expect(() => settleCoupon({ typeId: COUPON_TYPE.multipleSingles, systemValue: 2, amount: 0, legs: singles })).toThrow(RangeError);
    });
  });

  it('a leg that is not won, lost or void is an error, not a loss', () => {
    const legs: { coef: number; result: LegResult }[] = [{ coef: 2000, result: 'won' }, { coef: 2000, result: 'pending' as unknown as LegResult }];
    for (const typeId of [0, 1, 2, 10001] as const) {
      expect(() => settleCoupon({ typeId, systemValue: 2, amount: 1000, legs })).toThrow(UnknownLegResultError);
    }
    expect(() => settledExpressCoef(legs)).toThrow(UnknownLegResultError);
    expect(() => settledBonusCoef(legs, BONUS_BET)).toThrow(UnknownLegResultError);
  });
});
