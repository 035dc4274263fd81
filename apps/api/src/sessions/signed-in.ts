import type { Clock } from '@betting/kernel';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Caller } from './authenticate';
import { refuseOffice } from './refusals';

export interface SignedInCaller {
  readonly userId: number;
  readonly sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    officeCaller: SignedInCaller | null;
  }
}

/** How a plugin answers a caller who is not signed in (401 with its own error body). */
export type RefuseGuest = (reply: FastifyReply, code: GuestRefusal) => unknown;

export type GuestRefusal = 'not_signed_in' | 'invalid_token';

/** Why a caller who is not signed in is refused: a bad bearer token, or no session at all. */
export const guestRefusalOf = (caller: Exclude<Caller, { kind: 'user' }>): GuestRefusal => (caller.kind === 'bad_token' ? 'invalid_token' : 'not_signed_in');

/**
 * Every route of the plugin it is added to needs a signed-in caller (session cookie or bearer token), checked before
 * the body is even validated: a guest hears 401 `not_signed_in`, a bad bearer token 401 `invalid_token` (the office's
 * error body unless the plugin gives its own `refuse`).
 */
export function requireSignedIn(app: FastifyInstance, refuse: RefuseGuest = (reply, code) => refuseOffice(reply, 401, code)): void {
  app.decorateRequest('officeCaller', null);
  app.addHook('onRequest', async (request, reply) => {
    const caller = await request.caller;
    if (caller.kind === 'user') {
      request.officeCaller = { userId: caller.userId, sessionId: caller.sessionId };
      return;
    }
    return refuse(reply, guestRefusalOf(caller));
  });
}

/** The caller `requireSignedIn` let through. */
export function signedInCaller(request: FastifyRequest): SignedInCaller {
  if (!request.officeCaller) throw new Error('an office route ran without requireSignedIn');
  return request.officeCaller;
}

/** The server's calendar day (UTC), `YYYY-MM-DD`: the one clock age and date checks use. */
export const serverToday = (clock: Clock): string => new Date(clock.now()).toISOString().slice(0, 10);
