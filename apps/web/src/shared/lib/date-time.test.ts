import { describe, expect, it } from 'vitest';
import { formatMoment } from './date-time';

describe('the one clock', () => {
  const at = Date.UTC(2026, 10, 28, 18, 30);
  it('shows the moment in the bettor offset and clock', () => {
    expect(formatMoment(at, 'time', { tzo: 3, is12h: false }, 'en')).toBe('21:30');
    expect(formatMoment(at, 'time', { tzo: 3, is12h: true }, 'en')).toMatch(/^9:30\s?pm$/i);
    expect(formatMoment(new Date(at).toISOString(), 'time', { tzo: -5.5, is12h: false }, 'ru')).toBe('13:00');
    // Every style reads the hour the same way on a 12-hour clock.
    expect(formatMoment(at, 'dateTime', { tzo: 0, is12h: true }, 'en')).toMatch(/, 6:30\spm$/i);
    expect(formatMoment(at, 'weekdayDayTime', { tzo: 0, is12h: true }, 'en')).toMatch(/ 6:30\spm$/i);
  });
  it('falls on the day of the bettor offset, in the bettor language', () => {
    const late = Date.UTC(2026, 10, 28, 22, 30);
    expect(formatMoment(late, 'dayMonth', { tzo: 0, is12h: false }, 'en')).toBe('28 Nov');
    expect(formatMoment(late, 'dayMonth', { tzo: 3, is12h: false }, 'en')).toBe('29 Nov');
    expect(formatMoment(late, 'dayMonth', { tzo: 0, is12h: false }, 'ru')).toMatch(/^28 нояб/);
    expect(formatMoment(late, 'dayMonth', { tzo: 0, is12h: false }, 'tr')).toMatch(/^28 Kas/);
    expect(formatMoment(late, 'dayMonth', { tzo: -5, is12h: false }, 'es')).toMatch(/^28 nov/);
  });
  it('says so when the moment is unknown', () => {
    expect(formatMoment(null, 'dateTime', { tzo: 3, is12h: false }, 'en')).toBe('…');
    expect(formatMoment('not a date', 'dateTime', { tzo: 3, is12h: false }, 'en')).toBe('…');
  });
});
