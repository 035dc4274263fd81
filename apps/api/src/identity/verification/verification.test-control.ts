import { ApiErrorSchema, NewsletterTokenTestControlBodySchema, NewsletterTokenTestControlPath, NewsletterTokenTestControlResponseSchema } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { issueStopNewsletterLink } from './links.repository';
import { originOf } from './verification.routes';

/** Non-production only: a newsletter stop link for a user with an e-mail, as a newsletter would carry it. */
export const verificationTestControlRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  app.post(NewsletterTokenTestControlPath, { schema: { body: NewsletterTokenTestControlBodySchema, response: { 200: NewsletterTokenTestControlResponseSchema, 404: ApiErrorSchema } } }, async (request, reply) => {
    const [user] = await db.query<{ email: string | null }>('select email from users where id = $1', [request.body.user_id]);
    if (!user?.email) return reply.code(404).send({ error: { code: 'not_found', message: 'No user with an e-mail' } });
    const link = await issueStopNewsletterLink(db, request.body.user_id, user.email, request.body.lng, clock.now());
    return { token: link.token, link: `${originOf(request, {})}${link.path}` };
  });
};
