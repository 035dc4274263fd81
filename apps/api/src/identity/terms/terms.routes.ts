import { TermsAcceptBodySchema, TermsPaths, TermsStatusResponseSchema } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { refuse } from '../errors';
import { acceptTerms, termsStatusOf } from './terms.repository';

/** The agreement status of the signed-in person and their acceptance (spec §2 confirm-terms, §7). */
export const termsRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  app.get(TermsPaths.status, { schema: { response: { 200: TermsStatusResponseSchema } } }, async (request, reply) => {
    const caller = await request.caller;
    if (caller.kind === 'bad_token') return refuse(reply, 401, 'invalid_token');
    if (caller.kind === 'guest') return refuse(reply, 401, 'not_signed_in');
    const status = await termsStatusOf(db, caller.userId);
    reply.header('cache-control', 'no-store');
    return { result: status.changed, updatedAt: status.updatedAt?.toISOString() ?? '' };
  });

  app.post(TermsPaths.accept, { schema: { body: TermsAcceptBodySchema } }, async (request, reply) => {
    const caller = await request.caller;
    if (caller.kind === 'bad_token') return refuse(reply, 401, 'invalid_token');
    if (caller.kind === 'guest') return refuse(reply, 401, 'not_signed_in');
    const seen = new Date(request.body.updatedAt);
    if (Number.isNaN(seen.getTime())) return refuse(reply, 400, 'invalid_request');
    if (!(await acceptTerms(db, caller.userId, seen, clock.now()))) {
      return reply.code(409).send({ error: { code: 'terms_outdated', message: 'Newer terms were published: please read them' } });
    }
    return reply.code(204).send();
  });
};
