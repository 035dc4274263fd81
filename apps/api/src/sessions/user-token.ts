import { USER_TOKEN_TTL_SECONDS } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import { SignJWT, jwtVerify } from 'jose';
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';
import { keptServerSecret } from '../platform/server-secrets.repository';

const SECRET_NAME = 'user_token_hs256';
const ALGORITHM = 'HS256';

/**
 * The key that signs user tokens: `USER_TOKEN_SECRET` when set (every process behind a load balancer shares it),
 * else one generated on first start and kept in `server_secrets`, so all processes on one database agree too.
 */
export async function loadUserTokenKey(db: Queryable, fromEnv: string | undefined): Promise<Uint8Array> {
  if (fromEnv !== undefined) {
    if (fromEnv.length < 32) throw new Error('USER_TOKEN_SECRET must be at least 32 characters');
    return new TextEncoder().encode(fromEnv);
  }
  const value = await keptServerSecret(db, SECRET_NAME, randomBytes(32).toString('base64url'));
  if (!value) throw new Error('the user token secret could not be stored');
  return new TextEncoder().encode(value);
}

export interface UserTokenSubject {
  readonly userId: number;
  readonly sessionId: number;
}

export async function signUserToken(key: Uint8Array, clock: Clock, subject: UserTokenSubject, ttlSeconds: number = USER_TOKEN_TTL_SECONDS): Promise<string> {
  const now = Math.floor(clock.now() / 1000);
  return new SignJWT({ sid: String(subject.sessionId) })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(String(subject.userId))
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(key);
}

/**
 * The token's subject, or null when it is not an HS256 token signed with our key, or its `exp` (seconds) is not in
 * the future on our clock. `alg: none` and every other algorithm are refused before any signature check.
 */
export async function verifyUserToken(key: Uint8Array, clock: Clock, token: string): Promise<UserTokenSubject | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], currentDate: new Date(clock.now()), clockTolerance: 0, requiredClaims: ['sub', 'exp', 'sid'] });
    const userId = Number(payload.sub);
    const sessionId = Number(payload['sid']);
    if (!Number.isSafeInteger(userId) || !Number.isSafeInteger(sessionId)) return null;
    return { userId, sessionId };
  } catch {
    return null;
  }
}
