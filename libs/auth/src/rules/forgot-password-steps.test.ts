import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_STEPS, forgotPasswordFailure, forgotPasswordLeft } from './forgot-password-steps';

describe('forgot-password steps', () => {
  it.each([
    ['request', 'invalid_request', { step: 'fail_for_user' }],
    ['request', 'network_error', { step: 'error' }],
    ['confirm', 'invalid_code', { step: 'fail_code', detail: 'wrong_code' }],
    ['confirm', 'code_expired', { step: 'fail_code', detail: 'time_up' }],
    ['confirm', 'passwords_differ', { step: 'fail_pass' }],
    ['confirm', 'weak_password', { step: 'fail_pass' }],
    ['confirm', 'internal_error', { step: 'error' }],
  ] as const)('%s refused with %s → %o', (phase, code, event) => expect(forgotPasswordFailure(phase, code)).toEqual(event));

  test.prop([fc.constantFrom('request' as const, 'confirm' as const), fc.string()])('every refusal is one of the spec’s steps', (phase, code) => {
    expect(FORGOT_PASSWORD_STEPS).toContain(forgotPasswordFailure(phase, code).step);
  });

  it('leaving before a code was sent is an exit, after it a cancel', () => {
    expect(forgotPasswordLeft(false)).toEqual({ step: 'exit' });
    expect(forgotPasswordLeft(true)).toEqual({ step: 'cancel' });
  });
});
