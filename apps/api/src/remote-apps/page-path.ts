import { isLanguageSegment, lookupRoute, pathSegments, type RouteDefinition } from '@betting/routing';
import { isContentRoute } from './content/routes';

/** The remote apps that render a whole page (the footer renders a part of every page). */
export type PageAppName = 'content' | 'partners';

/**
 * The remote app that renders a route's page: information and its children are `content` (information.about
 * included), and so are the blog, news, promotions, the betting alphabet and the landings (content/request.ts);
 * the partner pages are `partners`. Other routes are rendered by the web app itself.
 */
export function pageAppForRoute(route: Pick<RouteDefinition, 'id'>): PageAppName | undefined {
  if (route.id === 'information' || route.id.startsWith('information.') || isContentRoute(route.id)) return 'content';
  if (route.id === 'ourpartners' || route.id === 'partners') return 'partners';
  return undefined;
}

export interface PagePath {
  /** The path's language, lower case; undefined when the first segment is not a language. */
  readonly lang: string | undefined;
  /** Segments after the language, undecoded: `['information', 'rules', '1']`. */
  readonly rest: readonly string[];
  /** `rest` joined: the key of a remote page (`information/rules/1`, `''` for the language root). */
  readonly pageKey: string;
  /** The path without its query: `/en/information/rules/1`. */
  readonly pathname: string;
  readonly query: URLSearchParams;
  /** The route the path names with valid params, if any. */
  readonly route: RouteDefinition | undefined;
}

/** Reads a page's full path (`/en/information/about?x=1`) as the remote apps and the SEO calls see it. */
export function parsePagePath(fullPath: string): PagePath {
  const url = new URL(fullPath, 'http://page.invalid');
  const segments = pathSegments(url.pathname);
  const [first] = segments;
  const lang = first !== undefined && isLanguageSegment(first) && first === first.toLowerCase() ? first : undefined;
  const rest = lang === undefined ? segments : segments.slice(1);
  const found = lang === undefined ? undefined : lookupRoute(rest);
  return {
    lang,
    rest,
    pageKey: rest.join('/'),
    pathname: url.pathname,
    query: url.searchParams,
    route: found?.valid ? found.match.route : undefined,
  };
}
