import { CookieAgreementBodySchema, CookieAgreementPath, SessionPingPath } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import { recordCookieAgreement } from './cookie-agreement.repository';
import { refuse } from './errors';

/**
 * The cookie-agreement time of a signed-in person (spec §4/§7), kept on their account; and the session call the
 * app makes about 8 s after start (spec §7: never cached, answered as text).
 */
export const cookieAgreementRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  app.post(CookieAgreementPath, { schema: { body: CookieAgreementBodySchema } }, async (request, reply) => {
    const caller = await request.caller;
    if (caller.kind === 'bad_token') return refuse(reply, 401, 'invalid_token');
    if (caller.kind === 'guest') return refuse(reply, 401, 'not_signed_in');
    const { cookiesAgreeTime, cookiesAgreeType } = request.body;
    // A time from the future is the browser's clock: keep the server's instead.
    const agreedAt = Math.min(cookiesAgreeTime * 1000, clock.now());
    await recordCookieAgreement(db, caller.userId, agreedAt, cookiesAgreeType ?? null);
    return reply.code(204).send();
  });

  app.get(SessionPingPath, async (request, reply) => {
    const caller = await request.caller;
    return reply
      .header('cache-control', 'no-store')
      .type('text/plain; charset=utf-8')
      .send(caller.kind === 'user' ? 'active' : 'guest');
  });
};
