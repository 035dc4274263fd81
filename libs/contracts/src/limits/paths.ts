import * as z from 'zod/mini';
import { LanguageCodeSchema } from '../config/site-config';

/**
 * The limit service (spec §6 "Limits service", §7). The spec shows four calls; setting a limit is ours, on the same
 * resource as the cancel (`POST …/limit`). Every call carries `X-Language` and the user's token as `X-Auth: Bearer …`
 * (spec §7: "Limit-service calls carry the X-Auth bearer token"); without a valid one: 401 `not_signed_in` or
 * `invalid_token`. None is cached.
 */
export const LimitPaths = {
  /** GET: the user's limits (LimitListResponseSchema). */
  list: '/limit-service-api/api/external/web/v3/limits',
  /** POST ?action=1 approves, ?action=0 rejects the pending change of `limitType` (body LimitActionBodySchema). */
  action: '/limit-service-api/api/external/web/v3/limitaction',
  /** DELETE ?limitType=N withdraws a pending change (LimitCancelQuerySchema); POST sets a limit (SetLimitBodySchema). */
  limit: '/limit-service-api/api/external/web/v3/limit',
  /**
   * POST every LIMIT_PING_INTERVAL_MS while authorized; answers 200 LimitPingResponseSchema. A ping is not user
   * activity for the idle logoff (the sign-in session is not marked seen), but it counts session time (limit 31).
   */
  ping: '/limit-service-api/api/external/web/v3/ping',
  /** GET (ours): the current session's stakes, returns and net position, and its time (LimitSessionResponseSchema). */
  session: '/limit-service-api/api/external/web/v3/session',
} as const;

/** Spec §9: "ping 30 s". */
export const LIMIT_PING_INTERVAL_MS = 30_000;

/** Header names as Node and fetch see them (lower case). */
export const LIMIT_LANGUAGE_HEADER = 'x-language';
export const LIMIT_AUTH_HEADER = 'x-auth';

/** `X-Auth: Bearer <user token>`: the short-lived user token of `GET /web-api/user/gettoken`. */
export const LimitAuthHeaderSchema = z.string().check(z.regex(/^Bearer [A-Za-z0-9._~+/-]+=*$/, 'Bearer and a token'));

/** The headers every limit-service call sends (extra headers are allowed). */
export const LimitServiceHeadersSchema = z.looseObject({
  [LIMIT_LANGUAGE_HEADER]: LanguageCodeSchema,
  [LIMIT_AUTH_HEADER]: LimitAuthHeaderSchema,
});
export type LimitServiceHeaders = z.infer<typeof LimitServiceHeadersSchema>;

/** The two headers for a call in `lng` with `token`. */
export function limitServiceHeaders(lng: string, token: string): Record<string, string> {
  return { [LIMIT_LANGUAGE_HEADER]: lng, [LIMIT_AUTH_HEADER]: `Bearer ${token}` };
}
