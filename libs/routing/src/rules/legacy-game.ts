import { isLanguageSegment } from './language';
import { lookupRoute, pathSegments } from './match-route';
import { routeTable } from './route-table';
import { splitUrl } from './safe-path';
import type { RouteDefinition } from './types';

/**
 * The game route a legacy game URL names (`/{lng}/allgamesentrance/{gameRoute}`, `/{lng}/bonus-games/{gameRoute}`:
 * the routes whose middleware is `legacy-game`), decoded; undefined for any other URL and for one without a game route.
 *
 * `decideNavigation` asks `context.resolveLegacyGame` synchronously. A host whose catalogue is behind a network call
 * (the browser) finds the route here first, looks the game up, and hands the decision a resolver that knows the answer.
 */
export function legacyGameRouteOf(url: string, table: readonly RouteDefinition[] = routeTable): string | undefined {
  const { path } = splitUrl(url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, ''));
  const [lng, ...rest] = pathSegments(path);
  if (lng === undefined || !isLanguageSegment(lng)) return undefined;
  const found = lookupRoute(rest, table);
  if (!found?.valid || !found.match.route.meta.middleware?.includes('legacy-game')) return undefined;
  const gameRoute = found.match.params['gameRoute'];
  return gameRoute === undefined || gameRoute === '' ? undefined : gameRoute;
}
