import { randomBytes } from 'node:crypto';
import { CASINO_DEMO_COOKIE } from '@betting/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { guestRefusalOf } from '../../sessions';

/** Who plays: a signed-in person with real money, or a demo wallet (play money) named by the demo cookie. */
export type Owner = { readonly demo: false; readonly key: string; readonly userId: number } | { readonly demo: true; readonly key: string; readonly demoId: string };

export const userOwner = (userId: number): Owner => ({ demo: false, key: `user:${userId}`, userId });
export const demoOwner = (demoId: string): Owner => ({ demo: true, key: `demo:${demoId}`, demoId });

const DEMO_ID = /^[0-9a-f]{32}$/;
const DEMO_COOKIE_SECONDS = 365 * 86_400;

export type OwnerRefusal = 'not_signed_in' | 'invalid_token';


/**
 * The caller as the game server sees them. Real play needs a session; demo play uses the demo cookie, made (and set on
 * the reply) when `create` allows and there is none yet.
 */
export async function ownerOf(request: FastifyRequest, reply: FastifyReply, demo: boolean, create = true): Promise<Owner | OwnerRefusal | null> {
  if (!demo) {
    const caller = await request.caller;
    if (caller.kind === 'user') return userOwner(caller.userId);
    return guestRefusalOf(caller);
  }
  const existing = request.cookies[CASINO_DEMO_COOKIE];
  if (existing && DEMO_ID.test(existing)) return demoOwner(existing);
  if (!create) return null;
  const demoId = randomBytes(16).toString('hex');
  reply.setCookie(CASINO_DEMO_COOKIE, demoId, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge: DEMO_COOKIE_SECONDS });
  return demoOwner(demoId);
}
