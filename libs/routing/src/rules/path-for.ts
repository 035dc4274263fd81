import { compilePattern, type PatternPart } from './match-route';
import { routeById, type RouteId } from './route-table';
import type { RouteDefinition } from './types';

type Params = Readonly<Record<string, string | undefined>>;

const patterns = new WeakMap<RouteDefinition, readonly PatternPart[]>();

function patternOf(route: RouteDefinition): readonly PatternPart[] {
  let parts = patterns.get(route);
  if (!parts) {
    parts = compilePattern(route.path);
    patterns.set(route, parts);
  }
  return parts;
}

/** The path of a route after `/{lng}/` (`''` for the root), params encoded; throws on a missing required param. */
export function routePath(route: RouteDefinition, params: Params = {}): string {
  const segments: string[] = [];
  for (const part of patternOf(route)) {
    if (part.kind === 'static') segments.push(part.value);
    else if (part.kind === 'rest') {
      const rest = params['*'];
      if (rest) segments.push(...rest.split('/').filter((segment) => segment !== '').map(encodeURIComponent));
    } else {
      const value = params[part.name];
      if (value === undefined || value === '') {
        if (part.optional) break; // later optional parameters cannot be spelled without this one
        throw new Error(`pathFor(${route.id}): missing parameter "${part.name}"`);
      }
      segments.push(encodeURIComponent(value));
    }
  }
  return segments.join('/');
}

/** `/{lng}/…` of a route: `pathFor('casino.game', { gameId: '7', gameName: 'x' }, 'en')` → `/en/casino/game/7/x`. */
export function pathFor(routeId: RouteId, params: Params, lng: string): string {
  const route = routeById(routeId);
  if (!route) throw new Error(`pathFor: unknown route "${routeId}"`);
  const path = routePath(route, params);
  return path === '' ? `/${lng}` : `/${lng}/${path}`;
}
