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
import { checkBlockFrom } from './blocks.repository';
import { maintenanceFrom } from './maintenance.repository';
import type { NavigationReads } from './navigation.cache';

export interface NavigationServicesOptions {
  readonly reads: NavigationReads;
  readonly clock: Clock;
  readonly overridesFor: OverridesFor;
}

/** The redirects service, the blocks service and the maintenance config, over HTTP (the page server calls the same modules in process). */
export const navigationServicesRoutes: FastifyPluginAsyncZod<NavigationServicesOptions> = async (app, { reads, clock, overridesFor }) => {
  app.post(RedirectLightPath, { schema: { body: RedirectLightBodySchema, response: { 200: RedirectLightResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return reads.redirectLight(request.body.url);
  });

  app.post(BlockCheckPath, { schema: { body: BlockCheckBodySchema, response: { 200: BlockResultSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return checkBlockFrom(reads.blockRules, request.body);
  });

  app.get(MaintenancePath, { schema: { response: { 200: MaintenanceResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return maintenanceFrom(reads.maintenanceConfig, clock, { maintenanceCookie: request.cookies[MAINTENANCE_COOKIE], overrides: await overridesFor(request) });
  });
};
