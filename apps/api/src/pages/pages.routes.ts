import { decideNavigation, isLanguageSegment, pathSegments, visibleLanguageCodes } from '@betting/routing';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';
import { loadConfigAll, type OverridesFor } from '../config/site-config.repository';
import { notFoundBody, renderDocument } from './document';

export interface PagesRoutesOptions {
  readonly db: Database;
  /** The built web app's `index.html`, or undefined when the web app has not been built. */
  readonly template: string | undefined;
  readonly overridesFor: OverridesFor;
}

/** Path prefixes that belong to the API: never answered with a page. */
export const API_PREFIXES = ['/bff-api/', '/web-api/', '/__test/', '/assets/'];

/** Every other GET is a page: the routing library decides redirect, page or 404, and the server applies it. */
export const pagesRoutes: FastifyPluginAsync<PagesRoutesOptions> = async (app, { db, template, overridesFor }) => {
  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://site.invalid');
    if (API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) {
      return reply.code(404).send({ error: { code: 'not_found', message: `No API route ${url.pathname}` } });
    }
    if (!template) {
      return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    // Texts are read in the path's language: only a page answered in that language uses them.
    const [firstSegment = ''] = pathSegments(url.pathname);
    const config = await loadConfigAll(db, isLanguageSegment(firstSegment) ? firstSegment.toLowerCase() : undefined, await overridesFor(request));
    const available = visibleLanguageCodes(config.languages, request.cookies['ua'] !== undefined);
    const decision = decideNavigation(
      { pathname: url.pathname, search: url.search },
      { cookieLanguage: request.cookies['lng'], acceptLanguage: request.headers['accept-language'], configDefault: config.siteConfig.lng, available },
    );
    if (decision.kind === 'redirect') {
      if (decision.warning) request.log.warn(decision.warning);
      return reply.redirect(decision.location, decision.status);
    }
    const companyName = config.siteConfig.companyName;
    const notFound = decision.kind === 'not-found';
    const html = renderDocument(template, {
      lng: decision.lng,
      title: notFound ? `This page could not be found · ${companyName}` : companyName,
      config,
      ...(notFound ? { body: notFoundBody(decision.lng) } : {}),
    });
    return reply.code(decision.status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  });
};
