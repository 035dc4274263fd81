import { STATE_QUERY_KEY } from './constants';
import { chooseLanguage, isLanguageSegment } from './language';
import { lookupRoute, pathSegments } from './match-route';
import { routePath } from './path-for';
import { routeById } from './route-table';
import { safeReturnPath, splitUrl } from './safe-path';
import type { NavigationContext, RouteDefinition } from './types';

export interface AfterSignInInput {
  /** Where the visitor was when the sign-in (or registration) succeeded: path and query. */
  readonly currentUrl: string;
  /** A stored return URL; when absent, the current URL's `state` query (set by the access guard) is used. */
  readonly returnUrl?: string | null;
  /** The page before the current one (route history). */
  readonly previousUrl?: string | null;
}

/** The language and route of a URL of the site; none when its language is not available. */
function routeOf(url: string, available: readonly string[]): { readonly lng: string | undefined; readonly route: RouteDefinition | undefined } {
  const [first, ...rest] = pathSegments(splitUrl(url).path);
  if (first === undefined || !isLanguageSegment(first) || !available.includes(first)) return { lng: undefined, route: undefined };
  const found = lookupRoute(rest);
  return { lng: first, route: found?.valid ? found.match.route : undefined };
}

/**
 * Where a visitor goes right after signing in or registering:
 *  1. the config's afterRegistrationAndLoginRedirectRoutesV2 mapping (route id → route id) for the current
 *     route, when the target route needs no parameters;
 *  2. the return URL (stored, or the current URL's `state` query), when it is a safe same-origin path;
 *  3. when the current page is not one a signed-in user may stay on (a guest-only page, an unknown or
 *     unsafe URL): the previous page if safe and allowed, else the language root;
 *  4. otherwise the current page (reloaded with the new session).
 * Always a same-origin path.
 */
export function afterSignInTarget(input: AfterSignInInput, context: NavigationContext): string {
  const current = safeReturnPath(input.currentUrl);
  const { available } = context.language;
  const { lng: currentLng, route } = current === null ? { lng: undefined, route: undefined } : routeOf(current, available);
  const lng = currentLng ?? chooseLanguage(context.language);
  const home = `/${lng}`;

  const mappedId = route ? context.config.afterSignInRedirects[route.id] : undefined;
  const mapped = mappedId === undefined ? undefined : routeById(mappedId);
  if (mapped) {
    try {
      const path = routePath(mapped);
      return path === '' ? home : `${home}/${path}`;
    } catch {
      // the target needs parameters the mapping cannot give: fall through
    }
  }

  const returnUrl = input.returnUrl ?? (current === null ? null : new URLSearchParams(splitUrl(current).search).get(STATE_QUERY_KEY));
  const safeReturn = returnUrl ? safeReturnPath(returnUrl) : null;
  if (safeReturn !== null) return safeReturn;

  const stayable = (candidate: RouteDefinition | undefined) => candidate !== undefined && !candidate.meta.guestOnly;
  if (current !== null && stayable(route)) return current;
  const previous = input.previousUrl ? safeReturnPath(input.previousUrl) : null;
  if (previous !== null && stayable(routeOf(previous, available).route)) return previous;
  return home;
}
