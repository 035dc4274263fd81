import * as z from 'zod/mini';

const BASE = 'http://same-origin.invalid';
const MAX_LENGTH = 2048;

function hasControlOrSpace(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code <= 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * True for a path on this site, with an optional query and hash: `/en/promotions?x=1`. False for anything a
 * browser could take off the site: `//evil.com`, `/\evil.com`, `/%2F%2Fevil.com`, `/a/..//evil.com`, `javascript:…`, `https://…`,
 * a bare `evil.com`, whitespace or control characters, backslashes, malformed escapes. Every redirect target the
 * navigation services store or answer passes this check.
 */
export function isSameOriginPath(url: string): boolean {
  if (url.length === 0 || url.length > MAX_LENGTH) return false;
  if (!url.startsWith('/') || url.startsWith('//')) return false;
  if (url.includes('\\') || hasControlOrSpace(url)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url);
  } catch {
    return false;
  }
  // Some proxies decode before they redirect: the decoded form must not become protocol-relative either.
  if (decoded.startsWith('//') || decoded.startsWith('/\\')) return false;
  let resolved: URL;
  try {
    resolved = new URL(url, BASE);
  } catch {
    return false;
  }
  // Dot segments can leave a protocol-relative path behind (`/a/..//evil.com` → `//evil.com`).
  if (resolved.origin !== BASE || resolved.pathname.startsWith('//') || resolved.pathname.startsWith('/\\')) return false;
  // The normal form must pass on its own too: `/./%2F` resolves to `/%2F`, which decodes to `//`.
  const normalised = resolved.pathname + resolved.search + resolved.hash;
  return normalised === url || isSameOriginPath(normalised);
}

/** A same-origin path (and query), see `isSameOriginPath`. */
export const SameOriginPathSchema = z.string().check(z.refine(isSameOriginPath, 'a same-origin path such as /en/promotions'));
