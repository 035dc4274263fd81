import { ALLOWED_COEF_VIEW_IDS } from '@betting/settings';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { arbCoef } from '../testing';
import { FRACTIONAL_LADDER, NO_ODDS, bestFraction, coefByView, convertOdds, formatCoefView, parseCoefView, parseOdds } from './odds-view';

const arbAnyCoef = fc.integer({ min: 1000, max: 1_000_000 });

describe('coefficient views', () => {
  test.prop([arbAnyCoef, fc.constantFrom(...ALLOWED_COEF_VIEW_IDS)])('every display reads back, and shows the same again (round trip within display precision)', (coef, view) => {
    const text = formatCoefView(coef, view);
    const back = parseCoefView(text, view);
    if (text === NO_ODDS) {
      expect(back).toBeNull();
      return;
    }
    expect(back).not.toBeNull();
    if (view !== 1) expect(formatCoefView(back as number, view)).toBe(text);
  });

  test.prop([arbAnyCoef])('decimal and hong kong with three places are exact', (coef) => {
    expect(parseCoefView(formatCoefView(coef, 0), 0)).toBe(coef);
    expect(parseCoefView(formatCoefView(coef, 14), 14)).toBe(coef);
  });

  test.prop([arbCoef, fc.constantFrom(2, 4, 5, 6, 15, 16)])('read back within one display unit for everyday prices', (coef, view) => {
    const back = parseCoefView(formatCoefView(coef, view), view) as number;
    const d = coef / 1000;
    const b = back / 1000;
    // compare in the view's own units: the displayed quantity differs by at most half its last place
    const inView = (x: number) => {
      if (view === 2) return x >= 2 ? 100 * (x - 1) : -100 / (x - 1);
      if (view === 4) return x - 1;
      if (view === 5 || view === 15) return x <= 2 ? x - 1 : -1 / (x - 1);
      return x >= 2 ? x - 1 : -1 / (x - 1);
    };
    const unit = view === 2 ? 1 : view >= 14 ? 0.001 : 0.01;
    // At evens the American, Malay and Indonesian numbers jump from +1 (or +100) to −1 (−100): both mean 2.00, so a
    // price that rounds to the jump reads back on its other side. The band is what rounds there: half of 0.01 in the
    // coefficient for the two-place (and whole-number American) views, 0.002 for the three-place ones.
    const evens = view >= 14 ? 0.002 : 0.006;
    if (Math.abs(d - 2) > evens) expect(Math.abs(inView(b) - inView(d))).toBeLessThanOrEqual(unit * 1.01 + 0.002 * Math.abs(inView(d)));
  });

  test.prop([arbAnyCoef])('fractional: the coefficient itself when a ladder or simple fraction (q ≤ 100) rounds to it, else within 0.006', (coef) => {
    const text = formatCoefView(coef, 1);
    const [p, q] = text.split('/').map(Number) as [number, number];
    const back = parseCoefView(text, 1) as number;
    expect(Math.abs(back - coef)).toBeLessThanOrEqual(6);
    if (q <= 100 && Math.abs(1000 + (1000 * p) / q - coef) <= 0.5) expect(back).toBe(coef);
  });

  test.prop([fc.constantFrom(...FRACTIONAL_LADDER)])('every ladder price shows as itself', ([p, q]) => {
    const coef = parseCoefView(`${p}/${q}`, 1) as number;
    expect(formatCoefView(coef, 1)).toBe(`${p}/${q}`);
  });

  test.prop([fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: 1, max: 100_000 })])('bestFraction is no worse than any fraction with a smaller denominator', (n, d) => {
    const [p, q] = bestFraction(n, d, 50);
    expect(q).toBeLessThanOrEqual(50);
    const err = Math.abs(n / d - p / q);
    for (let qq = 1; qq <= 50; qq++) expect(err).toBeLessThanOrEqual(Math.abs(n / d - Math.round((n / d) * qq) / qq) + 1e-12);
  });

  it.each([
    [1.85, ['1.85', '17/20', '-118', '0.85', '0.85', '-1.18', '0.850', '0.850', '-1.176']],
    [2.5, ['2.50', '6/4', '+150', '1.50', '-0.67', '1.50', '1.500', '-0.667', '1.500']],
    [2, ['2.00', '1/1', '+100', '1.00', '1.00', '1.00', '1.000', '1.000', '1.000']],
    [1.5, ['1.50', '1/2', '-200', '0.50', '0.50', '-2.00', '0.500', '0.500', '-2.000']],
    [1.667, ['1.667', '4/6', '-150', '0.67', '0.67', '-1.50', '0.667', '0.667', '-1.499']],
    [1.333, ['1.333', '1/3', '-300', '0.33', '0.33', '-3.00', '0.333', '0.333', '-3.003']],
    [3.14, ['3.14', '92/43', '+214', '2.14', '-0.47', '2.14', '2.140', '-0.467', '2.140']],
    [1.001, ['1.001', '1/1000', '-100000', '0.00', '0.00', '-1000.00', '0.001', '0.001', '-1000.000']],
    [1, ['1.00', '0/1', NO_ODDS, '0.00', '0.00', NO_ODDS, '0.000', '0.000', NO_ODDS]],
    [1000, ['1000.00', '999/1', '+99900', '999.00', '-0.01', '999.00', '999.000', '-0.001', '999.000']],
  ])('%d in views 0,1,2,4,5,6,14,15,16', (decimal, texts) => {
    expect(ALLOWED_COEF_VIEW_IDS.map((view) => convertOdds(decimal, view))).toEqual(texts);
  });

  it('parses what people type', () => {
    expect(parseOdds('evens', 1)).toBe(2);
    expect(parseOdds('5/2', 1)).toBe(3.5);
    expect(parseOdds('-118', 2)).toBe(1.847);
    expect(parseOdds('+150', 2)).toBe(2.5);
    expect(parseOdds('−0.67', 5)).toBe(2.493);
    expect(parseOdds('1,85', 0)).toBe(1.85);
    expect(parseOdds('0.5', 6)).toBeNull();
    expect(parseOdds('1.5', 5)).toBeNull();
    expect(parseOdds('-50', 2)).toBeNull();
    expect(parseOdds('abc', 0)).toBeNull();
    expect(parseOdds('0.9', 0)).toBeNull();
  });

  it('coefByView fills every view', () => {
    expect(Object.keys(coefByView(1850)).map(Number)).toEqual([...ALLOWED_COEF_VIEW_IDS]);
  });

  it('refuses coefficients below 1', () => {
    expect(() => convertOdds(0.9, 0)).toThrow(RangeError);
    // 0.9995 used to round half-up to 1.000 first and answer "1.00": odds below 1 are refused before any rounding.
    expect(() => convertOdds(0.9995, 0)).toThrow(RangeError);
    expect(() => convertOdds(0.9999999, 2)).toThrow(RangeError);
    expect(convertOdds(1.0004, 0)).toBe('1.00');
  });
});
