import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskedPlayer } from './players';
import { slotAfter } from './schedule';

describe('the draw schedule', () => {
  test.prop([fc.integer({ min: 0, max: 4_102_444_800_000 }), fc.constantFrom(60, 300, 600, 3_600)])('the next draw is the first whole multiple of the period after the time', (atMs, everySeconds) => {
    const next = slotAfter(atMs, everySeconds);
    expect(next % (everySeconds * 1000)).toBe(0);
    expect(next).toBeGreaterThan(atMs);
    expect(next - atMs).toBeLessThanOrEqual(everySeconds * 1000);
  });

  it.each([
    [Date.UTC(2026, 10, 22, 12), 300, Date.UTC(2026, 10, 22, 12, 5)],
    [Date.UTC(2026, 10, 22, 12, 4, 59, 999), 300, Date.UTC(2026, 10, 22, 12, 5)],
    [Date.UTC(2026, 10, 22, 12, 7), 600, Date.UTC(2026, 10, 22, 12, 10)],
  ])('after %i with a %i s period comes %i', (atMs, everySeconds, next) => {
    expect(slotAfter(atMs, everySeconds)).toBe(next);
  });
});

describe('players in the winners list', () => {
  it.each([
    [123456789, 'ID 12•••••89'],
    [10234, 'ID 10•34'],
    [1234, 'ID 1•••'],
    [7, 'ID 7•'],
  ])('%i shows as %s', (userId, masked) => {
    expect(maskedPlayer(userId)).toBe(masked);
  });
});
