import { describe, expect, it } from 'vitest';
import { formatGameDay } from './game-day';

describe('the day a game starts on', () => {
  const at = Date.UTC(2026, 10, 28, 22, 30);
  it('reads in the bettor language', () => {
    expect(formatGameDay(at, 'en', { tzo: 0 })).toBe('28 Nov');
    expect(formatGameDay(at, 'ru', { tzo: 0 })).toMatch(/^28 нояб/);
    expect(formatGameDay(at, 'tr', { tzo: 0 })).toMatch(/^28 Kas/);
    expect(formatGameDay(at, 'uk', { tzo: 0 })).toMatch(/^28 лист/);
  });
  it('falls on the day of the bettor offset', () => {
    expect(formatGameDay(at, 'en', { tzo: 3 })).toBe('29 Nov');
    expect(formatGameDay(at, 'es', { tzo: -5 })).toMatch(/^28 nov/);
  });
});
