/**
 * The one same-origin path rule of the product: the stored redirects' targets (`isSameOriginPath`, this schema), the
 * navigation decision's every redirect and the asked URL itself (`@betting/routing`'s `safeReturnPath`), the return
 * path after sign-in and the social sign-in's landing all ask it. Where the two checks that were here and in routing
 * disagreed, it refuses (`/%09/evil.com` passed one and not the other).
 */

/** An origin no real site has: a path that resolves against it to another origin is foreign. */
const PROBE_ORIGIN = 'https://same-origin.invalid';
const MAX_LENGTH = 2048;
// Browsers drop tabs and newlines inside URLs (`/\t/evil.com` is `//evil.com`); no control character passes, raw or
// percent-decoded.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
// Raw, a space is refused too: a browser would escape it, and a target with one was not written as a path.
// eslint-disable-next-line no-control-regex
const RAW_CONTROL_OR_SPACE = /[\u0000-\u0020\u007f]/;

/**
 * A path-and-query that the WHATWG URL parser hands back exactly as it is, so that `new URL` (the costly half of a
 * navigation decision) can be skipped. Anything unusual answers false and takes the parser's way; a property test
 * holds this to `new URL`.
 *  - one leading `/`, never `//`;
 *  - path segments of characters the parser leaves alone, none of them a dot segment (`.`, `..`, `%2e`, …);
 *    `'` passes in the path only (the parser escapes it in the query of an http URL);
 *  - an optional query and fragment, not empty (the parser drops an empty `?` or `#`), of the same characters
 *    plus `/` and `?`.
 * Not listed, so never plain: `\` (a slash for http), space and the characters the parser escapes (`"` `<` `>`
 * `` ` `` `{` `}` `^` `|`), `[` `]`, `#` inside the fragment, controls and anything beyond ASCII.
 */
const PLAIN =
  /^(?!\/\/)(?:\/(?!(?:\.|%2[eE]){1,2}(?:[/?#]|$))[A-Za-z0-9\-._~!$&'()*+,;=:@%]*)+(?:\?[A-Za-z0-9\-._~!$&()*+,;=:@%/?]+)?(?:#[A-Za-z0-9\-._~!$&()*+,;=:@%/?]+)?$/;

/** True when `new URL(url, origin)` keeps the origin and its `pathname + search + hash` is `url` itself. */
export function isPlainPath(url: string): boolean {
  return PLAIN.test(url);
}

function startsForeign(path: string): boolean {
  return path.startsWith('//') || path.startsWith('/\\');
}

/**
 * Whether the percent-decoded form (as a proxy or a browser may decode it once) is unsafe: a malformed escape, a
 * protocol-relative start, or a control character (`/%09/evil.com` decodes to `/\t/evil.com`, which is `//evil.com`).
 */
function decodesUnsafe(raw: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return true;
  }
  return startsForeign(decoded) || CONTROL.test(decoded);
}

/**
 * A path on this site (with query and hash) that is safe to redirect to, in its normal form (`/en/casino?x=1`), or
 * null. Refused: anything not starting with one `/` (`//evil.com`, `/\evil.com`, `https://evil.com/x`,
 * `javascript:alert(1)`, a bare `evil.com`), backslashes, spaces and control characters, malformed escapes, paths
 * that decode to such a start or to a control character (`/%2F%2Fevil.com`, `/%09/evil.com`), paths whose dot
 * segments resolve to `//…` (`/a/..//evil.com`), and anything longer than 2048 characters.
 */
export function sameOriginPath(raw: string): string | null {
  // Most paths are already in normal form: the parser would give them back as they are, so only the decoded form
  // needs its check. Anything else takes the parser's way.
  if (typeof raw === 'string' && raw.length <= MAX_LENGTH && isPlainPath(raw)) return raw.includes('%') && decodesUnsafe(raw) ? null : raw;
  return sameOriginPathByUrl(raw);
}

/** {@link sameOriginPath} through `new URL` for every input: the reference its shortcut is tested against. */
export function sameOriginPathByUrl(raw: string): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  if (raw[0] !== '/' || startsForeign(raw) || raw.includes('\\') || RAW_CONTROL_OR_SPACE.test(raw)) return null;
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
  return normalised === raw ? normalised : sameOriginPathByUrl(normalised);
}

/** True for a path on this site, with an optional query and hash: `/en/promotions?x=1` (see `sameOriginPath`). */
export function isSameOriginPath(url: string): boolean {
  return sameOriginPath(url) !== null;
}
