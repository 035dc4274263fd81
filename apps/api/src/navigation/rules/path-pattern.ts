/** In a stored path pattern, the first segment `{lng}` matches any two-letter language and is carried to the target. */
export const LNG_TOKEN = '{lng}';

const LANGUAGE_SEGMENT = /^[a-z]{2}$/;

export type MatchKind = 'exact' | 'prefix';

export interface PatternMatch {
  /** The language the `{lng}` segment matched, if the pattern has one. */
  readonly lng: string | undefined;
  /** What a prefix pattern left over, as `/a/b` (empty for an exact match). */
  readonly rest: string;
}

export interface SplitUrl {
  readonly path: string;
  /** Without the `?`; empty when none. */
  readonly query: string;
  /** With the `#`; empty when none. */
  readonly hash: string;
}

export function splitUrl(url: string): SplitUrl {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  return queryAt === -1 ? { path: beforeHash, query: '', hash } : { path: beforeHash.slice(0, queryAt), query: beforeHash.slice(queryAt + 1), hash };
}

export function pathSegmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

/** `/en/promo/` and `/en//promo` are `/en/promo`; the root stays `/`. */
export function normalizePath(path: string): string {
  return `/${pathSegmentsOf(path).join('/')}`;
}

/** A pattern is `/` plus segments, `{lng}` allowed only as the whole first segment; no query or hash. */
export function isPathPattern(pattern: string): boolean {
  if (!pattern.startsWith('/') || /[?#\s\\]/.test(pattern)) return false;
  return pathSegmentsOf(pattern).every((segment, index) => (segment === LNG_TOKEN ? index === 0 : !segment.includes('{') && !segment.includes('}')));
}

export function usesLanguageToken(pattern: string): boolean {
  return pathSegmentsOf(pattern)[0] === LNG_TOKEN;
}

/**
 * Does `path` match `pattern`? Exact: the same segments. Prefix: the same first segments (`/casino` covers
 * `/casino` and `/casino/slots`, never `/casinos`). Trailing and doubled slashes do not matter.
 */
export function matchPathPattern(pattern: string, path: string, kind: MatchKind): PatternMatch | null {
  const wanted = pathSegmentsOf(pattern);
  const actual = pathSegmentsOf(path);
  if (kind === 'exact' ? actual.length !== wanted.length : actual.length < wanted.length) return null;
  let lng: string | undefined;
  for (const [index, segment] of wanted.entries()) {
    const candidate = actual[index];
    if (candidate === undefined) return null;
    if (segment === LNG_TOKEN && index === 0) {
      if (!LANGUAGE_SEGMENT.test(candidate)) return null;
      lng = candidate;
    } else if (segment !== candidate) {
      return null;
    }
  }
  const rest = actual.slice(wanted.length);
  return { lng, rest: rest.length === 0 ? '' : `/${rest.join('/')}` };
}

/** How specific a pattern is, for ordering: more segments first, then fewer `{lng}` tokens. Higher is more specific. */
export function patternSpecificity(pattern: string): number {
  const segments = pathSegmentsOf(pattern);
  return segments.length * 2 - (segments[0] === LNG_TOKEN ? 1 : 0);
}

/** The target of a match: `{lng}` filled in and a prefix match's rest appended to the target's path. */
export function fillPathPattern(target: string, match: PatternMatch): SplitUrl {
  const { path, query, hash } = splitUrl(target);
  const filled = match.lng === undefined ? path : path.replace(LNG_TOKEN, match.lng);
  const base = normalizePath(filled);
  return { path: base === '/' ? match.rest || '/' : `${base}${match.rest}`, query, hash };
}

export function joinQueries(...queries: readonly string[]): string {
  return queries.filter((query) => query !== '').join('&');
}

export function formatUrl({ path, query, hash }: SplitUrl): string {
  return `${path}${query === '' ? '' : `?${query}`}${hash}`;
}
