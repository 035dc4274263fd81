import { LIMIT_AUTH_HEADER, SESSION_COOKIE } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { peekActiveSession, sessionIsActive, verifyUserToken } from '../sessions';

export type LimitsCaller = { readonly kind: 'user'; readonly userId: number; readonly sessionId: number } | { readonly kind: 'guest' } | { readonly kind: 'bad_token' };

/**
 * Who calls the limit service: the user token sent as `X-Auth: Bearer …` (spec §7) or `Authorization: Bearer …`
 * — a bad one is refused, never replaced by the cookie — else the `ua` session cookie. Like `callerOf`, the session
 * must still be active; unlike it, nothing is written (a ping is not user activity, so no `last_seen_at` moves).
 */
export async function limitsCallerOf(db: Queryable, clock: Clock, key: Uint8Array, request: FastifyRequest): Promise<LimitsCaller> {
  const header = request.headers[LIMIT_AUTH_HEADER] ?? request.headers.authorization;
  if (header !== undefined) {
    const match = typeof header === 'string' ? /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(header) : null;
    const subject = match?.[1] ? await verifyUserToken(key, clock, match[1]) : null;
    if (!subject || !(await sessionIsActive(db, subject.sessionId, subject.userId, clock.now()))) return { kind: 'bad_token' };
    return { kind: 'user', userId: subject.userId, sessionId: subject.sessionId };
  }
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return { kind: 'guest' };
  const session = await peekActiveSession(db, token, clock.now());
  return session ? { kind: 'user', userId: session.userId, sessionId: session.id } : { kind: 'guest' };
}
