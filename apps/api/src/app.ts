import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { Clock } from '@betting/kernel';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { configRoutes } from './config/config.routes';
import type { OverrideScopeRequest, SettingOverrides } from './config/site-config.repository';
import type { Database } from './db/database';
import { navigationServicesRoutes } from './navigation';
import { pagesRoutes } from './pages/pages.routes';
import { appVersionRoutes } from './pwa/app-version.routes';
import { pwaRoutes } from './pwa/pwa.routes';
import { remoteAppsRoutes } from './remote-apps/remote-apps.routes';
import { seoRoutes } from './seo/seo.routes';
import { rumRoutes } from './rum/rum.routes';

export interface AppOptions {
  readonly db: Database;
  readonly clock: Clock;
  /** Folder of the built web app; its `index.html` is the page template. */
  readonly webRoot?: string;
  readonly template?: string;
  /** The web build's version (its version.json), answered by GET /web-api/version. */
  readonly webVersion?: string | null;
  /** Registers the non-production test-control API (passed in by the non-production entry point only). */
  readonly testControl?: (app: FastifyInstance, options: { db: Database; clock: Clock }) => Promise<void>;
  /** Settings overrides for one request (the test-control API's scopes); none in production. */
  readonly overridesFor?: (db: Database, request: OverrideScopeRequest) => Promise<SettingOverrides>;
  readonly logger?: FastifyServerOptions['logger'];
  readonly disableRequestLogging?: boolean;
  /** The production build: no debug route (the test-control API is absent from its bundle anyway). */
  readonly isProduction?: boolean;
}

/** The whole site on one Fastify instance: API calls, the web app's files, and every page's HTML. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, disableRequestLogging: options.disableRequestLogging ?? false, trustProxy: true });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(400).send({ error: { code: 'invalid_request', message: error.message } });
    }
    request.log.error(error);
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    return reply.code(status).send({ error: { code: status === 500 ? 'internal_error' : 'request_failed', message: status === 500 ? 'Something went wrong on our side' : error.message } });
  });

  await app.register(fastifyCookie);
  const overridesFor = async (request: OverrideScopeRequest) => (options.overridesFor ? options.overridesFor(options.db, request) : {});
  const build = { isProduction: options.isProduction ?? false };
  await app.register(configRoutes, { db: options.db, overridesFor, build });
  await app.register(navigationServicesRoutes, { db: options.db, clock: options.clock, overridesFor });
  await app.register(pwaRoutes, { db: options.db, overridesFor });
  await app.register(appVersionRoutes, { version: options.webVersion ?? null });
  await app.register(rumRoutes, { db: options.db });
  await app.register(remoteAppsRoutes, { db: options.db, clock: options.clock, overridesFor, build });
  await app.register(seoRoutes, { db: options.db, clock: options.clock, overridesFor, build });
  if (options.testControl) await options.testControl(app, { db: options.db, clock: options.clock });
  if (options.webRoot) {
    await app.register(fastifyStatic, {
      root: options.webRoot,
      wildcard: false,
      index: false,
      allowedPath: (pathname) => pathname !== '/index.html',
      setHeaders: (response, path) => {
        if (path.includes('/assets/')) response.setHeader('cache-control', 'public, max-age=31536000, immutable');
        // The service worker must be re-checked on every visit, so a new version reaches everyone.
        if (path.endsWith('/pwa-sw.js')) response.setHeader('cache-control', 'no-cache');
      },
    });
  }
  await app.register(pagesRoutes, { db: options.db, clock: options.clock, template: options.template, overridesFor, build });
  return app;
}
