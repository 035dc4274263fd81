import { describe, expect, it } from 'vitest';
import { dayOf, shiftDay } from './result-days';

describe('result days', () => {
  it('an instant falls on the day of the bettor’s offset', () => {
    const at = Date.UTC(2026, 10, 21, 22, 30);
    expect(dayOf(at, 0)).toBe('2026-11-21');
    expect(dayOf(at, 3)).toBe('2026-11-22');
    expect(dayOf(Date.UTC(2026, 10, 22, 2, 0), -5)).toBe('2026-11-21');
  });
  it('days shift across months and years', () => {
    expect(shiftDay('2026-12-01', -1)).toBe('2026-11-30');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });
});
