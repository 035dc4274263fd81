import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CalendarDaySchema, containsNul, isCalendarDay } from './calendar';

const pad = (value: number, width: number) => String(value).padStart(width, '0');

describe('calendar days', () => {
  it('accepts exactly the days the Gregorian calendar has, years 0001 to 9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), (year, month, day) => {
        const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
        const date = new Date(0);
        date.setUTCFullYear(year, month - 1, day);
        const real = year >= 1 && month >= 1 && month <= 12 && day >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
        return isCalendarDay(text) === real && CalendarDaySchema.safeParse(text).success === real;
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses the impossible days the fuzz sent, and anything not YYYY-MM-DD', () => {
    for (const text of ['0000-00-00', '2026-02-30', '2026-13-01', '2023-02-29', '2026-11-22T00:00:00Z', '26-11-22', '']) expect(isCalendarDay(text)).toBe(false);
    for (const text of ['2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31']) expect(isCalendarDay(text)).toBe(true);
  });
});

describe('NUL characters', () => {
  it('are found in keys and values at any depth, and nowhere else', () => {
    expect(containsNul({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(containsNul({ ['k\u0000']: 1 })).toBe(true);
    expect(containsNul('\u0000')).toBe(true);
    expect(containsNul({ a: ['x', 1, null, { b: true }] })).toBe(false);
    expect(containsNul(undefined)).toBe(false);
  });
});
