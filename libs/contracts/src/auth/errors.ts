import * as z from 'zod/mini';

/**
 * Every refusal of the identity calls, as `{ error: { code, message } }` (see ApiErrorSchema). The web app
 * translates the code; the message is an English fallback.
 */
export const AuthErrorCodeSchema = z.enum([
  /** 400: the body did not match the call's contract (also for a credential that is not valid base64). */
  'invalid_request',
  /** 403: site config has registration switched off. */
  'registration_disabled',
  /** 400: unknown country_id or currency_id. */
  'unknown_country',
  'unknown_currency',
  /** 409: another user has this e-mail or phone. */
  'email_taken',
  'phone_taken',
  /** 400: the same answer for an unknown login and a wrong password. */
  'invalid_credentials',
  /** 403: the account exists, the password was right, but the account is blocked. */
  'account_blocked',
  /** 400 with `captcha_code`: see CaptchaRequiredErrorSchema. */
  'captcha_required',
  /** 401: no valid session (or bearer token) for a call that needs one. */
  'not_signed_in',
  /** 401: a bearer token that is malformed, badly signed, of another algorithm, or expired. */
  'invalid_token',
  /** 400: a code that is wrong, used, or expired; 429 when its attempts are spent or codes are asked too often. */
  'invalid_code',
  'code_expired',
  'too_many_attempts',
  /** 404: the social network asked for has no OAuth provider configured (see social.ts). */
  'social_unavailable',
  /** 403: the person excluded themselves (responsible gaming): no sign-in until `params.endsAt`. */
  'self_exclusion_active',
  /** 429 with `params.retry_after` (seconds) and a Retry-After header: the account's recent failures ask it to wait. */
  'account_throttled',
  /** 429 with `params.retry_after` (seconds) and a Retry-After header: too many failures, the account is locked a while. */
  'account_locked',
  /** 403: credentials go by e-mail only for an account registered by one click, soon after its registration. */
  'credentials_email_unavailable',
  /** 404: auth by token is not configured on this site (no signer in AUTH_TOKEN_METHODS). */
  'token_auth_unavailable',
  /** 400: the answer to the security question asked at sign-in is wrong. */
  'wrong_security_answer',
  /** 400: no security question is waiting for this browser's answer (never asked, expired, or its tries spent): sign in again. */
  'security_question_expired',
  /** 429 with `params.retry_after` (seconds) and a Retry-After header: too many wrong answers for this account. */
  'security_answer_locked',
]);
export type AuthErrorCode = z.infer<typeof AuthErrorCodeSchema>;

/**
 * 429 from a per-address limit (sign-in, registration, one-click registration, code sending, password reset), with
 * `params.retry_after` in seconds and a Retry-After header.
 */
export const TOO_MANY_REQUESTS_CODE = 'too_many_requests';

/** Every 429 of the protection: the account's wait or lock, or an address's limit; `retry_after` in seconds. */
export const RetryAfterErrorSchema = z.object({
  error: z.object({
    code: z.enum(['account_throttled', 'account_locked', TOO_MANY_REQUESTS_CODE]),
    message: z.string(),
    params: z.object({ retry_after: z.int().check(z.positive()) }),
  }),
});
export type RetryAfterError = z.infer<typeof RetryAfterErrorSchema>;
