import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { arbCoef, arbCoefList, arbMinorUnits } from '../testing';
import { COEF_ONE, applyCoef, coefToString, multiplyCoefs, multiplyCoefsExact, parseCoef } from './coef';

describe('multiplyCoefs', () => {
  test.prop([arbCoefList(), arbCoefList()])('the total depends on the legs only, not on the order the slip was built in', (a, b) => {
    expect(multiplyCoefsExact([...a, ...b])).toBe(multiplyCoefsExact([...b, ...a]));
  });

  test.prop([arbCoefList({ maxLength: 30 }).map((coefs) => coefs.map(() => 1000))])('1.000 legs multiply to 1.000', (coefs) => {
    expect(multiplyCoefs(coefs)).toBe(COEF_ONE);
  });

  it.each([
    [[], 1000],
    [[1850], 1850],
    [[1850, 2100], 3885],
    [[1500, 1500, 1500], 3375],
    [[1005, 1005], 1010], // 1.010025
    [[1001, 1001, 1001], 1003], // 1.003003001
    [[1020, 1025], 1046], // 1.0455 exactly: half-up; Math.round(1.02 * 1.025 * 1e3) gives 1045
    [[1025, 1140], 1169], // 1.1685 exactly; the float product is 1.1684999…
    [[1075, 1140], 1226], // 1.2255 exactly
    [[1_000_000, 1_000_000], 1_000_000_000],
  ])('multiplyCoefs(%j) = %i', (coefs, total) => {
    expect(multiplyCoefs(coefs)).toBe(total);
  });

  it('the float shortcut really is wrong on those ties', () => {
    expect(Math.round((1020 / 1000) * (1025 / 1000) * 1e3)).toBe(1045);
    expect(multiplyCoefs([1020, 1025])).toBe(1046);
  });

  it('throws beyond a safe integer, while the exact variant does not', () => {
    const legs = Array.from({ length: 5 }, () => 1_000_000);
    expect(() => multiplyCoefs(legs)).toThrow(RangeError);
    expect(multiplyCoefsExact(legs)).toBe(10n ** 18n);
  });

  it('throws for a non-integer coefficient', () => {
    expect(() => multiplyCoefs([1.5])).toThrow(RangeError);
  });
});

describe('applyCoef', () => {
  test.prop([arbMinorUnits({ max: 1e9 }), arbCoef(), arbCoef()])('a higher coefficient never pays less', (amount, a, b) => {
    const [low, high] = a <= b ? [a, b] : [b, a];
    expect(applyCoef(amount, low)).toBeLessThanOrEqual(applyCoef(amount, high));
  });

  test.prop([arbMinorUnits({ max: 1e12 })])('at 1.000 pays the stake back exactly', (amount) => {
    expect(applyCoef(amount, COEF_ONE)).toBe(amount);
  });

  it.each([
    [1000, 1855, 1855],
    [333, 1500, 499], // 499.5 rounds down
    [10_000, 1850, 18_500],
    [1, 1999, 1], // 1.999 rounds down
    [15_000, 3885, 58_275],
    [0, 5000, 0],
  ])('applyCoef(%i, %i) = %i', (amount, coef, payout) => {
    expect(applyCoef(amount, coef)).toBe(payout);
  });

  it('throws beyond a safe integer', () => {
    expect(() => applyCoef(Number.MAX_SAFE_INTEGER, 2000)).toThrow(RangeError);
  });
});

describe('parseCoef and coefToString', () => {
  it.each([
    ['1.85', 1850],
    ['1,85', 1850],
    ['2', 2000],
    [' 1.850 ', 1850],
    [1.85, 1850],
    [2, 2000],
    [1.1, 1100],
    [1.001, 1001],
    ['1.8505', 1851], // half-up
    ['1.8504', 1850],
    [1.0005, 1001],
    ['1', 1000],
    ['0.9995', 1000], // rounds half-up to 1.000 before the range check
    ['1000.000', 1_000_000],
  ])('parseCoef(%j) = %i', (input, coef) => {
    expect(parseCoef(input)).toEqual({ ok: true, value: coef });
  });

  it.each([
    ['', 'coef.invalid'],
    ['abc', 'coef.invalid'],
    ['1.2.3', 'coef.invalid'],
    [Number.NaN, 'coef.invalid'],
    [Number.POSITIVE_INFINITY, 'coef.invalid'],
    [1e21, 'coef.invalid'],
    ['0.99', 'coef.out_of_range'],
    [0.5, 'coef.out_of_range'],
    ['-1.5', 'coef.out_of_range'],
    ['0', 'coef.out_of_range'],
    ['0.9994', 'coef.out_of_range'],
  ])('parseCoef(%j) refuses with %s', (input, code) => {
    const result = parseCoef(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.code).toBe(code);
  });

  it.each([
    [1850, '1.850'],
    [1000, '1.000'],
    [1001, '1.001'],
    [123_456, '123.456'],
  ])('coefToString(%i) = %s', (coef, text) => {
    expect(coefToString(coef)).toBe(text);
  });

  test.prop([fc.double({ min: 1, max: 1e6, noNaN: true })])('a JSON number parses to its decimal text rounded to thousandths', (value) => {
    const parsed = parseCoef(value);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(Math.abs(parsed.value / 1000 - value)).toBeLessThanOrEqual(0.0005 + 1e-9 * value);
  });
});
