import { isPlainPath } from './plain-url';

/** An origin no real site has: a path that resolves against it to another origin is foreign. */
const PROBE_ORIGIN = 'https://routing.invalid';
// Browsers drop tabs and newlines inside URLs (`/\t/evil.com` is `//evil.com`); no control character passes.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const MAX_LENGTH = 4096;

function startsForeign(path: string): boolean {
  return path.startsWith('//') || path.startsWith('/\\');
}

/** Whether the path, percent-decoded once (as a browser may), starts foreign or holds a control character. */
function decodesUnsafe(raw: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    decoded = raw;
  }
  return startsForeign(decoded) || CONTROL.test(decoded);
}

/**
 * Escapes whose decoding could make a path without control characters unsafe: `%2F` or `%5C` right after the
 * leading `/`, or a control character anywhere (a decoded multi-byte sequence is never one). A path without
 * them needs no decoding.
 */
const UNSAFE_ESCAPE = /^\/%(?:2[fF]|5[cC])|%[01][0-9a-fA-F]|%7[fF]/;

/**
 * A same-origin path (with query and hash) that is safe to redirect to, in its normalised form
 * (`/en/casino?x=1`), or `null`. Refused: anything not starting with one `/` (`//evil.com`, `/\evil.com`,
 * `https://evil.com/x`, `javascript:alert(1)`, `%2F%2Fevil.com`), paths that decode to such a start
 * (`/%2F%2Fevil.com`), control characters, and paths whose dot segments resolve to `//…`.
 * Every redirect target the navigation decision emits goes through it (but the configured mobile host).
 */
export function safeReturnPath(raw: string): string | null {
  // Most paths are already in normal form: the parser would give them back as they are, so only the decoded
  // form needs its check. Anything else takes the parser's way.
  if (typeof raw === 'string' && raw.length <= MAX_LENGTH && isPlainPath(raw)) {
    return raw.includes('%') && UNSAFE_ESCAPE.test(raw) && decodesUnsafe(raw) ? null : raw;
  }
  return safeReturnPathByUrl(raw);
}

/** {@link safeReturnPath} through `new URL` for every input: the reference its shortcut is tested against. */
export function safeReturnPathByUrl(raw: string): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  if (raw[0] !== '/' || startsForeign(raw) || CONTROL.test(raw)) return null;
  if (raw.includes('%') && decodesUnsafe(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, `${PROBE_ORIGIN}/`);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || startsForeign(url.pathname)) return null;
  const normalised = url.pathname + url.search + url.hash;
  // The normal form must pass on its own too: `/./%2F` normalises to `/%2F`, which decodes to `//`.
  return normalised === raw ? normalised : safeReturnPathByUrl(normalised);
}

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
