import { GRANT_COOKIE, GRANT_TTL_SECONDS, SecureDataPaths, SecureDataResponseSchema } from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHmac } from 'node:crypto';
import type { AppContext } from '../../platform/app-context';
import { newOpaqueToken } from '../../sessions';
import { refuse } from '../errors';
import { insertGrant, loadGgruKey } from './secure-data.repository';

/** A stable pseudonym of the user for partner services: HMAC-SHA256 of the id, so it cannot be turned back into it. */
export const ggruOf = (key: Buffer, userId: number) => createHmac('sha256', key).update(`ggru:${userId}`).digest('base64url');

export interface SecureDataOptions {
  readonly context: AppContext;
}

/** POST secure data: `ggru` and a fresh per-session grant, also the httpOnly `grant` cookie for 30 minutes. */
export const secureDataRoutes: FastifyPluginAsyncZod<SecureDataOptions> = async (app, { context: { db, clock } }) => {
  const ggruKey = await loadGgruKey(db);

  app.post(SecureDataPaths.secureData, { schema: { response: { 200: SecureDataResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const caller = await request.caller;
    if (caller.kind === 'bad_token') return refuse(reply, 401, 'invalid_token');
    if (caller.kind === 'guest') return refuse(reply, 401, 'not_signed_in');
    const now = clock.now();
    const grant = newOpaqueToken();
    await insertGrant(db, caller.sessionId, grant, now, GRANT_TTL_SECONDS);
    reply.setCookie(GRANT_COOKIE, grant, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge: GRANT_TTL_SECONDS });
    return { ggru: ggruOf(ggruKey, caller.userId), grant };
  });
};
