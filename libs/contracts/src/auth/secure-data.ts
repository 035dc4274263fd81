import * as z from 'zod/mini';

/**
 * The secure data call (spec §7): for the signed-in user, `ggru` (a stable pseudonymous id of the user for partner
 * services, never the user id) and a per-session `grant`, also set as the httpOnly `grant` cookie for 30 minutes.
 * POST: it writes the grant. A guest gets 401 `not_signed_in`; the answer is never empty.
 */
export const SecureDataPaths = { secureData: '/web-api/user/secure-data' } as const;
export const GRANT_COOKIE = 'grant';
export const GRANT_TTL_SECONDS = 30 * 60;

export const SecureDataResponseSchema = z.object({
  ggru: z.string().check(z.minLength(1)),
  grant: z.string().check(z.minLength(1)),
});
export type SecureDataResponse = z.infer<typeof SecureDataResponseSchema>;
