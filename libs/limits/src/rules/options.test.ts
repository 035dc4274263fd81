import { LIMIT_TYPES } from '@betting/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isAmountType } from './catalog';
import { NOT_SET, NO_AMOUNT_LIMIT, clampRemaining, isValidLimitValue, limitOptions, noLimitValue } from './options';

describe('limit options (spec §9)', () => {
  it('amount limits take any whole number of major units from 0 to 999999999, nothing else', () => {
    fc.assert(
      fc.property(fc.constantFrom(1, 2, 3, 10, 11, 12, 20, 21, 22), fc.oneof(fc.integer(), fc.double()), (type, value) => {
        expect(isValidLimitValue(type, value)).toBe(Number.isSafeInteger(value) && value >= 0 && value <= NO_AMOUNT_LIMIT);
      }),
    );
  });

  it('the other types take exactly their options', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LIMIT_TYPES.filter((type) => !isAmountType(type))), fc.integer({ min: -10, max: 4000 }), (type, value) => {
        const options = type === 30 ? [...(limitOptions(30, 360) ?? []), ...(limitOptions(30, 365) ?? [])] : (limitOptions(type) ?? []);
        expect(isValidLimitValue(type, value)).toBe(options.includes(value));
      }),
    );
  });

  it.each([
    ['self-exclusion, 365-day years', 30, 365, [1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650]],
    ['self-exclusion, 360-day years', 30, 360, [1, 7, 30, 90, 180, 360, 720, 1080, 1800, 3650]],
    ['session hours, -1 not set', 31, 365, [-1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]],
    ['reality check minutes, -1 off', 32, 365, [-1, 5, 10, 15, 30, 45, 60]],
    ['time-out days', 33, 365, [1, 7, 30, 90]],
  ] as const)('%s', (_, type, year, options) => {
    expect(limitOptions(type, year)).toEqual(options);
  });

  it.each([
    [20, 999_999_999, true],
    [20, 1_000_000_000, false],
    [20, -1, false],
    [20, 0, true],
    [20, 100.5, false],
    [31, 0, false],
    [31, 25, false],
    [31, -1, true],
    [32, 20, false],
    [30, 365, true],
    [30, 360, true],
    [30, 364, false],
    [33, 14, false],
  ] as const)('type %i value %d valid: %s', (type, value, valid) => {
    expect(isValidLimitValue(type, value)).toBe(valid);
  });

  it('"no limit" is 999999999 for amounts, -1 for session and reality checks; self-exclusion and time-out cannot be lifted', () => {
    expect(noLimitValue(21)).toBe(NO_AMOUNT_LIMIT);
    expect(noLimitValue(31)).toBe(NOT_SET);
    expect(noLimitValue(32)).toBe(NOT_SET);
    expect(noLimitValue(30)).toBeNull();
    expect(noLimitValue(33)).toBeNull();
  });

  it('remaining session below 0 counts as 0', () => {
    fc.assert(fc.property(fc.integer(), (seconds) => clampRemaining(seconds) === Math.max(0, seconds)));
  });
});
