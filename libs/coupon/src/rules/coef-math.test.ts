import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { arbCoefList } from '@betting/kernel/testing';
import { arbCoef } from '../testing';
import { coefFromDecimal, expressCoef, expressCoefThousandths, fullCoverTotals, systemLineCount, systemLineCountExact, systemTotalCoef, systemTotalCoefExact } from './coef-math';

/** Reference: every k-combination enumerated (independent of the DP). */
function enumerate(coefs: readonly number[], k: number): number {
  let total = 0;
  const walk = (start: number, left: number, product: number) => {
    if (left === 0) {
      total += product;
      return;
    }
    for (let i = start; i <= coefs.length - left; i++) walk(i + 1, left - 1, product * (coefs[i] as number));
  };
  walk(0, k, 1);
  return total;
}

/** Reference rounding written from first principles: exact product over 1000^n, half up. */
function roundedProduct(thousandths: readonly number[]): bigint {
  const numer = thousandths.reduce((p, c) => p * BigInt(c), 1n);
  const denom = 1000n ** BigInt(Math.max(thousandths.length - 1, 0));
  const q = numer / denom;
  return 2n * (numer % denom) >= denom ? q + 1n : q;
}

describe('express coefficient', () => {
  // Long shots (15 legs up to 1000.000) often pass what a decimal holds: there a RangeError, never an inexact number
  // (before, 4398048306575.821 came back as …822 after the × 1000 round trip).
  test.prop([fc.array(arbCoef, { maxLength: 15 })])('equals the exact product rounded half-up to 3 decimals, or refuses it', (coefs) => {
    const expected = roundedProduct(coefs.length ? coefs : [1000]);
    const decimals = coefs.map((c) => c / 1000);
    const exact = expected <= BigInt(Number.MAX_SAFE_INTEGER) && coefFromDecimal(Number(expected) / 1000) === Number(expected);
    if (!exact) return void expect(() => expressCoef(decimals)).toThrow(RangeError);
    expect(expressCoef(decimals)).toBe(Number(expected) / 1000);
    expect(coefFromDecimal(expressCoef(decimals))).toBe(Number(expected));
  });

  test.prop([fc.array(arbCoef, { minLength: 1, maxLength: 6 }), fc.nat(), fc.integer({ min: 1, max: 999_999 })])(
    'refuses any leg below 1, however close (no rounding up to 1.000 first)',
    (coefs, index, below) => {
      const legs = coefs.map((c) => c / 1000);
      legs.splice(index % (legs.length + 1), 0, below / 1_000_000);
      expect(() => expressCoef(legs)).toThrow(RangeError);
      expect(() => coefFromDecimal(below / 1_000_000)).toThrow(RangeError);
    },
  );

  test.prop([arbCoefList({ maxLength: 10 })])('agrees with the thousandths version', (coefs) => {
    expect(expressCoef(coefs.map((c) => c / 1000))).toBe(expressCoefThousandths(coefs) / 1000);
  });

  it.each([
    [[1.2345], 1.235],
    [[1.02, 1.025], 1.046],
    [[1.85, 2.1, 1.02], 3.963],
    [[1.5, 1.5], 2.25],
    [[], 1],
    [[1.001, 1.001, 1.001], 1.003],
  ])('%j → %d', (coefs, total) => {
    expect(expressCoef(coefs)).toBe(total);
  });

  it('rounds near ties where the float product goes wrong', () => {
    // 1.02 × 1.025 = 1.0455 exactly; the float product 1.0454999999999999 rounds to 1.045.
    expect(Math.round(1.02 * 1.025 * 1e3) / 1e3).toBe(1.045);
    expect(expressCoef([1.02, 1.025])).toBe(1.046);
  });

  it('refuses what is not a positive number', () => {
    expect(() => expressCoef([Number.NaN])).toThrow(RangeError);
    expect(() => expressCoef([-1.5])).toThrow(RangeError);
    expect(() => coefFromDecimal(0.5)).toThrow(RangeError);
    expect(() => coefFromDecimal(0.9995)).toThrow(RangeError);
    expect(() => expressCoef([0.5, 2])).toThrow(RangeError);
    expect(() => expressCoef([1e6, 1e6, 1e6])).toThrow(RangeError);
    expect(coefFromDecimal(1.2345)).toBe(1235);
  });
});

describe('system lines C(n, k)', () => {
  test.prop([fc.integer({ min: 0, max: 60 }), fc.integer({ min: -2, max: 62 })])('is exact (Pascal) and symmetric', (n, k) => {
    const exact = systemLineCountExact(n, k);
    if (k < 0 || k > n) expect(exact).toBe(0n);
    else if (k === 0 || k === n) expect(exact).toBe(1n);
    else expect(exact).toBe(systemLineCountExact(n - 1, k - 1) + systemLineCountExact(n - 1, k));
    if (k >= 0 && k <= n) expect(exact).toBe(systemLineCountExact(n, n - k));
    if (exact < 2n ** 53n) expect(systemLineCount(n, k)).toBe(Number(exact));
  });

  it.each([
    [3, 2, 3],
    [4, 2, 6],
    [8, 4, 70],
    [16, 8, 12870],
    [20, 10, 184756],
    [30, 15, 155117520],
    [56, 28, 7648690600760440],
  ])('C(%i, %i) = %i', (n, k, lines) => {
    expect(systemLineCount(n, k)).toBe(lines);
  });
});

describe('system total coefficient e_k', () => {
  test.prop([fc.array(arbCoef, { maxLength: 12 }).map((c) => c.map((x) => x / 1000)), fc.integer({ min: 0, max: 12 })])(
    'by DP equals enumeration (relative error < 1e-12) for n ≤ 12',
    (coefs, k) => {
      const dp = systemTotalCoef(coefs, k);
      const naive = enumerate(coefs, k);
      if (k > coefs.length) expect(dp).toBe(0);
      else expect(Math.abs(dp - naive) / naive).toBeLessThan(1e-12);
    },
  );

  test.prop([fc.array(arbCoef, { maxLength: 14 }), fc.integer({ min: 0, max: 14 })])('the float DP agrees with the exact BigInt DP', (coefs, k) => {
    const exact = systemTotalCoefExact(coefs, k);
    const float = systemTotalCoef(coefs.map((c) => c / 1000), k);
    const reference = Number(exact) / 1000 ** k;
    if (exact === 0n) expect(float).toBe(0);
    else expect(Math.abs(float - reference) / reference).toBeLessThan(1e-12);
  });

  test.prop([fc.array(arbCoef, { minLength: 1, maxLength: 10 })])('e_n is the product and e_1 the sum', (coefs) => {
    const n = coefs.length;
    expect(systemTotalCoefExact(coefs, n)).toBe(coefs.reduce((p, c) => p * BigInt(c), 1n));
    expect(systemTotalCoefExact(coefs, 1)).toBe(BigInt(coefs.reduce((s, c) => s + c, 0)));
  });

  test.prop([fc.array(arbCoef.map((c) => c / 1000), { minLength: 2, maxLength: 12 })])('full cover: Σ_{k≥0} e_k = Π(1 + cᵢ), lines Σ C(n,k)', (coefs) => {
    const all = fullCoverTotals(coefs, 0);
    const product = coefs.reduce((p, c) => p * (1 + c), 1);
    expect(Math.abs(all.totalCoef - product) / product).toBeLessThan(1e-12);
    expect(all.lines).toBe(2 ** coefs.length);
    expect(fullCoverTotals(coefs).lines).toBe(2 ** coefs.length - 1 - coefs.length);
  });

  it('examples', () => {
    expect(systemTotalCoef([2, 2, 2], 2)).toBe(12);
    expect(systemTotalCoef([1.5, 2, 3], 2)).toBeCloseTo(1.5 * 2 + 1.5 * 3 + 2 * 3, 12);
    expect(systemTotalCoef([1.5, 2], 3)).toBe(0);
    expect(systemTotalCoef([1.5, 2], 0)).toBe(1);
    // Yankee: 4 legs, 6 doubles + 4 trebles + 1 fourfold = 11 lines.
    expect(fullCoverTotals([2, 2, 2, 2]).lines).toBe(11);
    expect(fullCoverTotals([2, 2, 2, 2]).totalCoef).toBe(6 * 4 + 4 * 8 + 16);
  });
});
