import { ConfigAllPath, ConfigAllQuerySchema, ConfigAllResponseSchema } from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ConfigReads } from './config.cache';
import type { OverridesFor } from './site-config.repository';

export interface ConfigRoutesOptions {
  readonly config: ConfigReads;
  readonly overridesFor: OverridesFor;
}

export const configRoutes: FastifyPluginAsyncZod<ConfigRoutesOptions> = async (app, { config, overridesFor }) => {
  app.get(
    ConfigAllPath,
    { schema: { querystring: ConfigAllQuerySchema, response: { 200: ConfigAllResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return config.configAll(request.query.lang, await overridesFor(request));
    },
  );
};
