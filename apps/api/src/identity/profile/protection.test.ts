import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { userConfigOf, type UserConfigRow } from '../user-config';
import type { SecurityRow } from './profile.repository';
import { maskedPhone, securityStateOf } from './protection';

const NOW = Date.UTC(2026, 10, 22, 12);
const securityRow = fc.record({
  email: fc.option(fc.constant('a@example.com')),
  phone: fc.option(fc.tuple(fc.constantFrom('7', '44', '380'), fc.stringMatching(/^\d{4,14}$/))),
  twoFactorEnabled: fc.boolean(),
  hasSecurityQuestion: fc.boolean(),
  activationType: fc.integer({ min: 0, max: 3 }),
  passwordChangedAt: fc.option(fc.integer({ min: NOW - 1000 * 86_400_000, max: NOW }).map((ms) => new Date(ms))),
});
type GeneratedRow = typeof securityRow extends fc.Arbitrary<infer Row> ? Row : never;
const toRow = (row: GeneratedRow): SecurityRow => ({
  email: row.email,
  phoneCode: row.phone?.[0] ?? null,
  phoneNumber: row.phone?.[1] ?? null,
  twoFactorEnabled: row.twoFactorEnabled,
  activationType: row.activationType,
  passwordChangedAt: row.passwordChangedAt,
  hasSecurityQuestion: row.hasSecurityQuestion,
});

describe('security state', () => {
  it('reports the same methods, level and day count as the user config', () => {
    fc.assert(
      fc.property(securityRow, (generated) => {
        const row = toRow(generated);
        const config = userConfigOf(
          {
            id: 123456789, email: row.email, phone_code: row.phoneCode, phone_number: row.phoneNumber, name: null, surname: null, date_birthday: null, user_data: {}, country_id: 643,
            country_code: 'RU', ref_code: null, activation_type: row.activationType, ban_level: 0, ban_version: 0, user_status_id: 0, verification_status: 1,
            two_factor_enabled: row.twoFactorEnabled, hide_balance: false, disallow_line_sport: [], disallow_live_sport: [], password_changed_at: row.passwordChangedAt, registration_type: 'full_reg',
            has_security_question: row.hasSecurityQuestion,
          } satisfies UserConfigRow,
          NOW,
        );
        const state = securityStateOf(row, NOW);
        expect(state.protection_methods).toEqual(config.protection_methods);
        expect(state.protection_level).toBe(config.protection_level);
        expect(state.changed_pass_day_count).toBe(config.changed_pass_day_count);
      }),
    );
  });

  it('reaches full only with every method that has points', () => {
    const all = securityStateOf({ email: 'a@example.com', phoneCode: '7', phoneNumber: '9990001122', twoFactorEnabled: true, activationType: 2, passwordChangedAt: new Date(NOW), hasSecurityQuestion: true }, NOW);
    expect(all).toMatchObject({ protection_level: 100, protection_status: 'full', can_enable_two_factor: true, phone: '+7 999•••1122' });
    const none = securityStateOf({ email: null, phoneCode: null, phoneNumber: null, twoFactorEnabled: false, activationType: 0, passwordChangedAt: null, hasSecurityQuestion: false }, NOW);
    expect(none).toMatchObject({ protection_level: 0, protection_status: 'bad', can_enable_two_factor: false, phone: null, changed_pass_day_count: null });
  });

  it('masks a phone keeping its length, at most 3 digits in front and 4 at the end', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{4,14}$/), (number) => {
        const masked = maskedPhone('7', number).slice(3);
        return masked.length === number.length && masked.replaceAll('•', '').length <= 7 && masked.includes('•') && number.endsWith(masked.slice(masked.lastIndexOf('•') + 1));
      }),
    );
  });
});
