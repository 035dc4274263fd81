import { ApiErrorSchema, DocumentReviewBodySchema, VerificationDocumentSchema } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { reviewDocument } from './documents.repository';

/**
 * Non-production only: the operator's review of a document (`POST /__test/documents/:id/review`), so journeys and
 * people trying the site locally can see a document approved or refused. 404 when there is no document under review.
 */
export const documentsTestControlRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  app.post(
    '/__test/documents/:id/review',
    { schema: { params: z.object({ id: z.coerce.number().int().positive() }), body: DocumentReviewBodySchema, response: { 200: VerificationDocumentSchema, 404: ApiErrorSchema } } },
    async (request, reply) => {
      const reviewed = await reviewDocument(db, request.params.id, request.body, clock.now());
      if (!reviewed) return reply.code(404).send({ error: { code: 'not_found', message: 'No document under review with this id' } });
      return reviewed;
    },
  );
};
