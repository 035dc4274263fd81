import { ConfigAllPath, ConfigAllQuerySchema, ConfigAllResponseSchema } from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import { loadConfigAll, type BuildFlags } from './config-all';
import type { OverridesFor } from './site-config.repository';

export interface ConfigRoutesOptions {
  readonly db: Database;
  readonly overridesFor: OverridesFor;
  readonly build: BuildFlags;
}

export const configRoutes: FastifyPluginAsyncZod<ConfigRoutesOptions> = async (app, { db, overridesFor, build }) => {
  app.get(
    ConfigAllPath,
    { schema: { querystring: ConfigAllQuerySchema, response: { 200: ConfigAllResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return loadConfigAll(db, request.query.lang, await overridesFor(request), build);
    },
  );
};
