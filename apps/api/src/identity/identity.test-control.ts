import { ApiErrorSchema, CaptchaAnswerSchema } from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database';
import { challengeAnswer } from './captcha/challenges.repository';

/** Non-production only: GET /__test/captcha/:id answers a challenge's digits, so browser journeys can solve it. */
export const identityTestControlRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/__test/captcha/:id', { schema: { params: z.object({ id: z.string().uuid() }), response: { 200: CaptchaAnswerSchema, 404: ApiErrorSchema } } }, async (request, reply) => {
    const answer = await challengeAnswer(db, request.params.id);
    if (answer === undefined) return reply.code(404).send({ error: { code: 'not_found', message: 'No such captcha' } });
    return { captcha_id: request.params.id, answer };
  });
};
