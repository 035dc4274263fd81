import { bonusRoutes } from './routes/bonus';
import { casinoRoutes } from './routes/casino';
import { emptyRoutes } from './routes/empty';
import { esportsRoutes } from './routes/esports';
import { informationRoutes } from './routes/information';
import { legacyRoutes } from './routes/legacy';
import { mainRoutes } from './routes/main';
import { officeRoutes } from './routes/office';
import { otherRoutes } from './routes/others';
import { systemRoutes } from './routes/system';
import { userRoutes } from './routes/user';
import type { RouteDefinition } from './types';

/**
 * Every page the site answers under `/{lng}` (spec §2), by area. A path that matches none of them is the
 * catch-all 404. The web app's route tree is checked against this table by a test, both ways.
 */
export const routeTable = [
  ...mainRoutes,
  ...userRoutes,
  ...esportsRoutes,
  ...casinoRoutes,
  ...informationRoutes,
  ...officeRoutes,
  ...otherRoutes,
  ...bonusRoutes,
  ...legacyRoutes,
  ...emptyRoutes,
  ...systemRoutes,
] as const satisfies readonly RouteDefinition[];

/** The id of a route of the table. */
export type RouteId = (typeof routeTable)[number]['id'];

const byId: ReadonlyMap<string, RouteDefinition> = new Map(routeTable.map((route) => [route.id, route]));

/** The route with this id, if the table has it. */
export function routeById(id: string): RouteDefinition | undefined {
  return byId.get(id);
}

/** True when `id` names a route of the table. */
export function isRouteId(id: string): id is RouteId {
  return byId.has(id);
}

/**
 * Routes whose page belongs to a later capability, grouped by issue number: the web app renders a page
 * shell for each. Every later issue empties its group.
 */
export const shellRoutes: Readonly<Record<number, readonly RouteId[]>> = routeTable.reduce<Record<number, RouteId[]>>((groups, route) => {
  const meta: RouteDefinition['meta'] = route.meta;
  if (meta.shellOf !== undefined) (groups[meta.shellOf] ??= []).push(route.id);
  return groups;
}, {});

/** Whether the route shows a page (redirect-only routes, static or decided by their middleware, do not). */
export function hasPage(route: RouteDefinition): boolean {
  return route.redirect === undefined && route.meta.alwaysRedirects !== true;
}
