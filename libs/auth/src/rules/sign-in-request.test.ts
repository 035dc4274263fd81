import { decodeCredential } from '@betting/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INITIAL_AUTH_FORM, type AuthFormState } from './auth-form';
import { signInRequest } from './sign-in-request';

const arbText = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).filter((text) => text.trim() !== '');

describe('sign-in request (spec §5)', () => {
  it('by e-mail or ID: login and password travel encoded and decode back, non-ASCII included', () => {
    fc.assert(
      fc.property(fc.constantFrom('email' as const, 'login_password' as const), arbText, arbText, fc.boolean(), (currentForm, login, password, remember) => {
        const request = signInRequest({ ...INITIAL_AUTH_FORM, currentForm, login, passwordLogin: password, remember });
        if (!request.ok || request.value.kind !== 'login') throw new Error(`refused: ${JSON.stringify(request)}`);
        expect(decodeCredential(request.value.body.uLogin)).toBe(login.trim());
        expect(decodeCredential(request.value.body.uPassword)).toBe(password);
        expect(request.value.body.save).toBe(remember);
      }),
    );
  });

  it('by phone: digits of the number, the country code and the encoded password', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{4,14}$/), fc.stringMatching(/^[a-z]{2}$/), arbText, (digits, countryCode, password) => {
        const spaced = digits.replace(/(\d{3})/g, '$1 ');
        const request = signInRequest({ ...INITIAL_AUTH_FORM, currentForm: 'phone_number', phone: { countryCode, number: spaced }, passwordPhone: password });
        if (!request.ok || request.value.kind !== 'phone') throw new Error(`refused: ${JSON.stringify(request)}`);
        expect(request.value.body).toMatchObject({ phone_number: digits, country_code: countryCode, save: false });
        expect(decodeCredential(request.value.body.uPassword)).toBe(password);
      }),
    );
  });

  const login: AuthFormState = { ...INITIAL_AUTH_FORM, login: 'user@example.com', passwordLogin: 'пароль' };
  it.each([
    ['e-mail form', login, { kind: 'login', body: { uLogin: 'dXNlckBleGFtcGxlLmNvbQ==', uPassword: '0L/QsNGA0L7Qu9GM', save: false } }],
    ['ID with spaces', { ...login, login: ' 123456789 ', remember: true }, { kind: 'login', body: { uLogin: 'MTIzNDU2Nzg5', uPassword: '0L/QsNGA0L7Qu9GM', save: true } }],
    [
      'phone form',
      { ...INITIAL_AUTH_FORM, currentForm: 'phone_password', phone: { countryCode: 'ru', number: '900 123-45-67' }, passwordPhone: 'secret12' },
      { kind: 'phone', body: { phone_number: '9001234567', country_code: 'ru', uPassword: 'c2VjcmV0MTI=', save: false } },
    ],
  ] as [string, AuthFormState, unknown][])('%s', (_, form, expected) => {
    expect(signInRequest(form)).toEqual({ ok: true, value: expected });
  });

  it.each([
    ['no login', { ...login, login: '   ' }, 'auth.form_incomplete'],
    ['no password', { ...login, passwordLogin: '' }, 'auth.form_incomplete'],
    ['no phone country', { ...INITIAL_AUTH_FORM, currentForm: 'phone_number', phone: { countryCode: null, number: '9001234567' }, passwordPhone: 'x' }, 'auth.form_incomplete'],
    ['phone too short', { ...INITIAL_AUTH_FORM, currentForm: 'phone_number', phone: { countryCode: 'ru', number: '12' }, passwordPhone: 'x' }, 'auth.form_incomplete'],
    ['sms form', { ...INITIAL_AUTH_FORM, currentForm: 'sms' }, 'auth.form_other_flow'],
    ['two-step form', { ...INITIAL_AUTH_FORM, currentForm: 'login_password_two_step_code' }, 'auth.form_other_flow'],
  ] as [string, AuthFormState, string][])('refuses: %s', (_, form, code) => {
    expect(signInRequest(form)).toMatchObject({ ok: false, error: { code } });
  });
});
