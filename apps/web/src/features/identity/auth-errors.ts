import { AuthErrorCodeSchema, TOO_MANY_REQUESTS_CODE, type AuthErrorCode } from '@betting/contracts';
import { failureCode, isApiFailure } from '../../shared/api/api';

/** The refusals the forms explain besides the API's own codes. */
const CLIENT_CODES = ['network_error', 'captcha_cancelled', 'passwords_differ', 'form_incomplete', 'invalid_name', 'unknown_error'] as const;
export type RefusalCode = AuthErrorCode | typeof TOO_MANY_REQUESTS_CODE | (typeof CLIENT_CODES)[number];

/** Every refusal the identity forms explain: each has a text `auth.errors.<code>` (an address's limit included). */
export const REFUSAL_CODES: readonly RefusalCode[] = [...AuthErrorCodeSchema.options, TOO_MANY_REQUESTS_CODE, ...CLIENT_CODES];
const KNOWN: ReadonlySet<string> = new Set<string>(REFUSAL_CODES);

/**
 * Why an identity call was refused, as a code the dictionaries translate (`auth.errors.<code>`). A captcha the
 * visitor closed reads as `captcha_cancelled`; anything unexpected as `unknown_error`.
 */
export function refusalOf(error: unknown): RefusalCode {
  const code = failureCode(error);
  if (code === 'captcha_required' && isApiFailure(error)) return 'captcha_cancelled';
  return KNOWN.has(code) ? (code as RefusalCode) : 'unknown_error';
}
