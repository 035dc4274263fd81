import { routeTable } from './route-table';
import { paramCheck, type ParamCheck } from './routes/param-check';
import type { RouteDefinition } from './types';

export interface RouteMatch {
  readonly route: RouteDefinition;
  /** Decoded path parameters; an optional parameter that is absent has no key; `{*}` is under `'*'`. */
  readonly params: Readonly<Record<string, string>>;
}

/** A path's best route: `valid` is false when the path has the route's shape but a parameter fails its check. */
export interface RouteLookup {
  readonly match: RouteMatch;
  readonly valid: boolean;
}

/** Splits a path into its non-empty segments: `/en/information/` → `['en', 'information']`. */
export function pathSegments(pathname: string): string[] {
  // A loop rather than split and filter: this runs on every navigation.
  const segments: string[] = [];
  let start = 0;
  for (let slash = pathname.indexOf('/'); slash !== -1; slash = pathname.indexOf('/', start)) {
    if (slash > start) segments.push(pathname.slice(start, slash));
    start = slash + 1;
  }
  if (start < pathname.length) segments.push(pathname.slice(start));
  return segments;
}

export type PatternPart =
  | { readonly kind: 'static'; readonly value: string }
  | { readonly kind: 'param'; readonly name: string; readonly optional: boolean }
  | { readonly kind: 'rest' };

interface CompiledRoute {
  readonly route: RouteDefinition;
  readonly parts: readonly PatternPart[];
  readonly required: number;
  readonly rest: boolean;
  /** Per segment: static 3 > parameter 2 > optional parameter 1 > rest 0. */
  readonly rank: readonly number[];
  /** Static segments by position: compared before any parameter is decoded. */
  readonly statics: readonly (readonly [number, string])[];
  /** The route's parameter checks, listed once. */
  readonly checks: readonly (readonly [string, ParamCheck])[];
}

const PARAM = /^\{(\w+)(\?)?\}$/;

/** Compiles `casino/game/{gameId}/{gameName}`; throws on a malformed pattern (caught by the table tests). */
export function compilePattern(path: string): PatternPart[] {
  const parts = pathSegments(path).map((segment): PatternPart => {
    if (segment === '{*}') return { kind: 'rest' };
    const param = PARAM.exec(segment);
    if (param) return { kind: 'param', name: param[1] ?? '', optional: param[2] === '?' };
    if (segment.includes('{') || segment.includes('}')) throw new Error(`route path "${path}": bad segment "${segment}"`);
    return { kind: 'static', value: segment };
  });
  parts.forEach((part, index) => {
    const last = index === parts.length - 1;
    if (part.kind === 'rest' && !last) throw new Error(`route path "${path}": {*} must be last`);
    const next = parts[index + 1];
    if (part.kind === 'param' && part.optional && next && !(next.kind === 'param' && next.optional)) {
      throw new Error(`route path "${path}": optional parameters only at the end`);
    }
  });
  return parts;
}

function compile(route: RouteDefinition): CompiledRoute {
  const parts = compilePattern(route.path);
  const rank = parts.map((part) => (part.kind === 'static' ? 3 : part.kind === 'rest' ? 0 : part.optional ? 1 : 2));
  return {
    route,
    parts,
    required: parts.filter((part) => part.kind === 'static' || (part.kind === 'param' && !part.optional)).length,
    rest: parts.some((part) => part.kind === 'rest'),
    rank,
    statics: parts.flatMap((part, index) => (part.kind === 'static' ? [[index, part.value] as const] : [])),
    checks: Object.entries(route.params ?? {}).map(([name, schema]) => [name, paramCheck(schema)] as const),
  };
}

function compareRank(a: CompiledRoute, b: CompiledRoute): number {
  const length = Math.max(a.rank.length, b.rank.length);
  for (let index = 0; index < length; index++) {
    const difference = (b.rank[index] ?? -1) - (a.rank[index] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

interface RouteIndex {
  /** Routes whose first segment is static, by that segment, best rank first. */
  readonly byFirst: ReadonlyMap<string, readonly CompiledRoute[]>;
  /** Routes that start with a parameter (the sports shape) or are the root, best rank first. */
  readonly other: readonly CompiledRoute[];
}

const indexes = new WeakMap<readonly RouteDefinition[], RouteIndex>();

function indexOf(table: readonly RouteDefinition[]): RouteIndex {
  const cached = indexes.get(table);
  if (cached) return cached;
  const byFirst = new Map<string, CompiledRoute[]>();
  const other: CompiledRoute[] = [];
  for (const compiled of table.map(compile)) {
    const first = compiled.parts[0];
    if (first?.kind === 'static') {
      const group = byFirst.get(first.value) ?? [];
      group.push(compiled);
      byFirst.set(first.value, group);
    } else other.push(compiled);
  }
  // Array.prototype.sort is stable: equal ranks keep the table's order.
  for (const group of byFirst.values()) group.sort(compareRank);
  other.sort(compareRank);
  const index = { byFirst, other };
  indexes.set(table, index);
  return index;
}

function decode(segment: string): string | undefined {
  if (!segment.includes('%')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/**
 * The params of a structural match; `undefined` when the shape differs or a segment is badly encoded.
 * `decoded` holds each segment decoded (`undefined`: badly encoded), once for all the candidate routes.
 */
function matchParts(compiled: CompiledRoute, segments: readonly string[], decoded: readonly (string | undefined)[]): Record<string, string> | undefined {
  if (segments.length < compiled.required) return undefined;
  if (!compiled.rest && segments.length > compiled.parts.length) return undefined;
  // most candidates differ in a static segment: compared first, before any params object is built
  for (const [index, value] of compiled.statics) if (index < segments.length && segments[index] !== value) return undefined;
  const params: Record<string, string> = {};
  const { parts } = compiled;
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index] as PatternPart;
    if (part.kind === 'rest') {
      const rest = decoded.slice(index);
      if (rest.some((segment) => segment === undefined)) return undefined;
      params['*'] = rest.join('/');
      return params;
    }
    const segment = segments[index];
    if (segment === undefined) return params; // only optional parameters remain
    if (part.kind === 'static') {
      if (part.value !== segment) return undefined;
    } else {
      const value = decoded[index];
      if (value === undefined) return undefined;
      params[part.name] = value;
    }
  }
  return params;
}

function paramsValid(compiled: CompiledRoute, params: Readonly<Record<string, string>>): boolean {
  for (const [name, check] of compiled.checks) if (!check(params[name])) return false;
  return true;
}

/**
 * The best route for a path after the language prefix: static segments beat parameters, parameters beat
 * optional ones, `{*}` comes last; among routes of one shape the first whose params pass their checks
 * wins. A path with a route's shape but failing params gives that route with `valid: false` (a 404).
 */
export function lookupRoute(segmentsAfterLanguage: readonly string[], table: readonly RouteDefinition[] = routeTable): RouteLookup | undefined {
  const index = indexOf(table);
  const first = segmentsAfterLanguage[0];
  const byFirst = first === undefined ? undefined : index.byFirst.get(first);
  const decoded = segmentsAfterLanguage.map(decode);
  let invalid: RouteMatch | undefined;
  for (let pass = 0; pass < 2; pass++) {
    const group = pass === 0 ? byFirst : index.other;
    if (!group) continue;
    for (const compiled of group) {
      const params = matchParts(compiled, segmentsAfterLanguage, decoded);
      if (!params) continue;
      const match = { route: compiled.route, params };
      if (paramsValid(compiled, params)) return { match, valid: true };
      invalid ??= match;
    }
  }
  return invalid ? { match: invalid, valid: false } : undefined;
}

/** The route that a path after the language prefix names, if any (params checked). */
export function matchRoute(segmentsAfterLanguage: readonly string[], table: readonly RouteDefinition[] = routeTable): RouteMatch | undefined {
  const found = lookupRoute(segmentsAfterLanguage, table);
  return found?.valid ? found.match : undefined;
}
