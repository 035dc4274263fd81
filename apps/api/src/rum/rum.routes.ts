import { RumPath, RumReportSchema } from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import { insertWebVitals } from './web-vitals.repository';

/** POST /web-api/rum: stores a page view's Core Web Vitals (sent with sendBeacon, so the body may come as text). */
export const rumRoutes: FastifyPluginAsyncZod<{ readonly db: Database }> = async (app, { db }) => {
  app.addContentTypeParser('text/plain', { parseAs: 'string', bodyLimit: 8192 }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch (error) {
      done(error as Error, undefined);
    }
  });

  app.post(RumPath, { schema: { body: RumReportSchema }, bodyLimit: 8192 }, async (request, reply) => {
    await insertWebVitals(db, request.body);
    return reply.code(204).send();
  });
};
