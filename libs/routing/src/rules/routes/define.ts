import type { Layout, ParamRule, ParamSchemas, RedirectRule, RouteDefinition, RouteMeta } from '../types';

/**
 * A route whose id and path keep their literal types, so that `RouteId` is the union of every id in the table and
 * the web app's route tree knows every path it serves (its links and params are checked against them).
 */
export type Route<Id extends string = string, Path extends string = string> = RouteDefinition & { readonly id: Id; readonly path: Path };

export interface RouteOptions {
  /** Schemas of the path parameters; those written `{name?}` in the path are made optional here. */
  readonly params?: ParamSchemas;
  readonly layout?: Layout;
  readonly signIn?: boolean;
  readonly meta?: RouteMeta;
}

/** A parameter that must be one of the listed values (spec §5: esports type, results type, …). */
export const oneOf = (...values: readonly [string, ...string[]]): ParamRule => ({ kind: 'oneOf', values });

/** Digits only (spec §5: the print-coupon id). */
export const digits: ParamRule = { kind: 'pattern', pattern: /^\d+$/ };

/** A route slug: letters, digits, `-` and `_` (games and landings from the catalogue). */
export const slug: ParamRule = { kind: 'pattern', pattern: /^[\w-]+$/ };

const optionalOf = (rule: ParamRule): ParamRule => ({ kind: 'optional', inner: rule });

const PARAM = /^\{(\w+)(\?)?\}$/;

function optionalParamNames(path: string): string[] {
  return path
    .split('/')
    .map((part) => PARAM.exec(part))
    .filter((found): found is RegExpExecArray => found?.[2] === '?')
    .map((found) => found[1] ?? '');
}

/** A page of the site. Area files wrap it with their defaults (see {@link area}). */
export function page<const Id extends string, const Path extends string>(id: Id, path: Path, options: RouteOptions = {}): Route<Id, Path> {
  let params = options.params;
  if (params) {
    const optional = new Set(optionalParamNames(path));
    params = Object.fromEntries(Object.entries(params).map(([name, schema]) => [name, optional.has(name) ? optionalOf(schema) : schema]));
  }
  return {
    id,
    path,
    layout: options.layout ?? 'main',
    signIn: options.signIn ?? false,
    meta: options.meta ?? {},
    ...(params ? { params } : {}),
  };
}

/** A route that only redirects (legacy names, `information/rules` → `information/rules/1`, …). */
export function redirectRoute<const Id extends string, const Path extends string>(
  id: Id,
  path: Path,
  to: string | RedirectRule['to'],
  options: RouteOptions & { readonly status?: 301 | 302; readonly dropQuery?: boolean } = {},
): Route<Id, Path> {
  const redirect: RedirectRule = {
    to: typeof to === 'string' ? () => to : to,
    status: options.status ?? 301,
    ...(options.dropQuery ? { dropQuery: true } : {}),
  };
  return { ...page(id, path, options), redirect };
}

/** Defaults shared by an area's routes (layout, sign-in, meta); a route's own options win, meta is merged. */
export function area(defaults: RouteOptions) {
  return <const Id extends string, const Path extends string>(id: Id, path: Path, options: RouteOptions = {}): Route<Id, Path> =>
    page(id, path, { ...defaults, ...options, meta: { ...defaults.meta, ...options.meta } });
}
