import { sameOriginPath, sameOriginPathByUrl } from '@betting/contracts';

/**
 * A same-origin path (with query and hash) that is safe to redirect to, in its normalised form
 * (`/en/casino?x=1`), or `null`: the product's one same-origin path rule (`@betting/contracts`' `sameOriginPath`,
 * which the stored redirects' `isSameOriginPath` asks too). Refused: anything not starting with one `/`
 * (`//evil.com`, `/\evil.com`, `https://evil.com/x`, `javascript:alert(1)`, `%2F%2Fevil.com`), backslashes, spaces
 * and control characters, malformed escapes, paths that decode to such a start or a control character
 * (`/%2F%2Fevil.com`, `/%09/evil.com`), and paths whose dot segments resolve to `//…`.
 * Every redirect target the navigation decision emits goes through it (but the configured mobile host).
 */
export const safeReturnPath: (raw: string) => string | null = sameOriginPath;

/** {@link safeReturnPath} through `new URL` for every input: the reference its shortcut is tested against. */
export const safeReturnPathByUrl: (raw: string) => string | null = sameOriginPathByUrl;

export interface UrlParts {
  /** `/en/casino` */
  readonly path: string;
  /** `?x=1` or `''` */
  readonly search: string;
  /** `#top` or `''` */
  readonly hash: string;
}

/** Splits a path-and-query into its parts, without resolving anything. */
export function splitUrl(url: string): UrlParts {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  return queryAt === -1
    ? { path: beforeHash, search: '', hash }
    : { path: beforeHash.slice(0, queryAt), search: beforeHash.slice(queryAt), hash };
}
