import { chooseLanguage, isLanguageSegment, type LanguageChoiceInput } from './language';
import { matchRoute, pathSegments } from './match-route';
import type { RouteDefinition } from './route-table';

export interface NavigationRequest {
  readonly pathname: string;
  /** The query string including its leading `?`, or `''`. */
  readonly search: string;
}

export type NavigationDecision =
  | { readonly kind: 'redirect'; readonly status: 302; readonly location: string; readonly warning?: string }
  | { readonly kind: 'page'; readonly status: 200; readonly lng: string; readonly route: RouteDefinition; readonly params: Readonly<Record<string, string>> }
  | { readonly kind: 'not-found'; readonly status: 404; readonly lng: string };

/**
 * The one navigation decision the server and the browser both obey: language prefix first, then the route.
 * Redirects are 302 because the language they add depends on the visitor.
 */
export function decideNavigation(request: NavigationRequest, language: LanguageChoiceInput): NavigationDecision {
  const segments = pathSegments(request.pathname);
  const [first, ...rest] = segments;
  const userLanguage = chooseLanguage(language);

  if (first === undefined) {
    return { kind: 'redirect', status: 302, location: `/${userLanguage}${request.search}` };
  }
  if (!isLanguageSegment(first)) {
    return {
      kind: 'redirect',
      status: 302,
      location: `/${[userLanguage, ...segments].join('/')}${request.search}`,
      warning: `path ${request.pathname} has no language prefix; prefixed with ${userLanguage}`,
    };
  }
  if (!language.available.includes(first)) {
    return { kind: 'redirect', status: 302, location: `/${[userLanguage, ...rest].join('/')}${request.search}` };
  }
  const match = matchRoute(rest);
  if (!match) return { kind: 'not-found', status: 404, lng: first };
  return { kind: 'page', status: 200, lng: first, route: match.route, params: match.params };
}
