import { useMatches, type RegisteredRouter, type RouteIds } from '@tanstack/react-router';

/** A route of the registered tree, by its TanStack id (`/$lng/casino/brand`). */
export type TreeRouteId = RouteIds<RegisteredRouter['routeTree']>;

/**
 * Of the routes a page component is shown by, the one shown now: the `from` of that page's `useParams` and
 * `useSearch`, typed as any of them (reading from the first when none is shown fails, as every strict read does).
 */
export function useShownRoute<const Routes extends readonly [TreeRouteId, ...TreeRouteId[]]>(routes: Routes): Routes[number] {
  const shown = useMatches({ select: (matches) => matches.findLast((match) => (routes as readonly string[]).includes(match.routeId))?.routeId });
  return (shown as Routes[number] | undefined) ?? routes[0];
}
