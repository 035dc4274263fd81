/**
 * The one navigation decision that the server (before any JavaScript) and the browser (`beforeLoad`) obey.
 *
 * A navigation runs through an ordered list of named middleware ({@link NAVIGATION_MIDDLEWARE}); the first
 * one that answers decides. The order:
 *
 *  1. safe-url            the URL must be a same-origin path (`//evil.com`, `javascript:` … → 404); it is normalised
 *  2. language            no `{lng}` prefix → 302 with the user's language prefixed (warning); root → `/{lng}`;
 *                         a two-letter code that is not available → 302 with it replaced
 *  3. not-found-fragments a config-listed fragment in the path → 404
 *  4. platform            `platform_type=mobile` on a path that matches no route → 302 home without it;
 *                         a touch-Mac iPad on desktop on a known route → 302 to the configured mobile host
 *                         (same path, `platform_type=mobile`): the only foreign target ever emitted
 *  5. match               no route → 404 (the catch-all)
 *  6. params              a parameter fails its zod check → 404 (spec §5)
 *  7. enabled             a route's config flag / route availability is off, or a dev-only route in production → 404
 *  8. maintenance         on: every route → 302 `/{lng}/maintenance`, which renders; off: maintenance → 302 home
 *  9. blocking            reason 4 site-updates, 16 suspension, 1 2 3 5 14 block, 13 block-ua, 17 block-ie,
 *                         8 coming-soon → 302 there (that page renders); verify is exempt; no reason but on one
 *                         of those pages → 302 `/{lng}`
 * 10. ban                 signed in with ban level > 0: only routes allowed while banned, and deduce when the level
 *                         is 53 (ban version 1) or 45 (other versions); else 302 block-appeal-history.
 *                         Not banned on a banned-only route → 302 home
 * 11. confirm-terms       signed in, terms changed, confirm-terms enabled, route needs accepted terms → 302
 *                         confirm-terms; on confirm-terms without changed terms → 302 `/{lng}`
 * 12. access              guest on a sign-in route: account area → the sign-in entry point ("authApp",
 *                         user/login) with `state` = the asked path and query; else user/login (with `state`) when
 *                         route availability 72 is on; else home. Signed in on a guest-only route → office/account,
 *                         `state` kept
 * 13. profile-completion  signed in with pending identification (→ identification or verification) or data after
 *                         registration (→ office/account) on another account-area page
 * 14. navigation-block    the navigation block is set → cancel
 * 15. remote-app-guards   any remote-app guard answered false → cancel
 * 16. table-redirect      the route's own redirect (legacy names, rules → rules/1, office → office/account)
 * 17. route-middleware    the route's named middleware in order (user-action, legacy-game, slot-first-deposit,
 *                         bonus-to-offer, recharge-modal); an unknown name → 500 "Unknown middleware {name}"
 * 18. render              200 with the route, params, layout and the modal the query asks for
 *
 * Then every redirect passes the final check: its target must be a safe same-origin path ({@link safeReturnPath};
 * else 404), and a target equal to the current URL (or the asked one) is suppressed: cancel with a warning the
 * caller logs. An unknown global middleware name is a 500 as well.
 */
import {
  BONUS_TO_OFFER_REDIRECT_STATUS,
  DEFAULT_REDIRECT_STATUS,
  PROFILE_COMPLETION_ROUTES,
  blockingPageFor,
  isBlockingPage,
  notFoundFragmentTest,
} from './decide-rules';
import { FORGOT_PASSWORD_QUERY_KEY, MODAL_QUERY_KEY, PLATFORM_QUERY_KEY, ROUTE_AVAILABILITY, STATE_QUERY_KEY, deduceBanLevel } from './constants';
import { isLanguageSegment, languageAnswers } from './language';
import { lookupRoute, pathSegments, type RouteLookup, type RouteMatch } from './match-route';
import { routePath } from './path-for';
import { routeById, routeTable } from './route-table';
import { BONUS_TO_OFFER, OFFER_TO_BONUS } from './routes/bonus';
import { safeReturnPath, splitUrl, type UrlParts } from './safe-path';
import type { ModalKey, NavigationContext, NavigationDecision, NavigationRequest, RouteDefinition, RouteEnabler } from './types';

/** The global middleware, in the order they run. */
export const NAVIGATION_MIDDLEWARE = [
  'safe-url',
  'language',
  'not-found-fragments',
  'platform',
  'match',
  'params',
  'enabled',
  'maintenance',
  'blocking',
  'ban',
  'confirm-terms',
  'access',
  'profile-completion',
  'navigation-block',
  'remote-app-guards',
  'table-redirect',
  'route-middleware',
  'render',
] as const;

export interface DecideOptions {
  /** The global middleware to run, in order (default {@link NAVIGATION_MIDDLEWARE}). */
  readonly middleware?: readonly string[];
  /** The route table to match against (default {@link routeTable}); redirect targets are always the site's. */
  readonly table?: readonly RouteDefinition[];
}

/** The state of one decision; built once, read by the middleware. */
interface Navigation {
  readonly request: NavigationRequest;
  readonly context: NavigationContext;
  readonly table: readonly RouteDefinition[];
  /** The asked URL, normalised; `null` when it is not a safe same-origin path. */
  readonly normalized: string | null;
  /** The current URL, normalised (computed when first needed). */
  currentNormalized: string | null | undefined;
  readonly url: UrlParts;
  /** The query of the asked URL (parsed when first needed: most decisions never read it). */
  query: URLSearchParams | undefined;
  readonly segments: readonly string[];
  /** The language the answer is in: the path's when available, else the user's (chooseLanguage). */
  readonly lng: string;
  /** The context's available languages. */
  readonly available: ReadonlySet<string>;
  /** Segments after the language prefix. */
  readonly rest: readonly string[];
  lookup: RouteLookup | undefined | null;
}

type Middleware = (nav: Navigation) => NavigationDecision | undefined;

const MOBILE_HOST_RULE = 'platform-mobile-host';

// ---------------------------------------------------------------- helpers

function searchOf(query: URLSearchParams): string {
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

function currentNormalized(nav: Navigation): string | null {
  if (nav.currentNormalized === undefined) nav.currentNormalized = nav.request.currentUrl === undefined ? null : safeReturnPath(nav.request.currentUrl);
  return nav.currentNormalized;
}

/** A query parameter of the asked URL; the query is parsed once, and only when there is one. */
function queryParam(nav: Navigation, key: string): string | null {
  if (nav.url.search === '') return null;
  nav.query ??= new URLSearchParams(nav.url.search);
  return nav.query.get(key);
}

function lookup(nav: Navigation): RouteLookup | undefined {
  if (nav.lookup === null) nav.lookup = lookupRoute(nav.rest, nav.table);
  return nav.lookup;
}

function matched(nav: Navigation): RouteMatch | undefined {
  const found = lookup(nav);
  return found?.valid ? found.match : undefined;
}

function redirect(
  nav: Navigation,
  rule: string,
  pathAfterLanguage: string,
  options: { readonly status?: 301 | 302; readonly search?: string; readonly warning?: string; readonly keepHash?: boolean } = {},
): NavigationDecision {
  const path = pathAfterLanguage === '' ? `/${nav.lng}` : `/${nav.lng}/${pathAfterLanguage}`;
  const hash = options.keepHash === false ? '' : nav.url.hash;
  return {
    kind: 'redirect',
    status: options.status ?? DEFAULT_REDIRECT_STATUS,
    location: `${path}${options.search ?? ''}${hash}`,
    rule,
    ...(options.warning ? { warning: options.warning } : {}),
  };
}

/** A redirect to a route of the site by id (no query, no hash: a guard's target is a fresh page). */
function redirectToRoute(nav: Navigation, rule: string, routeId: string, search = ''): NavigationDecision {
  const route = routeById(routeId);
  return redirect(nav, rule, route ? routePath(route) : '', { search, keepHash: false });
}

function notFound(nav: Navigation, rule: string): NavigationDecision {
  return { kind: 'not-found', status: 404, lng: nav.lng, rule };
}

function render(nav: Navigation, found: RouteMatch): NavigationDecision {
  const modal = modalFor(nav, found.route);
  return {
    kind: 'render',
    status: 200,
    lng: nav.lng,
    route: found.route,
    params: found.params,
    layout: found.route.layout,
    ...(modal ? { modal } : {}),
  };
}

const MODAL_KEYS: ReadonlySet<string> = new Set<ModalKey>(['login', 'registration', 'forgot-password', 'recharge', 'transfer-user', 'team-cash', 'support-history', 'registration-reminder']);

function isModalKey(value: string | null): value is ModalKey {
  return value !== null && MODAL_KEYS.has(value);
}

/** The modal the query asks for, when it makes sense for this visitor on this route. */
function modalFor(nav: Navigation, route: RouteDefinition): ModalKey | undefined {
  const { signedIn } = nav.context.session;
  if (!signedIn && queryParam(nav, FORGOT_PASSWORD_QUERY_KEY) === '1') return 'forgot-password';
  const asked = queryParam(nav, MODAL_QUERY_KEY);
  if (!isModalKey(asked)) return undefined;
  switch (asked) {
    case 'login':
      return signedIn || route.id === 'user.login' ? undefined : 'login';
    case 'registration':
      return signedIn || route.id === 'registration' || !nav.context.config.flags.registrationEnabled ? undefined : 'registration';
    case 'forgot-password':
    case 'registration-reminder':
      return signedIn ? undefined : asked;
    case 'recharge':
    case 'transfer-user':
    case 'team-cash':
    case 'support-history':
      return signedIn ? asked : undefined;
    default:
      return unreachable(asked);
  }
}

/** Exhaustiveness without a runtime library (this file is in the first JavaScript every page loads). */
function unreachable(value: never): never {
  throw new Error(`unhandled case ${String(value)}`);
}

function enabled(nav: Navigation, enabler: RouteEnabler): boolean {
  const { config } = nav.context;
  return 'configFlag' in enabler ? config.flags[enabler.configFlag] : config.availableRoutes.has(enabler.routeAvailability);
}

function requiresSignIn(nav: Navigation, route: RouteDefinition): boolean {
  const flag = route.meta.signInWhen;
  return route.signIn || (flag !== undefined && nav.context.config.flags[flag]);
}

/** The mobile host's origin, when the config holds a valid http(s) one. */
function mobileOrigin(host: string | null): string | undefined {
  if (!host) return undefined;
  if (host === lastMobileHost.host) return lastMobileHost.origin;
  let origin: string | undefined;
  try {
    const url = new URL(host);
    origin = url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    origin = undefined;
  }
  lastMobileHost = { host, origin };
  return origin;
}

// A site has one mobile host: its origin is parsed once, not on every decision for a known route.
let lastMobileHost: { readonly host: string | undefined; readonly origin: string | undefined } = { host: undefined, origin: undefined };

/** The route the visitor is on now, if the current URL is a path of the site. */
function currentRoute(nav: Navigation): RouteDefinition | undefined {
  const current = currentNormalized(nav);
  if (current === null) return undefined;
  const segments = pathSegments(splitUrl(current).path);
  const [first, ...rest] = segments;
  if (first === undefined || !isLanguageSegment(first)) return undefined;
  const found = lookupRoute(rest, nav.table);
  return found?.valid ? found.match.route : undefined;
}

// ---------------------------------------------------------------- route middleware

/** Named middleware a route lists in `meta.middleware`. */
const ROUTE_MIDDLEWARE: ReadonlyMap<string, (nav: Navigation, found: RouteMatch) => NavigationDecision | undefined> = new Map(Object.entries({
  /** user/action.php: `action=forgot` → password reset, else → activation. */
  'user-action': (nav) =>
    queryParam(nav, 'action') === 'forgot'
      ? redirect(nav, 'user-action-forgot', 'user/passwordreset', { status: 301, search: nav.url.search })
      : redirect(nav, 'user-action', 'user/activate', { status: 301, search: nav.url.search }),

  /** Legacy game routes: 301 to the game's current route (the catalogue finds it by route or old route), else the index. */
  'legacy-game': (nav, found) => {
    const gameRoute = found.params['gameRoute'];
    const current = gameRoute ? nav.context.resolveLegacyGame(gameRoute) : undefined;
    return current
      ? redirect(nav, 'legacy-game', `games/${encodeURIComponent(current)}`, { status: 301, search: nav.url.search })
      : redirect(nav, 'legacy-game-unknown', 'games', { status: 301, search: nav.url.search });
  },

  /** Bonus `slot_first_deposit` → 301 casino/slot-first-deposit when thirdPartyHasFirstDepositRedirect is on. */
  'slot-first-deposit': (nav, found) =>
    found.params['id'] === 'slot_first_deposit' && nav.context.config.flags.thirdPartyHasFirstDepositRedirect
      ? redirect(nav, 'slot-first-deposit', 'casino/slot-first-deposit', { status: 301, search: nav.url.search })
      : undefined,

  /** Bonus ↔ offer replace-redirects, params and query kept. */
  'bonus-to-offer': (nav, found) => {
    const toOffer = nav.context.config.flags.promoBonusToOffer;
    const counterpart = toOffer ? BONUS_TO_OFFER[found.route.id] : OFFER_TO_BONUS[found.route.id];
    const target = counterpart === undefined ? undefined : routeById(counterpart);
    if (!target) return undefined;
    return redirect(nav, toOffer ? 'bonus-to-offer' : 'offer-to-bonus', routePath(target, found.params), {
      status: BONUS_TO_OFFER_REDIRECT_STATUS,
      search: nav.url.search,
    });
  },

  /** With useRechargeModal on, navigating to recharge from outside the office is cancelled: the modal opens instead. */
  'recharge-modal': (nav) => {
    if (!nav.context.config.flags.useRechargeModal || nav.request.currentUrl === undefined) return undefined;
    if (currentRoute(nav)?.meta.accountArea) return undefined;
    return { kind: 'cancel', rule: 'recharge-modal', modal: 'recharge' };
  },
} satisfies Record<string, (nav: Navigation, found: RouteMatch) => NavigationDecision | undefined>));

/** Names a route may list in `meta.middleware`. */
export const ROUTE_MIDDLEWARE_NAMES: readonly string[] = [...ROUTE_MIDDLEWARE.keys()];

function unknownMiddleware(name: string): NavigationDecision {
  return { kind: 'error', status: 500, message: `Unknown middleware ${name}` };
}

// ---------------------------------------------------------------- global middleware

const MIDDLEWARE_BY_NAME = {
  'safe-url': (nav) => (nav.normalized === null ? notFound(nav, 'unsafe-url') : undefined),

  language: (nav) => {
    const first = nav.segments[0];
    const { search } = nav.url;
    if (first === undefined) return redirect(nav, 'language-root', '', { search });
    if (!isLanguageSegment(first)) {
      return redirect(nav, 'language-missing', nav.segments.join('/'), {
        search,
        warning: `path ${nav.url.path} has no language prefix; prefixed with ${nav.lng}`,
      });
    }
    if (!nav.available.has(first)) return redirect(nav, 'language-unavailable', nav.rest.join('/'), { search });
    return undefined;
  },

  'not-found-fragments': (nav) => {
    const holdsFragment = notFoundFragmentTest(nav.context.config.notFoundFragments);
    return holdsFragment(`/${nav.rest.join('/')}`) ? notFound(nav, 'not-found-fragment') : undefined;
  },

  platform: (nav) => {
    const found = matched(nav);
    if (!found) {
      if (queryParam(nav, PLATFORM_QUERY_KEY) !== 'mobile') return undefined;
      const query = new URLSearchParams(nav.url.search);
      query.delete(PLATFORM_QUERY_KEY);
      return redirect(nav, 'platform-unmatched', '', { search: searchOf(query), keepHash: false });
    }
    const origin = mobileOrigin(nav.context.config.mobileHost);
    if (!nav.context.platform.touchMacIpadOnDesktop || origin === undefined) return undefined;
    const query = new URLSearchParams(nav.url.search);
    query.set(PLATFORM_QUERY_KEY, 'mobile');
    return { kind: 'redirect', status: 302, location: `${origin}${nav.url.path}${searchOf(query)}`, rule: MOBILE_HOST_RULE };
  },

  match: (nav) => (lookup(nav) ? undefined : notFound(nav, 'no-route')),

  params: (nav) => (lookup(nav)?.valid === false ? notFound(nav, 'invalid-params') : undefined),

  enabled: (nav) => {
    const route = matched(nav)?.route;
    if (!route) return undefined;
    if (route.meta.devOnly && nav.context.config.flags.isProduction) return notFound(nav, 'dev-only-route');
    for (const enabler of route.meta.enabledBy ?? []) if (!enabled(nav, enabler)) return notFound(nav, 'disabled-route');
    return undefined;
  },

  maintenance: (nav) => {
    const found = matched(nav);
    if (!found) return undefined;
    const onMaintenance = found.route.id === 'maintenance';
    if (nav.context.maintenance) return onMaintenance ? render(nav, found) : redirectToRoute(nav, 'maintenance', 'maintenance');
    return onMaintenance ? redirectToRoute(nav, 'maintenance-off', 'home') : undefined;
  },

  blocking: (nav) => {
    const found = matched(nav);
    if (!found || found.route.meta.exemptFromBlocking) return undefined;
    const target = blockingPageFor(nav.context.blockingReason);
    if (target === undefined) return isBlockingPage(found.route.id) ? redirectToRoute(nav, 'blocking-none', 'home') : undefined;
    return found.route.id === target ? render(nav, found) : redirectToRoute(nav, `blocking-${nav.context.blockingReason}`, target);
  },

  ban: (nav) => {
    const route = matched(nav)?.route;
    if (!route) return undefined;
    const { signedIn, banLevel, banVersion } = nav.context.session;
    const banned = signedIn && banLevel > 0;
    if (!banned) return route.meta.bannedOnly ? redirectToRoute(nav, 'not-banned', 'home') : undefined;
    if (route.meta.allowedWhileBanned) return undefined;
    if (route.meta.allowedAtMatchingBanLevel && banLevel === deduceBanLevel(banVersion)) return undefined;
    return redirectToRoute(nav, 'banned', 'block-appeal-history');
  },

  'confirm-terms': (nav) => {
    const route = matched(nav)?.route;
    if (!route) return undefined;
    const { signedIn, termsChanged } = nav.context.session;
    if (route.id === 'confirm-terms') return signedIn && termsChanged ? undefined : redirectToRoute(nav, 'terms-unchanged', 'home');
    return signedIn && termsChanged && nav.context.config.flags.confirmTermsEnabled && route.meta.needsAcceptedTerms
      ? // The page asked for is kept, so accepting returns there.
        redirectToRoute(nav, 'terms-changed', 'confirm-terms', searchOf(new URLSearchParams({ [STATE_QUERY_KEY]: `${nav.url.path}${nav.url.search}` })))
      : undefined;
  },

  access: (nav) => {
    const route = matched(nav)?.route;
    if (!route) return undefined;
    if (nav.context.session.signedIn) {
      if (!route.meta.guestOnly) return undefined;
      const state = queryParam(nav, STATE_QUERY_KEY);
      return redirectToRoute(nav, 'access-signed-in', 'office.account', state === null ? '' : searchOf(new URLSearchParams({ [STATE_QUERY_KEY]: state })));
    }
    if (!requiresSignIn(nav, route)) return undefined;
    const state = searchOf(new URLSearchParams({ [STATE_QUERY_KEY]: `${nav.url.path}${nav.url.search}` }));
    if (route.meta.accountArea) return redirectToRoute(nav, 'access-auth-app', 'user.login', state);
    if (nav.context.config.availableRoutes.has(ROUTE_AVAILABILITY.login)) return redirectToRoute(nav, 'access-login', 'user.login', state);
    return redirectToRoute(nav, 'access-home', 'home');
  },

  'profile-completion': (nav) => {
    const route = matched(nav)?.route;
    const { session, config } = nav.context;
    if (!route || !session.signedIn || !route.meta.accountArea || PROFILE_COMPLETION_ROUTES.has(route.id)) return undefined;
    if (session.pendingIdentification) {
      return redirectToRoute(nav, 'pending-identification', config.flags.identificationEnabled ? 'office.identification' : 'office.verification');
    }
    return session.dataAfterRegistration ? redirectToRoute(nav, 'data-after-registration', 'office.account') : undefined;
  },

  'navigation-block': (nav) => (nav.context.navigationBlocked ? { kind: 'cancel', rule: 'navigation-blocked' } : undefined),

  'remote-app-guards': (nav) => (nav.context.remoteAppGuards.some((allowed) => !allowed) ? { kind: 'cancel', rule: 'remote-app-guard' } : undefined),

  'table-redirect': (nav) => {
    const found = matched(nav);
    const rule = found?.route.redirect;
    if (!found || !rule) return undefined;
    const target = rule.to(found.params);
    const queryAt = target.indexOf('?');
    const path = queryAt === -1 ? target : target.slice(0, queryAt);
    let search = rule.dropQuery ? '' : nav.url.search;
    if (queryAt !== -1) {
      const query = new URLSearchParams(search);
      for (const [key, value] of new URLSearchParams(target.slice(queryAt))) query.set(key, value);
      search = searchOf(query);
    }
    return redirect(nav, `redirect:${found.route.id}`, path, { status: rule.status, search });
  },

  'route-middleware': (nav) => {
    const found = matched(nav);
    for (const name of found?.route.meta.middleware ?? []) {
      const middleware = ROUTE_MIDDLEWARE.get(name);
      if (!middleware || !found) return unknownMiddleware(name);
      const decision = middleware(nav, found);
      if (decision) return decision;
    }
    return undefined;
  },

  render: (nav) => {
    const found = matched(nav);
    return found ? render(nav, found) : notFound(nav, 'no-route');
  },
} satisfies Record<(typeof NAVIGATION_MIDDLEWARE)[number], Middleware>;

const MIDDLEWARE: ReadonlyMap<string, Middleware> = new Map(Object.entries(MIDDLEWARE_BY_NAME));
/** The default order, looked up once rather than by name on every navigation. */
const DEFAULT_MIDDLEWARE: readonly Middleware[] = NAVIGATION_MIDDLEWARE.map((name) => MIDDLEWARE_BY_NAME[name]);

// ---------------------------------------------------------------- the decision

/** The final check of every redirect: a safe same-origin target, and no redirect to where the visitor already is. */
function checked(decision: NavigationDecision, nav: Navigation): NavigationDecision {
  if (decision.kind !== 'redirect') return decision;
  if (decision.rule === MOBILE_HOST_RULE) return decision;
  const location = safeReturnPath(decision.location);
  if (location === null) return notFound(nav, 'unsafe-redirect');
  if (location === nav.normalized || location === currentNormalized(nav)) {
    return { kind: 'cancel', rule: 'cyclic-redirect', warning: `redirect ${decision.rule} to ${location} is where the visitor is; suppressed` };
  }
  return location === decision.location ? decision : { ...decision, location };
}

function prepare(request: NavigationRequest, context: NavigationContext, table: readonly RouteDefinition[]): Navigation {
  const normalized = safeReturnPath(request.url);
  const url = splitUrl(normalized ?? '/');
  const segments = pathSegments(url.path);
  const first = segments[0];
  const prefixed = first !== undefined && isLanguageSegment(first);
  const { chosen, availableSet } = languageAnswers(context.language);
  return {
    request,
    context,
    table,
    normalized,
    currentNormalized: undefined,
    url,
    query: undefined,
    segments,
    lng: prefixed && availableSet.has(first) ? first : chosen,
    available: availableSet,
    rest: prefixed ? segments.slice(1) : segments,
    lookup: null,
  };
}

/**
 * Decides a navigation: exactly one of render, redirect (301/302), not found (404), cancel, or error (500).
 * Pure: the same request and context always give a deep-equal decision. See the file header for the order.
 */
export function decideNavigation(request: NavigationRequest, context: NavigationContext, options: DecideOptions = {}): NavigationDecision {
  const nav = prepare(request, context, options.table ?? routeTable);
  if (options.middleware === undefined) {
    for (const middleware of DEFAULT_MIDDLEWARE) {
      const decision = middleware(nav);
      if (decision) return checked(decision, nav);
    }
  } else {
    for (const name of options.middleware) {
      const middleware = MIDDLEWARE.get(name);
      if (!middleware) return unknownMiddleware(name);
      const decision = middleware(nav);
      if (decision) return checked(decision, nav);
    }
  }
  return checked(MIDDLEWARE_BY_NAME.render(nav), nav);
}
