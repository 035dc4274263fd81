import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbAuthType } from '../testing';
import { AUTH_TYPES, INITIAL_AUTH_FORM, authFormReducer, isAuthType, type AuthFormAction, type AuthFormState } from './auth-form';

const arbPhone = fc.record({ countryCode: fc.option(fc.stringMatching(/^[a-z]{2}$/)), number: fc.stringMatching(/^\d{0,12}$/) });
const arbAction: fc.Arbitrary<AuthFormAction> = fc.oneof(
  arbAuthType.map((form) => ({ type: 'formSwitched' as const, form })),
  fc.string({ maxLength: 12 }).map((login) => ({ type: 'loginChanged' as const, login })),
  arbPhone.map((phone) => ({ type: 'phoneChanged' as const, phone })),
  arbPhone.map((phone) => ({ type: 'phoneBySmsChanged' as const, phone })),
  fc.string({ maxLength: 12 }).map((password) => ({ type: 'passwordLoginChanged' as const, password })),
  fc.string({ maxLength: 12 }).map((password) => ({ type: 'passwordPhoneChanged' as const, password })),
  fc.boolean().map((remember) => ({ type: 'rememberChanged' as const, remember })),
  fc.constant({ type: 'signInSucceeded' as const }),
  fc.constant({ type: 'reset' as const }),
);

function run(actions: readonly AuthFormAction[]): AuthFormState {
  return actions.reduce(authFormReducer, INITIAL_AUTH_FORM);
}

describe('auth form state (spec §3)', () => {
  it('each field holds the value of its last change since the last reset', () => {
    fc.assert(
      fc.property(fc.array(arbAction, { maxLength: 20 }), (actions) => {
        const state = run(actions);
        const lastReset = actions.map((a) => a.type).lastIndexOf('reset');
        const since = actions.slice(lastReset + 1);
        const last = <T extends AuthFormAction['type']>(type: T) => since.filter((a): a is Extract<AuthFormAction, { type: T }> => a.type === type).at(-1);
        expect(state.currentForm).toBe(last('formSwitched')?.form ?? 'email');
        expect(state.login).toBe(last('loginChanged')?.login ?? '');
        expect(state.phone).toEqual(last('phoneChanged')?.phone ?? INITIAL_AUTH_FORM.phone);
        expect(state.phoneBySms).toEqual(last('phoneBySmsChanged')?.phone ?? INITIAL_AUTH_FORM.phoneBySms);
        expect(state.remember).toBe(last('rememberChanged')?.remember ?? false);
      }),
    );
  });

  it('a password survives only until a sign-in succeeds', () => {
    fc.assert(
      fc.property(fc.array(arbAction, { maxLength: 20 }), (actions) => {
        const state = run([...actions, { type: 'signInSucceeded' }]);
        expect(state.passwordLogin).toBe('');
        expect(state.passwordPhone).toBe('');
      }),
    );
  });

  it('switching to the form already shown returns the same state object', () => {
    fc.assert(
      fc.property(fc.array(arbAction, { maxLength: 10 }), (actions) => {
        const state = run(actions);
        expect(authFormReducer(state, { type: 'formSwitched', form: state.currentForm })).toBe(state);
      }),
    );
  });

  it.each([
    [[{ type: 'loginChanged', login: 'user@example.com' }, { type: 'passwordLoginChanged', password: 'secret' }, { type: 'rememberChanged', remember: true }], { login: 'user@example.com', passwordLogin: 'secret', remember: true }],
    [[{ type: 'formSwitched', form: 'phone_number' }, { type: 'phoneChanged', phone: { countryCode: 'ru', number: '9001234567' } }], { currentForm: 'phone_number', phone: { countryCode: 'ru', number: '9001234567' } }],
    [[{ type: 'formSwitched', form: 'sms' }, { type: 'phoneBySmsChanged', phone: { countryCode: 'kz', number: '5' } }, { type: 'reset' }], INITIAL_AUTH_FORM],
    [[{ type: 'passwordPhoneChanged', password: 'p' }, { type: 'loginChanged', login: 'id123' }, { type: 'signInSucceeded' }], { login: 'id123', passwordPhone: '' }],
  ] as [AuthFormAction[], Partial<AuthFormState>][])('%j → %j', (actions, expected) => {
    expect(run(actions)).toMatchObject(expected);
  });

  it('knows the six auth types', () => {
    expect(AUTH_TYPES).toEqual(['email', 'phone_number', 'sms', 'login_password', 'phone_password', 'login_password_two_step_code']);
    expect(isAuthType('sms')).toBe(true);
    expect(isAuthType('fax')).toBe(false);
    expect(isAuthType(1)).toBe(false);
  });
});
