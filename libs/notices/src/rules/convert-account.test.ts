import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertReminderDue, convertReminderShown, readConvertReminderLog, type AccountConversionStatus } from './convert-account';

const arbUser = fc.integer({ min: 1, max: 999_999_999 });
const arbAllowed = fc.constantFrom<AccountConversionStatus>(1, 2);

describe('convert-account reminder', () => {
  it.each([
    [0, {}, false],
    [1, {}, true],
    [2, {}, true],
    [1, { '7': 1 }, false],
    [2, { '7': 1 }, true],
    [3, {}, false],
  ] as const)('status %i with log %o → %s (user 7)', (status, log, due) => expect(convertReminderDue(7, status, log)).toBe(due));

  test.prop([arbUser, arbAllowed])('shows once per user and status in a session', (user, status) => {
    expect(convertReminderDue(user, status, {})).toBe(true);
    const log = convertReminderShown(user, status, {});
    expect(convertReminderDue(user, status, log)).toBe(false);
    // Survives the trip through session storage.
    expect(convertReminderDue(user, status, readConvertReminderLog(JSON.stringify(log)))).toBe(false);
  });

  test.prop([arbUser, arbUser, arbAllowed])('one user’s reminder never silences another’s', (a, b, status) => {
    fc.pre(a !== b);
    expect(convertReminderDue(b, status, convertReminderShown(a, status, {}))).toBe(true);
  });

  test.prop([arbUser, fc.integer({ min: -5, max: 10 }).filter((status) => status !== 1 && status !== 2)])('never when conversion is not allowed', (user, status) => {
    expect(convertReminderDue(user, status, {})).toBe(false);
  });

  it.each(['', 'nope', '[]', 'null', '{"7":"x"}'])('reads %j as an empty log', (raw) => expect(readConvertReminderLog(raw)).toEqual({}));
});
