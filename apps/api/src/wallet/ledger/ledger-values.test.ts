import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson, requestFingerprint } from '../../platform/canonical-json';
import { readSafeInteger } from '../../db/integers';

describe('reading integer columns', () => {
  it.each([
    ['a pg bigint string', '-9007199254740991', -9007199254740991],
    ['a PGlite number', 42, 42],
    ['a BigInt', 9007199254740991n, 9007199254740991],
    ['zero as text', '0', 0],
  ])('reads %s exactly', (_label, value, expected) => {
    expect(readSafeInteger(value)).toBe(expected);
  });

  it.each([
    ['beyond 2^53 as text', '9007199254740993'],
    ['beyond 2^53 as BigInt', 9007199254740993n],
    ['a fraction', 1.5],
    ['a numeric with decimals', '12.00'],
    ['null', null],
  ])('refuses %s instead of rounding', (_label, value) => {
    expect(() => readSafeInteger(value)).toThrow(RangeError);
  });

  it('round-trips every safe integer through its text', () => {
    fc.assert(fc.property(fc.maxSafeInteger(), (value) => readSafeInteger(String(value)) === value));
  });
});

describe('request fingerprints', () => {
  it('do not depend on the order of keys, and leave undefined members out', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (body) => {
        const reversed = Object.fromEntries(Object.entries(body).reverse());
        expect(canonicalJson({ ...reversed, missing: undefined })).toBe(canonicalJson(body));
      }),
      { numRuns: 100 },
    );
  });

  it('differ for another operation or another body', () => {
    const body = { amount: 100, currency: 'RUB' };
    expect(requestFingerprint('deposit', body)).toMatch(/^[0-9a-f]{64}$/);
    expect(requestFingerprint('deposit', { currency: 'RUB', amount: 100 })).toBe(requestFingerprint('deposit', body));
    expect(requestFingerprint('bet_stake', body)).not.toBe(requestFingerprint('deposit', body));
    expect(requestFingerprint('deposit', { ...body, amount: 101 })).not.toBe(requestFingerprint('deposit', body));
  });
});
