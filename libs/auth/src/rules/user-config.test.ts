import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  REQUIRED_PROFILE_FIELDS,
  activationTypeAfterEmailConfirmation,
  activationTypeAfterPhoneBinding,
  isEmailConfirmed,
  isContactFilled,
  isProfileFilled,
  missingProfileFields,
  normalizeUserConfig,
  protectionLevelStatus,
  type ProfileData,
} from './user-config';

describe('user config (spec §3, §4, §5)', () => {
  it('keeps the disallowed sport lists sorted, same members, other fields untouched', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.array(fc.integer()), fc.string(), (line, live, name) => {
        const config = normalizeUserConfig({ disallow_line_sport: line, disallow_live_sport: live, user_name: name });
        for (const [sorted, original] of [
          [config.disallow_line_sport, line],
          [config.disallow_live_sport, live],
        ] as const) {
          expect(sorted.every((value, i) => i === 0 || (sorted[i - 1] ?? value) <= value)).toBe(true);
          expect([...sorted].sort()).toEqual([...original].sort());
        }
        expect(config.user_name).toBe(name);
      }),
    );
  });

  it('sorts numerically, not as text', () => {
    expect(normalizeUserConfig({ disallow_line_sport: [10, 2, 1], disallow_live_sport: [40, 4, 100] })).toEqual({ disallow_line_sport: [1, 2, 10], disallow_live_sport: [4, 40, 100] });
  });

  it('protection status only climbs with the level', () => {
    const order = ['bad', 'normal', 'good', 'full'];
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 110 }), fc.integer({ min: -10, max: 110 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(order.indexOf(protectionLevelStatus(low))).toBeLessThanOrEqual(order.indexOf(protectionLevelStatus(high)));
      }),
    );
  });

  it.each([
    [0, 'bad'],
    [30, 'bad'],
    [31, 'normal'],
    [69, 'normal'],
    [70, 'good'],
    [99, 'good'],
    [100, 'full'],
  ])('protection level %i → %s', (level, status) => {
    expect(protectionLevelStatus(level)).toBe(status);
  });

  it.each([
    [0, 3],
    [1, 2],
    [2, 2],
    [3, 3],
  ])('phone binding: activation_type %i → %i', (before, after) => {
    expect(activationTypeAfterPhoneBinding(before)).toBe(after);
  });

  it('phone binding always leaves a type that includes the phone', () => {
    fc.assert(
      fc.property(fc.constantFrom(0, 1, 2, 3), (type) => {
        expect([2, 3]).toContain(activationTypeAfterPhoneBinding(type));
      }),
    );
  });

  it.each([
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 2],
  ])('e-mail confirmation: activation_type %i → %i', (before, after) => {
    expect(activationTypeAfterEmailConfirmation(before)).toBe(after);
  });

  it('e-mail confirmation confirms the e-mail, keeps the phone, and the two steps commute', () => {
    fc.assert(
      fc.property(fc.constantFrom(0, 1, 2, 3), (type) => {
        const after = activationTypeAfterEmailConfirmation(type);
        expect(isEmailConfirmed(after)).toBe(true);
        expect([2, 3].includes(after)).toBe([2, 3].includes(type));
        expect(activationTypeAfterEmailConfirmation(activationTypeAfterPhoneBinding(type))).toBe(activationTypeAfterPhoneBinding(after));
      }),
    );
  });

  const filled: ProfileData = { date_birthday: '1990-01-01', name: 'Ann', surname: 'Lee', passport: 'AB123', passport_date: '2015-05-05', registration_address: 'Main st. 1' };
  it('the profile is filled iff no required field is empty', () => {
    const arbValue = fc.oneof(fc.constant(null), fc.constant(''), fc.constant('  '), fc.constant(undefined), fc.string({ minLength: 1 }).filter((s) => s.trim() !== ''));
    fc.assert(
      fc.property(fc.record(Object.fromEntries(REQUIRED_PROFILE_FIELDS.map((field) => [field, arbValue])) as Record<string, fc.Arbitrary<string | null | undefined>>), (data) => {
        const missing = missingProfileFields(data);
        expect(missing).toEqual(REQUIRED_PROFILE_FIELDS.filter((field) => !(typeof data[field] === 'string' && (data[field] ?? '').trim() !== '')));
        expect(isProfileFilled(data)).toBe(missing.length === 0);
      }),
    );
  });

  it.each([
    [filled, true],
    [{ ...filled, passport: '' }, false],
    [{ ...filled, registration_address: null }, false],
    [{ ...filled, date_birthday: undefined }, false],
    [{}, false],
  ])('profile %j → filled %s', (data, expected) => {
    expect(isProfileFilled(data)).toBe(expected);
  });

  it.each([
    [{ phone_number: '79001234567', user_email: 'a@b.c' }, true],
    [{ phone_number: '79001234567', user_email: '' }, false],
    [{ phone_number: null, user_email: 'a@b.c' }, false],
    [{}, false],
  ])('contact %j → filled %s', (contact, expected) => {
    expect(isContactFilled(contact)).toBe(expected);
  });
});
