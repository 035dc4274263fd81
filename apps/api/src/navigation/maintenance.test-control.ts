import { ApiErrorSchema, MaintenanceConfigSchema, MaintenanceTestControlPath, MaintenanceUpdateSchema } from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CacheBus } from '../cache/cache-bus';
import type { Database } from '../db/database';
import { resetMaintenance, writeMaintenanceConfig } from './maintenance.repository';

const CHECK_VIOLATION = '23514';

/**
 * Non-production only (registered by the test-control API). Writes the real maintenance row: global, so a journey
 * that PUTs must DELETE in its cleanup; journeys run one at a time. A journey that must not affect others uses the
 * scoped override instead: `PUT /__test/settings/maintenance {"value":{"isActive":true}}` with its test_scope cookie.
 */
export const maintenanceTestControlRoutes: FastifyPluginAsyncZod<{ readonly db: Database; readonly cacheBus: CacheBus }> = async (app, { db, cacheBus }) => {
  app.put(MaintenanceTestControlPath, { schema: { body: MaintenanceUpdateSchema, response: { 200: MaintenanceConfigSchema, 400: ApiErrorSchema } } }, async (request, reply) => {
    try {
      return await writeMaintenanceConfig(db, request.body);
    } catch (error) {
      if ((error as { code?: unknown }).code === CHECK_VIOLATION) {
        return reply.code(400).send({ error: { code: 'invalid_request', message: 'a maintenance window must not end before it starts' } });
      }
      throw error;
    } finally {
      // Even a refused update may have written the row's first version.
      cacheBus.publish('maintenance');
    }
  });

  app.delete(MaintenanceTestControlPath, async (_request, reply) => {
    await resetMaintenance(db);
    cacheBus.publish('maintenance');
    return reply.code(204).send();
  });
};
