import * as z from 'zod/mini';

/**
 * Refusals of the limit service's own calls (not of money paths: see LimitRefusalCodeSchema), as ApiError
 * `{ error: { code, message } }`. The page shows its section-8 text (LIMIT_MESSAGE_KEYS) or the server's title.
 */
export const LimitErrorCodeSchema = z.enum([
  /** 400: the body or query did not match the call's contract. */
  'invalid_request',
  /** 401: no X-Auth bearer token, or one that is malformed, badly signed or expired. */
  'not_signed_in',
  'invalid_token',
  /** 400: a value outside the type's options (see `@betting/limits` LIMIT_OPTIONS). */
  'invalid_limit_value',
  /** 409: a self-exclusion or time-out may only be set or lengthened (the new end must be later). */
  'limit_cannot_shorten',
  /** 409: cancel asked for an entry that is not a pending change (an active self-exclusion or time-out never is). */
  'limit_not_cancellable',
  /** 409: approve or reject with no pending change of that type. */
  'no_pending_limit',
  /** 409: approve or reject before the pending change's 24 h have passed. */
  'approval_not_due',
]);
export type LimitErrorCode = z.infer<typeof LimitErrorCodeSchema>;
