import { HealthResponseSchema, OperationsPaths, ReadinessResponseSchema, type ReadinessResponse } from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../db/database';
import { pingDatabase } from '../db/ping';

export interface Readiness {
  /** Set on SIGTERM: the balancer stops sending requests here while the ones in flight finish. */
  draining: boolean;
}

const DATABASE_CHECK_TIMEOUT_MS = 2_000;

/** `/healthz` (alive) and `/readyz` (takes requests: not draining and its database answers). */
export const operationsRoutes: FastifyPluginAsyncZod<{ readonly db: Queryable; readonly readiness: Readiness }> = async (app, { db, readiness }) => {
  app.get(OperationsPaths.health, { schema: { response: { 200: HealthResponseSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' as const };
  });

  const databaseAnswers = async () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), DATABASE_CHECK_TIMEOUT_MS)));
    try {
      return await Promise.race([pingDatabase(db).then(() => true, () => false), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };

  app.get(OperationsPaths.ready, { schema: { response: { 200: ReadinessResponseSchema, 503: ReadinessResponseSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    const status: ReadinessResponse['status'] = readiness.draining ? 'draining' : (await databaseAnswers()) ? 'ready' : 'database_unreachable';
    return reply.code(status === 'ready' ? 200 : 503).send({ status, jobs: app.jobs.leading });
  });
};
