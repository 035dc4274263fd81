import * as z from 'zod/mini';

/**
 * POST: the time the signed-in visitor answered the cookie popup (spec §7 "Send cookies agreement time"), sent at once
 * when signed in, else kept by the browser and sent after sign-in. Answers 204; 401 for a guest.
 */
export const CookieAgreementPath = '/web-api/user/cookies-agreement';
export const CookieAgreementBodySchema = z.object({
  /** Seconds since the epoch. */
  cookiesAgreeTime: z.int().check(z.positive()),
  cookiesAgreeType: z.optional(z.int().check(z.minimum(0), z.maximum(4))),
});
export type CookieAgreementBody = z.infer<typeof CookieAgreementBodySchema>;

/** GET `/web-api/session` (spec §7): about 8 s after the app is ready when it has no session data; answered as text, never parsed. */
export const SessionPingPath = '/web-api/session';
