import { SESSION_COOKIE } from '@betting/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../platform/app-context';
import { findActiveSession, sessionIsActive } from './sessions.repository';
import { verifyUserToken } from './user-token';

export type Caller = { readonly kind: 'user'; readonly userId: number; readonly sessionId: number } | { readonly kind: 'guest' } | { readonly kind: 'bad_token' };

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is calling (see `callerOf`): looked up on first read, then the same answer for the rest of the request. */
    readonly caller: Promise<Caller>;
  }
}

/**
 * Who is calling: a bearer token (`Authorization: Bearer <user_token>`) when one is sent — a bad one is refused,
 * never silently replaced by the cookie — else the `ua` session cookie. Either way the session must still be active,
 * so signing out ends the tokens issued for it too.
 */
async function callerOf({ db, clock, userTokenKey }: AppContext, request: FastifyRequest): Promise<Caller> {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    const match = /^Bearer ([A-Za-z0-9_\-.]+)$/.exec(authorization);
    const subject = match?.[1] ? await verifyUserToken(userTokenKey, clock, match[1]) : null;
    if (!subject || !(await sessionIsActive(db, subject.sessionId, subject.userId, clock.now()))) return { kind: 'bad_token' };
    return { kind: 'user', userId: subject.userId, sessionId: subject.sessionId };
  }
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return { kind: 'guest' };
  const session = await findActiveSession(db, token, clock.now());
  return session ? { kind: 'user', userId: session.userId, sessionId: session.id } : { kind: 'guest' };
}

/**
 * Gives every request its `request.caller`. The lookup waits until a hook or handler first reads it, so a call that
 * never asks (a page, a file, a body refused by its schema) costs no session query.
 */
export function authenticateRequests(app: FastifyInstance, context: AppContext): void {
  const callers = new WeakMap<FastifyRequest, Promise<Caller>>();
  app.decorateRequest('caller', {
    getter(this: FastifyRequest): Promise<Caller> {
      let caller = callers.get(this);
      if (!caller) {
        caller = callerOf(context, this);
        callers.set(this, caller);
      }
      return caller;
    },
  });
}
