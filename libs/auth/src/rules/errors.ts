import { domainError, type DomainError } from '@betting/kernel';

export type AuthErrorCode =
  | 'auth.form_incomplete'
  | 'auth.form_other_flow'
  | 'auth.token_malformed'
  | 'auth.token_payload'
  | 'auth.fingerprint_response'
  | 'auth.fingerprint_attempts_exhausted';

export type AuthError = DomainError<AuthErrorCode>;

export function authError(code: AuthErrorCode, message?: string): AuthError {
  return domainError(code, message);
}
