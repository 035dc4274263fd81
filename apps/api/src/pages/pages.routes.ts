import type { Clock } from '@betting/kernel';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ReadCacheSettings } from '../cache/read-cache';
import type { ConfigReads } from '../config/config.cache';
import type { OverridesFor } from '../config/site-config.repository';
import type { Database } from '../db/database';
import type { NavigationReads } from '../navigation';
import { COUNTRY_CODE_HEADER, COUNTRY_ID_HEADER, requestOrigin, type PageSeoCache } from '../remote-apps';
import { ageNoticeRoutes } from './age-notice.routes';
import type { FirstViews } from './first-views';
import { createGuestPagesCache, isGuest, sentPageOf, type SentPage } from './guest-pages.cache';
import { createPageAnswerer, type PageAnswerDeps } from './page-answer';
import type { PageRequest } from './page-request';

export interface PagesRoutesOptions {
  readonly db: Database;
  readonly clock: Clock;
  /** The built web app's `index.html`, or undefined when the web app has not been built. */
  readonly template: string | undefined;
  /** The web app's server build: the home, line, live and casino lobby are sent with their first view rendered. */
  readonly firstViews?: FirstViews | undefined;
  readonly overridesFor: OverridesFor;
  /** The shared reads every page makes, from memory (config, navigation rules, SEO), and how long pages are kept. */
  readonly reads: { readonly config: ConfigReads; readonly navigation: NavigationReads; readonly seo: PageSeoCache; readonly cache: ReadCacheSettings };
  /** The games catalogue's answer for a legacy game route (its current route); without it they lead to the games index. */
  readonly resolveLegacyGame?: (route: string) => string | undefined;
  /** Whether the thing a route names exists (page-answer.ts); without it every route's page is drawn. */
  readonly pageExists?: PageAnswerDeps['pageExists'];
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
 *
 * The page itself is made in page-answer.ts; a visitor without a session gets it from memory (guest-pages.cache.ts).
 */
export const pagesRoutes: FastifyPluginAsync<PagesRoutesOptions> = async (app, { db, clock, template, firstViews, overridesFor, reads, resolveLegacyGame = () => undefined, pageExists }) => {
  /** A first view's API read, answered in process by the route a browser would call (the same JSON, no socket). */
  const readApi = async (url: string, page: PageRequest): Promise<unknown> => {
    const cookie = Object.entries(page.cookies)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
      .join('; ');
    const headers: Record<string, string> = { accept: 'application/json', ...(cookie ? { cookie } : {}) };
    for (const [name, value] of Object.entries(page.headers)) if (typeof value === 'string') headers[name] = value;
    const response = await app.inject({ method: 'GET', url, headers });
    if (response.statusCode !== 200) throw new Error(`GET ${url} answered ${response.statusCode}`);
    return response.json();
  };
  const answer = template
    ? createPageAnswerer({ db, clock, template, reads, resolveLegacyGame, pageExists, log: app.log, ...(firstViews ? { firstViews: { views: firstViews, readApi } } : {}) })
    : undefined;
  await app.register(ageNoticeRoutes);
  const guestPages = createGuestPagesCache(reads.cache);
  app.addHook('onClose', async () => guestPages.close());

  const send = (reply: FastifyReply, page: SentPage) => {
    if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
    reply.code(page.status).header('cache-control', 'no-store').type('text/html; charset=utf-8');
    // The tag of a kept page was taken once, when it was made.
    if (page.etag) reply.header('etag', page.etag);
    return reply.send(page.body);
  };

  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://site.invalid');
    if (API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) {
      return reply.code(404).send({ error: { code: 'not_found', message: `No API route ${url.pathname}` } });
    }
    if (!answer) {
      return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    const page: PageRequest = {
      url: `${url.pathname}${url.search}`,
      origin: requestOrigin(request),
      cookies: request.cookies,
      headers: { 'accept-language': request.headers['accept-language'], [COUNTRY_CODE_HEADER]: request.headers[COUNTRY_CODE_HEADER], [COUNTRY_ID_HEADER]: request.headers[COUNTRY_ID_HEADER] },
      overrides: await overridesFor(request),
    };
    if (isGuest(page)) return send(reply, await guestPages.get(page, () => answer(page, request.log)));
    return send(reply, sentPageOf(await answer(page, request.log)));
  });
};
