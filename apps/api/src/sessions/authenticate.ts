import { SESSION_COOKIE } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database';
import { findActiveSession, sessionIsActive } from './sessions.repository';
import { verifyUserToken } from './user-token';

export type Caller = { readonly kind: 'user'; readonly userId: number; readonly sessionId: number } | { readonly kind: 'guest' } | { readonly kind: 'bad_token' };

/**
 * Who is calling: a bearer token (`Authorization: Bearer <user_token>`) when one is sent — a bad one is refused,
 * never silently replaced by the cookie — else the `ua` session cookie. Either way the session must still be active,
 * so signing out ends the tokens issued for it too.
 */
export async function callerOf(db: Queryable, clock: Clock, key: Uint8Array, request: FastifyRequest): Promise<Caller> {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    const match = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(authorization);
    const subject = match?.[1] ? await verifyUserToken(key, clock, match[1]) : null;
    if (!subject || !(await sessionIsActive(db, subject.sessionId, subject.userId, clock.now()))) return { kind: 'bad_token' };
    return { kind: 'user', userId: subject.userId, sessionId: subject.sessionId };
  }
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return { kind: 'guest' };
  const session = await findActiveSession(db, token, clock.now());
  return session ? { kind: 'user', userId: session.userId, sessionId: session.id } : { kind: 'guest' };
}
