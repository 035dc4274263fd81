import { UserTokenClaimsSchema, type UserTokenClaims } from '@betting/contracts';
import { err, ok, type Result } from '@betting/kernel';
import { decodeJwt } from 'jose';
import { authError, type AuthError } from './errors';

/** The client keeps a fetched `user_token` at most this long (spec §9 "token cache 60 s"). */
export const TOKEN_CACHE_MS = 60_000;

/**
 * Reads a JWT's claims without checking the signature (the server verifies; the client only needs `exp` to know
 * when to ask for a new token). The claims must match the contract's `UserTokenClaimsSchema`.
 */
export function decodeTokenPayload(token: string): Result<UserTokenClaims, AuthError> {
  let raw: unknown;
  try {
    raw = decodeJwt(token);
  } catch {
    return err(authError('auth.token_malformed'));
  }
  const parsed = UserTokenClaimsSchema.safeParse(raw);
  return parsed.success ? ok(parsed.data) : err(authError('auth.token_payload', parsed.error.message));
}

/** When the token stops being valid, in ms since the epoch; `null` if it cannot be read. */
export function tokenExpiresAt(token: string | null | undefined): number | null {
  if (!token) return null;
  const payload = decodeTokenPayload(token);
  return payload.ok ? payload.value.exp * 1000 : null;
}

/** Valid only while `exp` (seconds) is in the future (spec §3). */
export function isTokenValid(token: string | null | undefined, nowMs: number): boolean {
  const expiresAt = tokenExpiresAt(token);
  return expiresAt !== null && expiresAt > nowMs;
}

/** `gettoken?force_refresh=true` is called when the token is missing or expired (spec §7). */
export function tokenNeedsRefresh(token: string | null | undefined, nowMs: number): boolean {
  return !isTokenValid(token, nowMs);
}

export interface CachedToken {
  readonly token: string;
  /** When the client received it, ms. */
  readonly fetchedAt: number;
}

/**
 * Whether a token the client holds may be used as is: it is valid and was fetched under 60 s ago.
 * A clock that went backwards (fetchedAt in the future) does not count as fresh.
 */
export function cachedTokenUsable(cached: CachedToken | null, nowMs: number): boolean {
  if (cached === null) return false;
  const age = nowMs - cached.fetchedAt;
  return age >= 0 && age < TOKEN_CACHE_MS && isTokenValid(cached.token, nowMs);
}
