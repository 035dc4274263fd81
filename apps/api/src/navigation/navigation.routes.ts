import {
  BlockCheckBodySchema,
  BlockCheckPath,
  BlockResultSchema,
  MAINTENANCE_COOKIE,
  MaintenancePath,
  MaintenanceResponseSchema,
  RedirectLightBodySchema,
  RedirectLightPath,
  RedirectLightResponseSchema,
} from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OverridesFor } from '../config/site-config.repository';
import type { Database } from '../db/database';
import { checkBlock } from './blocks.repository';
import { loadMaintenance } from './maintenance.repository';
import { redirectLight } from './redirects.repository';

export interface NavigationServicesOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly overridesFor: OverridesFor;
}

/** The redirects service, the blocks service and the maintenance config, over HTTP (the page server calls the same modules in process). */
export const navigationServicesRoutes: FastifyPluginAsyncZod<NavigationServicesOptions> = async (app, { db, clock, overridesFor }) => {
  app.post(RedirectLightPath, { schema: { body: RedirectLightBodySchema, response: { 200: RedirectLightResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return redirectLight(db, request.body.url, (id, problem) => request.log.warn(`redirect rule ${id} skipped: ${problem}`));
  });

  app.post(BlockCheckPath, { schema: { body: BlockCheckBodySchema, response: { 200: BlockResultSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return checkBlock(db, request.body);
  });

  app.get(MaintenancePath, { schema: { response: { 200: MaintenanceResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return loadMaintenance(db, clock, { maintenanceCookie: request.cookies[MAINTENANCE_COOKIE], overrides: await overridesFor(request) });
  });
};
