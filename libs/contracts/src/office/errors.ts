import * as z from 'zod/mini';

/**
 * Every refusal of the office's personal calls, as `{ error: { code, message, params? } }` (ApiErrorSchema). The web
 * app translates the code; `params.field` names the form field a refusal is about, `params.reason` refines
 * `weak_password` (see NEW_PASSWORD_PROBLEMS).
 */
export const OfficeErrorCodeSchema = z.enum([
  /** 400: the body did not match the call's contract. */
  'invalid_request',
  /** 401: no session, or a bad bearer token. */
  'not_signed_in',
  'invalid_token',
  /** 400: a date that cannot be (birthday in the future, passport issued before birth, expiry before issue). */
  'invalid_date',
  /** 400: the birthday says the user is under 18 by the server's clock. */
  'too_young',
  /** 400: the current password given to confirm a change is wrong. */
  'wrong_password',
  /** 400: the new password breaks a rule of NEW_PASSWORD_PROBLEMS (`params.reason`). */
  'weak_password',
  /** 409: two-factor sign-in needs a phone or an e-mail to send codes to. */
  'two_factor_unavailable',
  /** 409: e-mail newsletters need an e-mail, SMS news a phone. */
  'email_required',
  'phone_required',
  /** 409: another user has bound this phone. */
  'phone_taken',
  /** 400/429: the phone-binding code (same meaning as the identity calls' codes). */
  'invalid_code',
  'code_expired',
  'too_many_attempts',
  /** 429: too many requests or ideas in a short time, or too many wrong current passwords. */
  'too_many_requests',
  /** 400: a document upload without a file. */
  'file_required',
  /** 415: the file is not a JPEG, PNG or PDF by its first bytes. */
  'unsupported_file',
  /** 413: the file is over DOCUMENT_MAX_BYTES. */
  'file_too_large',
  /** 409: an appeal from a user who is not restricted. */
  'not_blocked',
  /** 400: a favourite team the line never had. */
  'unknown_team',
  /** 409: the bettor already keeps FAVOURITE_TEAMS_MAX favourite teams. */
  'too_many_favourites',
]);
export type OfficeErrorCode = z.infer<typeof OfficeErrorCodeSchema>;
