import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { clockText, serverOffset, timeLeft } from './countdown';

describe('a tournament countdown', () => {
  test.prop([fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: -1e10, max: 1e10 })])('adds back up to the whole seconds left, never more and never negative', (now, delta) => {
    const left = timeLeft(now + delta, now);
    const seconds = left.days * 86_400 + left.hours * 3_600 + left.minutes * 60 + left.seconds;
    expect(seconds).toBe(Math.max(0, Math.floor(delta / 1000)));
    expect(left.hours).toBeLessThan(24);
    expect(left.minutes).toBeLessThan(60);
    expect(left.seconds).toBeLessThan(60);
    expect(left.over).toBe(seconds === 0);
  });

  it('reads as days and a clock', () => {
    const now = Date.UTC(2026, 10, 23, 12);
    expect(clockText(timeLeft(now + 2 * 86_400_000 + 4 * 3_600_000 + 5 * 60_000 + 9_999, now), 'd')).toBe('2d 04:05:09');
    expect(clockText(timeLeft(now + 59_000, now), 'd')).toBe('00:00:59');
    expect(timeLeft(now - 1, now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, over: true });
  });

  it('follows the server’s clock, not the device’s', () => {
    expect(serverOffset('2026-11-23T12:00:10.000Z', Date.UTC(2026, 10, 23, 12))).toBe(10_000);
  });
});
