import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { readDecimal, scaledFromDigits, scaledToString } from './decimal';

describe('decimal', () => {
  test.prop([fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.integer({ min: 0, max: 6 })])(
    'scaledToString then reading it back gives the same scaled integer',
    (value, scale) => {
      const decimal = readDecimal(scaledToString(value, scale));
      expect(decimal).toBeDefined();
      if (!decimal) return;
      expect(decimal.fraction.length).toBe(scale);
      const magnitude = scaledFromDigits(decimal.whole, decimal.fraction, scale);
      expect(decimal.negative ? -magnitude : magnitude).toBe(value);
    },
  );

  it.each([
    ['12', { negative: false, whole: '12', fraction: '' }],
    [' 12.5 ', { negative: false, whole: '12', fraction: '5' }],
    ['12,50', { negative: false, whole: '12', fraction: '50' }],
    ['-3', { negative: true, whole: '3', fraction: '' }],
    ['\u22123.1', { negative: true, whole: '3', fraction: '1' }],
    ['007', { negative: false, whole: '007', fraction: '' }],
  ])('reads %j', (text, expected) => {
    expect(readDecimal(text)).toEqual(expected);
  });

  it.each(['', ' ', '.5', '1.', '1e3', '1 000', '1.2.3', '+1', '1,000.00', 'abc', '12abc', 'NaN', 'Infinity', '١٢'])(
    'refuses %j',
    (text) => {
      expect(readDecimal(text)).toBeUndefined();
    },
  );

  it.each([
    [123456n, 2, '1234.56'],
    [-5n, 2, '-0.05'],
    [7, 0, '7'],
    [5, 3, '0.005'],
    [0, 2, '0.00'],
    [-7, 0, '-7'],
  ])('scaledToString(%s, %s) = %s', (value, scale, text) => {
    expect(scaledToString(value, scale)).toBe(text);
  });
});
