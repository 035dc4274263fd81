import { routeTable, type RouteDefinition } from './route-table';

export interface RouteMatch {
  readonly route: RouteDefinition;
  readonly params: Readonly<Record<string, string>>;
}

/** Splits a path into its non-empty segments: `/en/information/` → `['en', 'information']`. */
export function pathSegments(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

function matchSegments(pattern: readonly string[], segments: readonly string[]): Record<string, string> | undefined {
  if (pattern.length !== segments.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const segment = segments[index] ?? '';
    const param = /^\{(\w+)\}$/.exec(part);
    if (param?.[1]) params[param[1]] = decodeURIComponent(segment);
    else if (part !== segment) return undefined;
  }
  return params;
}

/** The route that a path after the language prefix names, if any. */
export function matchRoute(segmentsAfterLanguage: readonly string[], table: readonly RouteDefinition[] = routeTable): RouteMatch | undefined {
  for (const route of table) {
    const params = matchSegments(pathSegments(route.path), segmentsAfterLanguage);
    if (params) return { route, params };
  }
  return undefined;
}
