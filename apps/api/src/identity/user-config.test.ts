import { UserConfigSchema } from '@betting/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rightsOf } from './rights';
import { userConfigOf, type UserConfigRow } from './user-config';

const NOW = Date.UTC(2026, 10, 22);
const row = (overrides: Partial<UserConfigRow> = {}): UserConfigRow => ({
  id: 123456789,
  email: null,
  phone_code: null,
  phone_number: null,
  name: null,
  surname: null,
  date_birthday: null,
  user_data: {},
  country_id: 643,
  country_code: 'RU',
  ref_code: null,
  activation_type: 0,
  ban_level: 0,
  ban_version: 0,
  user_status_id: 0,
  verification_status: 1,
  two_factor_enabled: false,
  hide_balance: false,
  disallow_line_sport: [],
  disallow_live_sport: [],
  password_changed_at: null,
  registration_type: 'fast_reg',
  ...overrides,
});

describe('user config', () => {
  it('keeps disallowed sports sorted and valid against its contract', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 300 })), fc.array(fc.integer({ min: 1, max: 300 })), (line, live) => {
        const config = userConfigOf(row({ disallow_line_sport: line, disallow_live_sport: live }), NOW);
        const sorted = (values: readonly number[]) => values.every((value, index) => index === 0 || (values[index - 1] ?? value) <= value);
        return sorted(config.disallow_line_sport) && sorted(config.disallow_live_sport) && config.disallow_line_sport.length === line.length && UserConfigSchema.safeParse(config).success;
      }),
    );
  });

  it.each([
    ['a one-click user', {}, 0, true],
    ['with e-mail and phone', { email: 'a@b.c', phone_code: '7', phone_number: '9990001122', name: 'A' }, 45, false],
    ['with every method', { email: 'a@b.c', phone_code: '7', phone_number: '9990001122', two_factor_enabled: true, password_changed_at: new Date(NOW - 3 * 86_400_000) }, 100, true],
  ])('protection level of %s', (_label, overrides, level, dataAfterRegistration) => {
    const config = userConfigOf(row(overrides), NOW);
    expect(config.protection_level).toBe(level);
    expect(config.isDataAfterRegistration).toBe(dataAfterRegistration);
  });

  it('counts days since the password changed and lower-cases the country code', () => {
    const config = userConfigOf(row({ password_changed_at: new Date(NOW - 3.5 * 86_400_000) }), NOW);
    expect(config.changed_pass_day_count).toBe(3);
    expect(config.user_country_code).toBe('ru');
  });
});

describe('rights', () => {
  it.each([
    [0, 0, ['bet', 'deposit', 'withdraw', 'transfer']],
    [0, 1, ['bet', 'deposit']],
    [53, 0, []],
    [45, 1, []],
  ] as const)('ban level %i, status %i → %j', (banLevel, userStatusId, rights) => {
    expect(rightsOf({ banLevel, userStatusId })).toEqual(rights);
  });

  it('gives a banned user nothing, whatever the status', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 100 }), fc.nat(10), (banLevel, userStatusId) => rightsOf({ banLevel, userStatusId }).length === 0));
  });
});
