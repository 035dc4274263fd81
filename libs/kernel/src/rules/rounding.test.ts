import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { floorDiv, roundHalfUpDiv, toSafeNumber } from './rounding';

describe('rounding', () => {
  test.prop([fc.bigInt(), fc.bigInt({ min: 1n })])('floorDiv(n, d) · d ≤ n < (floorDiv(n, d) + 1) · d', (n, d) => {
    const q = floorDiv(n, d);
    expect(q * d <= n && n < (q + 1n) * d).toBe(true);
  });

  test.prop([fc.bigInt(), fc.bigInt({ min: 1n })])('roundHalfUpDiv is floorDiv of n/d + 1/2', (n, d) => {
    expect(roundHalfUpDiv(n, d)).toBe(floorDiv(2n * n + d, 2n * d));
  });

  test.prop([fc.bigInt(), fc.bigInt().filter((d) => d !== 0n)])('a negative denominator is the same as negating both', (n, d) => {
    expect(floorDiv(n, d)).toBe(floorDiv(-n, -d));
    expect(roundHalfUpDiv(n, d)).toBe(roundHalfUpDiv(-n, -d));
  });

  it.each([
    [7n, 2n, 3n, 4n],
    [-7n, 2n, -4n, -3n],
    [6n, 3n, 2n, 2n],
    [5n, 10n, 0n, 1n],
    [4n, 10n, 0n, 0n],
    [-5n, 10n, -1n, 0n],
    [-6n, 10n, -1n, -1n],
    [0n, 5n, 0n, 0n],
    [7n, -2n, -4n, -3n],
  ])('%s / %s: floor %s, half-up %s', (n, d, floor, halfUp) => {
    expect(floorDiv(n, d)).toBe(floor);
    expect(roundHalfUpDiv(n, d)).toBe(halfUp);
  });

  it('refuses division by zero', () => {
    expect(() => floorDiv(1n, 0n)).toThrow(RangeError);
    expect(() => roundHalfUpDiv(1n, 0n)).toThrow(RangeError);
  });

  it('toSafeNumber refuses what a number cannot hold exactly', () => {
    expect(toSafeNumber(BigInt(Number.MAX_SAFE_INTEGER), 'x')).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => toSafeNumber(BigInt(Number.MAX_SAFE_INTEGER) + 1n, 'x')).toThrow(RangeError);
    expect(() => toSafeNumber(BigInt(Number.MIN_SAFE_INTEGER) - 1n, 'x')).toThrow(RangeError);
  });
});
