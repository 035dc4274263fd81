/**
 * The forgot-password steps of spec §4 (analytics): call, fail for user, code, sent, repeat, approve, fail code
 * (wrong_code or time_up), fail pass, save (active or passive), success, error, exit, cancel.
 */
export const FORGOT_PASSWORD_STEPS = ['call', 'fail_for_user', 'code', 'sent', 'repeat', 'approve', 'fail_code', 'fail_pass', 'save', 'success', 'error', 'exit', 'cancel'] as const;
export type ForgotPasswordStep = (typeof FORGOT_PASSWORD_STEPS)[number];

export interface ForgotPasswordEvent {
  readonly step: ForgotPasswordStep;
  /** fail_code: wrong_code | time_up; save: active (signed in with the new password at once) | passive. */
  readonly detail?: 'wrong_code' | 'time_up' | 'active' | 'passive';
}

/** A refusal while asking for the code (`request`) or confirming it (`confirm`) → the step it counts as. */
export function forgotPasswordFailure(phase: 'request' | 'confirm', errorCode: string): ForgotPasswordEvent {
  if (phase === 'request') return errorCode === 'invalid_request' || errorCode === 'not_found' || errorCode === 'invalid_credentials' ? { step: 'fail_for_user' } : { step: 'error' };
  switch (errorCode) {
    case 'invalid_code':
    case 'too_many_attempts':
      return { step: 'fail_code', detail: 'wrong_code' };
    case 'code_expired':
      return { step: 'fail_code', detail: 'time_up' };
    case 'weak_password':
    case 'passwords_differ':
    case 'invalid_request':
      return { step: 'fail_pass' };
    default:
      return { step: 'error' };
  }
}

/** Leaving the flow: after a code was sent it is a cancel (the person gave up midway); before, an exit. */
export function forgotPasswordLeft(codeSent: boolean): ForgotPasswordEvent {
  return { step: codeSent ? 'cancel' : 'exit' };
}
