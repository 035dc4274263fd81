import { ApiErrorSchema, CaptchaAnswerSchema } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database';
import { challengeAnswer } from './captcha/challenges.repository';
import { answerBlockAppeal } from './profile/block-appeals.repository';

/**
 * Non-production only, standing in for the back office: a captcha's digits (so browser journeys can solve it), a
 * user's ban level, and the operator's answer to a block appeal.
 */
export const identityTestControlRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  app.get('/__test/captcha/:id', { schema: { params: z.object({ id: z.string().uuid() }), response: { 200: CaptchaAnswerSchema, 404: ApiErrorSchema } } }, async (request, reply) => {
    const answer = await challengeAnswer(db, request.params.id);
    if (answer === undefined) return reply.code(404).send({ error: { code: 'not_found', message: 'No such captcha' } });
    return { captcha_id: request.params.id, answer };
  });

  app.put(
    '/__test/users/:id/ban',
    { schema: { params: z.object({ id: z.coerce.number().int().positive() }), body: z.object({ level: z.number().int().min(0), version: z.number().int().min(0).default(0) }) } },
    async (request, reply) => {
      const rows = await db.query('update users set ban_level = $2, ban_version = $3 where id = $1 returning id', [request.params.id, request.body.level, request.body.version]);
      return reply.code(rows.length > 0 ? 204 : 404).send();
    },
  );

  app.post(
    '/__test/block-appeals/:id/answer',
    { schema: { params: z.object({ id: z.coerce.number().int().positive() }), body: z.object({ answer: z.string().min(1).max(2000) }) } },
    async (request, reply) => reply.code((await answerBlockAppeal(db, request.params.id, request.body.answer, clock.now())) ? 204 : 404).send(),
  );
};
