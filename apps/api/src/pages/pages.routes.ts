import { FORCE_GEO_OFF_COOKIE, MAINTENANCE_COOKIE } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import { decideNavigation, isLanguageSegment, pathSegments, visibleLanguageCodes, type NavigationContext } from '@betting/routing';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { loadConfigAll, type BuildFlags } from '../config/config-all';
import type { OverridesFor } from '../config/site-config.repository';
import type { Database } from '../db/database';
import { checkBlocking, createBlocksClient, createRedirectsClient, loadMaintenance, loadRoutingConfig } from '../navigation';
import { remoteAppEnv } from '../remote-apps/env';
import { pageAppForRoute, parsePagePath } from '../remote-apps/page-path';
import { renderRemoteApp } from '../remote-apps/render';
import type { RenderOutcome } from '../remote-apps/render-types';
import { seoContentHtml, seoHeadHtml } from '../seo/head';
import { requestOrigin } from '../seo/origin';
import { resolvePageSeo, type PageSeo } from '../seo/page-seo';
import { readAppearance } from '@betting/settings';
import { navigationSessionOf } from '../identity/navigation-session';
import { COUNTRY_CODE_HEADER, countryCodeOf } from '../remote-apps/env';
import { errorBody, maintenanceBody, notFoundBody, remoteAppHtml, remoteAppStyleHtml, renderDocument } from './document';

export interface PagesRoutesOptions {
  readonly db: Database;
  readonly clock: Clock;
  /** The built web app's `index.html`, or undefined when the web app has not been built. */
  readonly template: string | undefined;
  readonly overridesFor: OverridesFor;
  readonly build: BuildFlags;
  /** The games catalogue's answer for a legacy game route (its current route); without it they lead to the games index. */
  readonly resolveLegacyGame?: (route: string) => string | undefined;
}

/** Path prefixes that belong to the API: never answered with a page. */
export const API_PREFIXES = ['/bff-api/', '/web-api/', '/redirects-api/', '/blocks-api/', '/remote-apps/', '/__test/', '/assets/'];

/**
 * Every other GET is a page. Before any JavaScript runs the server asks the redirects service, the blocks service
 * and the maintenance config, lets the routing library decide, and answers with its status: 200, 301/302, 404, 500.
 *
 * The first HTML also carries what a reader without JavaScript and a crawler need:
 * - the SEO head of the page (title, description, robots, canonical, hreflang alternates for every language and
 *   x-default, media alternates, Open Graph, operator metas) and the SEO text block, from seo/page-seo.ts;
 * - for a page that is a remote app (information and its children: `content`; ourpartners and partners:
 *   `partners`; the 404 and 500 pages: `technical-pages`), the app's HTML inside
 *   `<div data-remote-app="{appName}">` in #root, followed by the `footer` app, with the apps' styles in the head.
 *   A content page the app does not have answers 404 with the technical 404 page.
 */
export const pagesRoutes: FastifyPluginAsync<PagesRoutesOptions> = async (app, { db, clock, template, overridesFor, build, resolveLegacyGame = () => undefined }) => {
  const redirects = createRedirectsClient(db, { onFailedAttempt: ({ attempt, error }) => app.log.warn({ attempt, err: error }, 'redirect check failed') });
  const blocks = createBlocksClient(db, { onFailedAttempt: ({ attempt, error }) => app.log.warn({ attempt, err: error }, 'block check failed') });

  async function navigationContext(request: FastifyRequest, languages: { code: string; hiddenForGuests: boolean }[], defaultLanguage: string, pathAndQuery: string): Promise<NavigationContext> {
    const overrides = await overridesFor(request);
    const session = await navigationSessionOf(db, clock, request.cookies);
    const [config, maintenance, blocking] = await Promise.all([
      loadRoutingConfig(db, overrides, build),
      loadMaintenance(db, clock, { maintenanceCookie: request.cookies[MAINTENANCE_COOKIE], overrides }),
      checkBlocking(blocks, { auth: session.signedIn, url: pathAndQuery, forceGeoOffCookie: request.cookies[FORCE_GEO_OFF_COOKIE] }),
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
      session,
      navigationBlocked: false,
      remoteAppGuards: [],
      // Only the browser can tell a touch iPad in desktop mode; it decides that case itself.
      platform: { touchMacIpadOnDesktop: false },
      // The games catalogue answers legacy game routes (by current or old route); unknown ones lead to the games index.
      resolveLegacyGame,
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
    const origin = requestOrigin(request);
    const env = remoteAppEnv({ db, clock, warn: (message) => request.log.warn(message) }, request, config, undefined);
    const site = { languages: config.languages, siteConfig: config.siteConfig, mobileHost: config.routing.mobileHost };

    interface PageParts {
      readonly title: string;
      readonly body?: string;
      readonly head?: string;
    }
    const page = (status: number, parts: PageParts) =>
      reply
        .code(status)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(
          renderDocument(template, {
            lng: lang ?? config.siteConfig.lng,
            config,
            appearance: readAppearance((key) => request.cookies[key]),
            bootstrap: {
              showsCookiePopup: config.siteConfig.showCookiePopup,
              hasSession: request.cookies['ua'] !== undefined,
              countryCode: countryCodeOf(request.headers[COUNTRY_CODE_HEADER]),
              termsChanged: context.session.termsChanged,
              banLevel: context.session.banLevel,
              banVersion: context.session.banVersion,
            },
            ...parts,
          }),
        );

    /** The page's SEO, or none when the request's Host is not a host name (no absolute URLs can be made). */
    const seoFor = async (status: number): Promise<PageSeo | undefined> => {
      if (!origin) return undefined;
      try {
        return await resolvePageSeo(db, clock, site, { fullPath: pathAndQuery, origin, status });
      } catch (error) {
        request.log.error({ err: error }, 'page SEO failed; answering without it');
        return undefined;
      }
    };

    /** An app rendered in process for this page; a failure is logged and answered as undefined (the page still answers). */
    const render = async (appName: string, status?: number): Promise<RenderOutcome | undefined> => {
      try {
        return await renderRemoteApp(appName, env, { page: parsePagePath(pathAndQuery), fullPath: pathAndQuery, ...(status === undefined ? {} : { status }) });
      } catch (error) {
        request.log.error({ err: error, appName }, 'remote app failed to render on the server');
        return undefined;
      }
    };

    /** The first HTML of a remote-app page: the app, the SEO text block and the footer in #root; their styles and the SEO tags in the head. */
    const remoteAppPage = async (status: number, app: Extract<RenderOutcome, { kind: 'ok' }>, fallbackTitle: string) => {
      const [seo, footer] = await Promise.all([seoFor(status), render('footer')]);
      const apps = footer?.kind === 'ok' ? [app.response, footer.response] : [app.response];
      return page(status, {
        title: seo?.pageData.title ?? (app.response.title || fallbackTitle),
        head: (seo ? seoHeadHtml(seo) : '') + apps.map(remoteAppStyleHtml).join(''),
        body: remoteAppHtml(app.response) + (seo ? seoContentHtml(seo) : '') + (footer?.kind === 'ok' ? remoteAppHtml(footer.response) : ''),
      });
    };

    /** The 404 or 500 page from the technical-pages app; the built-in readable body when the app cannot answer. */
    const technicalPage = async (status: 404 | 500) => {
      const fallbackTitle = status === 404 ? `This page could not be found · ${companyName}` : `Something went wrong on our side · ${companyName}`;
      const app = await render('technical-pages', status);
      if (app?.kind === 'ok') return remoteAppPage(status, app, fallbackTitle);
      const seo = await seoFor(status);
      return page(status, { title: fallbackTitle, head: seo ? seoHeadHtml(seo) : '', body: status === 404 ? notFoundBody(lang ?? config.siteConfig.lng) : errorBody(500) });
    };

    switch (decision.kind) {
      case 'redirect':
        if (decision.warning) request.log.warn(decision.warning);
        return reply.redirect(decision.location, decision.status);
      case 'not-found':
        return technicalPage(404);
      case 'error':
        request.log.error(decision.message);
        return technicalPage(500);
      case 'cancel':
        // Cancels come from in-page state (a navigation block, a remote-app guard) that a first load does not have.
        if (decision.warning) request.log.warn(decision.warning);
        return page(200, { title: companyName });
      case 'render': {
        if (decision.route.id === 'maintenance') return page(503, { title: companyName, body: maintenanceBody(decision.lng) });
        if (decision.route.id === 'error.500') return technicalPage(500);
        const appName = pageAppForRoute(decision.route);
        if (appName) {
          const app = await render(appName);
          if (app?.kind === 'ok') return remoteAppPage(200, app, companyName);
          if (app?.kind === 'error' && app.status === 404) return technicalPage(404);
          // The app failed: the web app renders the page (and its error state) in the browser.
        }
        const seo = await seoFor(200);
        return page(200, { title: seo?.pageData.title ?? companyName, head: seo ? seoHeadHtml(seo) : '', ...(seo && seoContentHtml(seo) ? { body: seoContentHtml(seo) } : {}) });
      }
    }
  });
};
