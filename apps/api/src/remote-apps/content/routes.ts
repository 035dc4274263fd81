/** The routes of libs/routing whose pages the content module renders in the `content` remote app. */
export const CONTENT_ROUTE_IDS = [
  'blog',
  'blog.categories',
  'blog.article',
  'news',
  'promo',
  'promotions.promotion',
  'betting-alphabet',
  'betting-awards',
  'ipl-betting-app',
  'cricket-world-cup',
] as const;
export type ContentRouteId = (typeof CONTENT_ROUTE_IDS)[number];

export function isContentRoute(routeId: string): routeId is ContentRouteId {
  return (CONTENT_ROUTE_IDS as readonly string[]).includes(routeId);
}
