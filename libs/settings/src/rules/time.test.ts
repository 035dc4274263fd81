import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbTimeZoneOffset } from '../testing';
import { isTwelveHourClock, offsetToIso, parseTimeZoneOffset, readTimeZoneOffset, TWELVE_HOUR_COUNTRIES } from './time';
import { formatDateTime, formatTime } from './time-format';

const T = Date.UTC(2026, 0, 15, 21, 5); // 2026-01-15 21:05 UTC

describe('time zone offset', () => {
  test.prop([arbTimeZoneOffset])('a valid offset reads back from its text', (hours) => {
    expect(readTimeZoneOffset(String(hours))).toBe(hours);
    expect(parseTimeZoneOffset(hours)).toBe(hours);
  });

  test.prop([fc.string()])('any text gives a valid offset, the default 3 when bad', (text) => {
    const hours = parseTimeZoneOffset(text);
    expect(hours).toBeGreaterThanOrEqual(-12);
    expect(hours).toBeLessThanOrEqual(14);
    if (readTimeZoneOffset(text) === undefined) expect(hours).toBe(3);
  });

  test.prop([arbTimeZoneOffset, fc.integer({ min: 0, max: 4_102_444_800_000 })])('formatting shifts the UTC time by exactly the offset', (hours, timestamp) => {
    const shifted = new Date(timestamp + hours * 3_600_000);
    const expected = `${String(shifted.getUTCHours()).padStart(2, '0')}:${String(shifted.getUTCMinutes()).padStart(2, '0')}`;
    expect(formatTime(timestamp, { tzo: hours, is12h: false })).toBe(expected);
  });

  it.each([
    [3, '+03:00'],
    [0, '+00:00'],
    [-5.5, '-05:30'],
    [5.75, '+05:45'],
    [14, '+14:00'],
    [99, '+03:00'],
  ])('offsetToIso(%s) = %s', (hours, iso) => {
    expect(offsetToIso(hours)).toBe(iso);
  });

  it.each([
    ['', 3],
    ['abc', 3],
    ['15', 3],
    ['-12', -12],
    ['+4', 4],
    ['5.5', 5.5],
    ['3.3', 3],
    ['1e1', 3],
  ])('parseTimeZoneOffset(%j) = %s', (raw, hours) => {
    expect(parseTimeZoneOffset(raw)).toBe(hours);
  });
});

describe('formatting in the visitor\'s zone', () => {
  it.each([
    [{ tzo: 3, is12h: false }, '00:05', '16.01.2026 00:05'],
    [{ tzo: 3, is12h: true }, '12:05 AM', '16.01.2026 12:05 AM'],
    [{ tzo: 0, is12h: true }, '9:05 PM', '15.01.2026 9:05 PM'],
    [{ tzo: -5.5, is12h: false }, '15:35', '15.01.2026 15:35'],
  ])('%o', (display, time, dateTime) => {
    expect(formatTime(T, display)).toBe(time);
    expect(formatDateTime(T, display)).toBe(dateTime);
  });
});

describe('12-hour clock', () => {
  test.prop([fc.constantFrom(...TWELVE_HOUR_COUNTRIES, 'RU', 'DE', 'GB', 'KZ', null, undefined)])('the cookie always wins over the country', (countryCode) => {
    expect(isTwelveHourClock({ cookie: '1', countryCode })).toBe(true);
    expect(isTwelveHourClock({ cookie: '0', countryCode })).toBe(false);
  });

  it.each([
    [undefined, 'US', true],
    [undefined, 'in', true],
    [undefined, 'RU', false],
    [undefined, null, false],
    ['garbage', 'AU', true],
    ['garbage', 'DE', false],
    ['true', 'DE', true],
    ['false', 'US', false],
  ])('cookie %j, country %j → %s', (cookie, countryCode, expected) => {
    expect(isTwelveHourClock({ cookie, countryCode })).toBe(expected);
  });
});
