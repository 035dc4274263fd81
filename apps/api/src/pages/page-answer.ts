import { FORCE_GEO_OFF_COOKIE, MAINTENANCE_COOKIE, SESSION_COOKIE } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import { decideNavigation, isLanguageSegment, pathSegments, visibleLanguageCodes, type NavigationContext } from '@betting/routing';
import { AGE_ACCEPTED_COOKIE, isAgeAcceptedByCookie, loadCookieSettings, readAppearance } from '@betting/settings';
import type { FastifyBaseLogger } from 'fastify';
import { configKey, type ConfigReads } from '../config/config.cache';
import type { Database } from '../db/database';
import { navigationSessionOf } from '../identity';
import { blocksClientOver, checkBlockFrom, checkBlocking, maintenanceFrom, redirectsClientOver, type NavigationReads } from '../navigation';
import { COUNTRY_CODE_HEADER, countryCodeOf, remoteAppEnv, pageAppForRoute, parsePagePath, renderRemoteApp, type RenderOutcome, type PageSeoCache, type RenderedPageSeo } from '../remote-apps';
import type { FirstViews } from './first-views';
import { isGuest } from './guest-pages.cache';
import type { PageAnswer, PageRequest } from './page-request';
import { match } from 'ts-pattern';
import { bootAfterFirstPaint, documentRenderer, errorBody, maintenanceBody, notFoundBody, remoteAppHtml, remoteAppStyleHtml } from './document';

export interface PageAnswerDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly template: string;
  readonly reads: { readonly config: ConfigReads; readonly navigation: NavigationReads; readonly seo: PageSeoCache };
  readonly resolveLegacyGame: (route: string) => string | undefined;
  /** For the services' failed tries (the retries go on). */
  readonly log: FastifyBaseLogger;
  /** The web app's server rendering and the API reads it is fed with (pages.routes.ts); without it the browser renders every page. */
  readonly firstViews?: { readonly views: FirstViews; readonly readApi: (url: string, page: PageRequest) => Promise<unknown> };
  /** Whether the thing a route names exists (a landing by its slug): a route whose thing is missing answers 404. */
  readonly pageExists?: (routeId: string, params: Readonly<Record<string, string | undefined>>) => Promise<boolean>;
}

/**
 * The page for a request. Before any JavaScript runs it asks the redirects service, the blocks service and the
 * maintenance config, lets the routing library decide, and answers with its status: 200, 301/302, 404, 500. See
 * pages.routes.ts for what the first HTML carries.
 */
export function createPageAnswerer({
  db,
  clock,
  template,
  reads,
  resolveLegacyGame,
  log,
  firstViews,
  pageExists,
}: PageAnswerDeps): (page: PageRequest, requestLog: FastifyBaseLogger) => Promise<PageAnswer> {
  const renderDocument = documentRenderer(template);
  const redirects = redirectsClientOver(reads.navigation.redirectLight, {
    onFailedAttempt: ({ attempt, error }) => log.warn({ attempt, err: error }, 'redirect check failed'),
  });
  const blocks = blocksClientOver((request) => checkBlockFrom(reads.navigation.blockRules, request), {
    onFailedAttempt: ({ attempt, error }) => log.warn({ attempt, err: error }, 'block check failed'),
  });

  return async (request, requestLog) => {
    let degraded = false;
    const { url: pathAndQuery, cookies, overrides } = request;
    const pathname = pathAndQuery.split('?', 1)[0] ?? '';
    // Texts are read in the path's language: only a page answered in that language uses them.
    const [firstSegment = ''] = pathSegments(pathname);
    const lang = isLanguageSegment(firstSegment) ? firstSegment.toLowerCase() : undefined;
    const config = await reads.config.configAll(lang, overrides);

    // The redirects service knows language-prefixed URLs only, so it is asked once the path has its language.
    if (lang && config.languages.some((language) => language.code === lang)) {
      try {
        const answer = await redirects.redirectLight(pathAndQuery);
        if (answer.redirect && answer.url && answer.code) return { kind: 'redirect', status: answer.code, location: answer.url, degraded };
      } catch (error) {
        requestLog.error({ err: error }, 'redirects service unavailable; serving without its answer');
        degraded = true;
      }
    }

    // The session is one person's: never cached.
    const session = await navigationSessionOf(db, clock, cookies);
    const [routing, maintenance, blocking] = await Promise.all([
      reads.config.routingConfig(overrides),
      maintenanceFrom(reads.navigation.maintenanceConfig, clock, { maintenanceCookie: cookies[MAINTENANCE_COOKIE], overrides }),
      checkBlocking(blocks, { auth: session.signedIn, url: pathAndQuery, forceGeoOffCookie: cookies[FORCE_GEO_OFF_COOKIE] }),
    ]);
    if (blocking.maintenanceBecauseBlockCheckFailed) degraded = true;
    const context: NavigationContext = {
      language: {
        cookieLanguage: cookies['lng'],
        acceptLanguage: request.headers['accept-language'],
        configDefault: config.siteConfig.lng,
        available: visibleLanguageCodes(config.languages, cookies[SESSION_COOKIE] !== undefined),
      },
      config: routing,
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
    const decision = decideNavigation({ url: pathAndQuery }, context);
    const companyName = config.siteConfig.companyName;
    const env = remoteAppEnv({ db, clock, warn: (message) => requestLog.warn(message) }, request, config, undefined);
    const site = { languages: config.languages, siteConfig: config.siteConfig, mobileHost: config.routing.mobileHost };

    interface PageParts {
      readonly title: string;
      readonly body?: string;
      readonly head?: string;
      readonly afterRoot?: string;
    }
    const page = (status: number, parts: PageParts): PageAnswer => ({
      kind: 'html',
      status,
      degraded,
      html: renderDocument({
        lng: lang ?? config.siteConfig.lng,
        config,
        appearance: readAppearance((key) => cookies[key]),
        bootstrap: {
          showsCookiePopup: config.siteConfig.showCookiePopup,
          hasSession: cookies[SESSION_COOKIE] !== undefined,
          countryCode: countryCodeOf(request.headers[COUNTRY_CODE_HEADER]),
          termsChanged: session.termsChanged,
          banLevel: session.banLevel,
          banVersion: session.banVersion,
        },
        ...parts,
      }),
    });

    /** The page's SEO, or none when the request's Host is not a host name (no absolute URLs can be made). */
    const seoFor = async (status: number): Promise<RenderedPageSeo | undefined> => {
      if (!request.origin) return undefined;
      try {
        return await reads.seo.resolve(site, configKey(lang, overrides), { fullPath: pathAndQuery, origin: request.origin, status });
      } catch (error) {
        requestLog.error({ err: error }, 'page SEO failed; answering without it');
        degraded = true;
        return undefined;
      }
    };

    /** An app rendered in process for this page; a failure is logged and answered as undefined (the page still answers). */
    const render = async (appName: string, status?: number): Promise<RenderOutcome | undefined> => {
      try {
        const outcome = await renderRemoteApp(appName, env, { page: parsePagePath(pathAndQuery), fullPath: pathAndQuery, ...(status === undefined ? {} : { status }) });
        if (outcome.kind === 'error' && outcome.status !== 404) degraded = true;
        return outcome;
      } catch (error) {
        requestLog.error({ err: error, appName }, 'remote app failed to render on the server');
        degraded = true;
        return undefined;
      }
    };

    /** The first HTML of a remote-app page: the app, the SEO text block and the footer in #root; their styles and the SEO tags in the head. */
    const remoteAppPage = async (status: number, app: Extract<RenderOutcome, { kind: 'ok' }>, fallbackTitle: string) => {
      const [seo, footer] = await Promise.all([seoFor(status), render('footer')]);
      const apps = footer?.kind === 'ok' ? [app.response, footer.response] : [app.response];
      return page(status, {
        title: seo?.seo.pageData.title ?? (app.response.title || fallbackTitle),
        head: (seo?.headHtml ?? '') + apps.map(remoteAppStyleHtml).join(''),
        body: remoteAppHtml(app.response) + (seo?.contentHtml ?? '') + (footer?.kind === 'ok' ? remoteAppHtml(footer.response) : ''),
      });
    };

    /** The 404 or 500 page from the technical-pages app; the built-in readable body when the app cannot answer. */
    const technicalPage = async (status: 404 | 500) => {
      const fallbackTitle = status === 404 ? `This page could not be found · ${companyName}` : `Something went wrong on our side · ${companyName}`;
      const app = await render('technical-pages', status);
      if (app?.kind === 'ok') return remoteAppPage(status, app, fallbackTitle);
      const seo = await seoFor(status);
      return page(status, { title: fallbackTitle, head: seo?.headHtml ?? '', body: status === 404 ? notFoundBody(lang ?? config.siteConfig.lng) : errorBody(500) });
    };

    /**
     * A guest's first view of a page the web app renders on the server (the home, line, live, casino lobby): its
     * markup and the API answers it was made from. Undefined for other pages, for a visitor with a session (their
     * header and coupon are their own), or when a read or the rendering fails (the browser renders the page then).
     */
    const firstView = async (lng: string) => {
      const requests = firstViews && isGuest(request) ? firstViews.views.firstViewRequests(pathAndQuery) : undefined;
      if (!firstViews || !requests) return undefined;
      try {
        const answers = Object.fromEntries(await Promise.all(requests.map(async (url) => [url, await firstViews.readApi(url, request)] as const)));
        const ageNotice = !isAgeAcceptedByCookie(cookies[AGE_ACCEPTED_COOKIE]);
        // Times, clock and view as the visitor's cookies set them: the browser starts from the same cookies.
        const settings = loadCookieSettings(cookies, { showsCookiePopup: config.siteConfig.showCookiePopup, countryCode: countryCodeOf(request.headers[COUNTRY_CODE_HEADER]) }, clock.now());
        return await firstViews.views.renderFirstView({ url: pathAndQuery, lng, config, maintenanceActive: context.maintenance, navigation: context, answers, ageNotice, settings });
      } catch (error) {
        requestLog.error({ err: error }, 'first view failed to render on the server; the browser renders it');
        degraded = true;
        return undefined;
      }
    };

    return match(decision)
      .returnType<Promise<PageAnswer>>()
      .with({ kind: 'redirect' }, async (decision) => {
        if (decision.warning) requestLog.warn(decision.warning);
        return { kind: 'redirect', status: decision.status, location: decision.location, degraded };
      })
      .with({ kind: 'not-found' }, () => technicalPage(404))
      .with({ kind: 'error' }, (decision) => {
        requestLog.error(decision.message);
        return technicalPage(500);
      })
      .with({ kind: 'cancel' }, async (decision) => {
        // Cancels come from in-page state (a navigation block, a remote-app guard) that a first load does not have.
        if (decision.warning) requestLog.warn(decision.warning);
        return page(200, { title: companyName });
      })
      .with({ kind: 'render' }, async (decision) => {
        if (decision.route.id === 'maintenance') return page(503, { title: companyName, body: maintenanceBody(decision.lng) });
        if (decision.route.id === 'error.500') return technicalPage(500);
        if (pageExists && !(await pageExists(decision.route.id, decision.params))) return technicalPage(404);
        const appName = pageAppForRoute(decision.route);
        if (appName) {
          const app = await render(appName);
          if (app?.kind === 'ok') return remoteAppPage(200, app, companyName);
          if (app?.kind === 'error' && app.status === 404) return technicalPage(404);
          // The app failed: the web app renders the page (and its error state) in the browser.
        }
        const [seo, view] = await Promise.all([seoFor(200), firstView(decision.lng)]);
        const title = seo?.seo.pageData.title ?? companyName;
        const head = seo?.headHtml ?? '';
        // The SEO text follows the rendered view (the browser shows it in its own place once the app runs).
        if (view) {
          const answer = page(200, { title, head: head + view.head, body: view.html, afterRoot: (view.overlay ?? '') + view.dataScript + (seo?.contentHtml ?? '') });
          return { ...answer, ...(answer.kind === 'html' ? { html: bootAfterFirstPaint(answer.html) } : {}), live: true };
        }
        return page(200, { title, head, ...(seo?.contentHtml ? { body: seo.contentHtml } : {}) });
      })
      .exhaustive();
  };
}
