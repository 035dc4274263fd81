import { FORCE_GEO_OFF_COOKIE, MAINTENANCE_COOKIE } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import { decideNavigation, guestSession, isLanguageSegment, pathSegments, visibleLanguageCodes, type NavigationContext } from '@betting/routing';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { loadConfigAll, type BuildFlags } from '../config/config-all';
import type { OverridesFor } from '../config/site-config.repository';
import type { Database } from '../db/database';
import { checkBlocking, createBlocksClient, createRedirectsClient, loadMaintenance, loadRoutingConfig } from '../navigation';
import { errorBody, maintenanceBody, notFoundBody, renderDocument } from './document';

export interface PagesRoutesOptions {
  readonly db: Database;
  readonly clock: Clock;
  /** The built web app's `index.html`, or undefined when the web app has not been built. */
  readonly template: string | undefined;
  readonly overridesFor: OverridesFor;
  readonly build: BuildFlags;
}

/** Path prefixes that belong to the API: never answered with a page. */
export const API_PREFIXES = ['/bff-api/', '/web-api/', '/redirects-api/', '/blocks-api/', '/__test/', '/assets/'];

/**
 * Every other GET is a page. Before any JavaScript runs the server asks the redirects service, the blocks service
 * and the maintenance config, lets the routing library decide, and answers with its status: 200, 301/302, 404, 500.
 */
export const pagesRoutes: FastifyPluginAsync<PagesRoutesOptions> = async (app, { db, clock, template, overridesFor, build }) => {
  const redirects = createRedirectsClient(db, { onFailedAttempt: ({ attempt, error }) => app.log.warn({ attempt, err: error }, 'redirect check failed') });
  const blocks = createBlocksClient(db, { onFailedAttempt: ({ attempt, error }) => app.log.warn({ attempt, err: error }, 'block check failed') });

  async function navigationContext(request: FastifyRequest, languages: { code: string; hiddenForGuests: boolean }[], defaultLanguage: string, pathAndQuery: string): Promise<NavigationContext> {
    const overrides = await overridesFor(request);
    const [config, maintenance, blocking] = await Promise.all([
      loadRoutingConfig(db, overrides, build),
      loadMaintenance(db, clock, { maintenanceCookie: request.cookies[MAINTENANCE_COOKIE], overrides }),
      checkBlocking(blocks, { auth: guestSession.signedIn, url: pathAndQuery, forceGeoOffCookie: request.cookies[FORCE_GEO_OFF_COOKIE] }),
    ]);
    return {
      language: {
        cookieLanguage: request.cookies['lng'],
        acceptLanguage: request.headers['accept-language'],
        configDefault: defaultLanguage,
        available: visibleLanguageCodes(languages, request.cookies['ua'] !== undefined),
      },
      config,
      maintenance: maintenance.active || blocking.maintenanceBecauseBlockCheckFailed,
      blockingReason: blocking.reason,
      // Sessions arrive with the identity issue (#5); until then every visitor is a guest.
      session: guestSession,
      navigationBlocked: false,
      remoteAppGuards: [],
      // Only the browser can tell a touch iPad in desktop mode; it decides that case itself.
      platform: { touchMacIpadOnDesktop: false },
      // The games catalogue (#9) answers legacy game routes; until then they fall back to the games index.
      resolveLegacyGame: () => undefined,
    };
  }

  async function externalRedirect(pathAndQuery: string, reply: FastifyReply): Promise<boolean> {
    try {
      const answer = await redirects.redirectLight(pathAndQuery);
      if (!answer.redirect || !answer.url || !answer.code) return false;
      await reply.redirect(answer.url, answer.code);
      return true;
    } catch (error) {
      app.log.error({ err: error }, 'redirects service unavailable; serving without its answer');
      return false;
    }
  }

  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://site.invalid');
    if (API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) {
      return reply.code(404).send({ error: { code: 'not_found', message: `No API route ${url.pathname}` } });
    }
    if (!template) {
      return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    const pathAndQuery = `${url.pathname}${url.search}`;
    // Texts are read in the path's language: only a page answered in that language uses them.
    const [firstSegment = ''] = pathSegments(url.pathname);
    const lang = isLanguageSegment(firstSegment) ? firstSegment.toLowerCase() : undefined;
    const config = await loadConfigAll(db, lang, await overridesFor(request), build);

    // The redirects service knows language-prefixed URLs only, so it is asked once the path has its language.
    if (lang && config.languages.some((language) => language.code === lang) && (await externalRedirect(pathAndQuery, reply))) return reply;

    const context = await navigationContext(request, config.languages, config.siteConfig.lng, pathAndQuery);
    const decision = decideNavigation({ url: pathAndQuery }, context);
    const companyName = config.siteConfig.companyName;
    const page = (status: number, title: string, body?: string) =>
      reply
        .code(status)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderDocument(template, { lng: lang ?? config.siteConfig.lng, title, config, ...(body ? { body } : {}) }));

    switch (decision.kind) {
      case 'redirect':
        if (decision.warning) request.log.warn(decision.warning);
        return reply.redirect(decision.location, decision.status);
      case 'not-found':
        return page(404, `This page could not be found · ${companyName}`, notFoundBody(decision.lng));
      case 'error':
        request.log.error(decision.message);
        return page(500, `Something went wrong on our side · ${companyName}`, errorBody(500));
      case 'cancel':
        // Cancels come from in-page state (a navigation block, a remote-app guard) that a first load does not have.
        if (decision.warning) request.log.warn(decision.warning);
        return page(200, companyName);
      case 'render':
        if (decision.route.id === 'maintenance') return page(503, companyName, maintenanceBody(decision.lng));
        return page(decision.route.id === 'error.500' ? 500 : 200, companyName);
    }
  });
};
