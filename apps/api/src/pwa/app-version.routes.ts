import { AppVersionPath, AppVersionResponseSchema } from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /web-api/version: the web build this server serves (read from its version.json at start). */
export const appVersionRoutes: FastifyPluginAsyncZod<{ readonly version: string | null }> = async (app, { version }) => {
  app.get(AppVersionPath, { schema: { response: { 200: AppVersionResponseSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { version };
  });
};
