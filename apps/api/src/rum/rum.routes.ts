import { RumPath, RumReportSchema } from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';

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
    const { path, version, metrics } = request.body;
    await db.transaction(async (tx) => {
      for (const metric of metrics) {
        await tx.query('insert into web_vitals (path, version, name, value, rating) values ($1, $2, $3, $4, $5)', [path, version, metric.name, metric.value, metric.rating]);
      }
    });
    return reply.code(204).send();
  });
};
