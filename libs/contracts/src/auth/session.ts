import * as z from 'zod/mini';

/** GET /web-api/user/check-session: the signed-in user's id, null for a guest (then the client disconnects). */
export const CheckSessionResponseSchema = z.object({ user_id: z.nullable(z.int()) });
export type CheckSessionResponse = z.infer<typeof CheckSessionResponseSchema>;

/** POST /web-api/user/disconnect: revokes the session and clears `ua` and `user_token`. */
export const DisconnectResponseSchema = z.object({ success: z.literal(true) });

/** GET /web-api/user/gettoken?force_refresh=true: a short-lived JWT (HS256, `sub` user id, `exp` in seconds). */
export const GetTokenQuerySchema = z.object({ force_refresh: z.optional(z.enum(['true', 'false'])) });
export const GetTokenResponseSchema = z.object({ token: z.string().check(z.minLength(1)) });
export type GetTokenResponse = z.infer<typeof GetTokenResponseSchema>;
/** How long a user token lives; the client caches it 60 s (spec §9). */
export const USER_TOKEN_TTL_SECONDS = 300;
/** The claims the client may read (without trusting them: the server verifies). */
export const UserTokenClaimsSchema = z.object({ sub: z.string(), exp: z.int(), iat: z.optional(z.int()) });
export type UserTokenClaims = z.infer<typeof UserTokenClaimsSchema>;

/** Session lifetimes: `remember` keeps a persistent cookie; otherwise a browser-session cookie and a day on the server. */
export const SESSION_TTL_SECONDS = { remember: 30 * 86_400, browser: 86_400 } as const;

/** What a signed-in user may do. Banned users (ban level above 0) may do none of it. */
export const UserRightSchema = z.enum(['bet', 'deposit', 'withdraw', 'transfer']);
export type UserRight = z.infer<typeof UserRightSchema>;
/** GET /web-api/user/rights (session cookie or bearer token). */
export const RightsResponseSchema = z.object({ user_id: z.int(), ban_level: z.int(), rights: z.array(UserRightSchema) });
export type RightsResponse = z.infer<typeof RightsResponseSchema>;
