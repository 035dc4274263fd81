/**
 * Which remote apps may run code in our page (spec §7: "evaluates code only from remote apps on the
 * configured allow-list, same origin by default"). Origins are compared exactly after normalising: scheme and
 * host lower-cased, default ports (80 for http, 443 for https) dropped. No wildcards.
 */

const ORIGIN = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)/i;

/** `HTTPS://Example.com:443/path` → `https://example.com`; null for anything without `scheme://host` (relative URLs, `null`). */
export function normalizeOrigin(url: string): string | null {
  const match = ORIGIN.exec(url.trim());
  if (!match) return null;
  const scheme = (match[1] ?? '').toLowerCase();
  let host = (match[2] ?? '').toLowerCase();
  // Credentials (`https://bet.example@evil.com`), backslashes and spaces make the host ambiguous: no origin.
  if (/[@\\\s]/.test(host)) return null;
  if ((scheme === 'http' && host.endsWith(':80')) || (scheme === 'https' && host.endsWith(':443'))) host = host.slice(0, host.lastIndexOf(':'));
  if (host === '' || host.endsWith(':')) return null;
  return `${scheme}://${host}`;
}

/** The origin a URL is fetched from: its own when absolute, the page's when relative (`/remote-apps/…`). */
export function originOf(url: string, pageOrigin: string): string | null {
  if (url.startsWith('//')) return normalizeOrigin(`${normalizeOrigin(pageOrigin)?.split(':')[0] ?? 'https'}:${url}`);
  return normalizeOrigin(url) ?? normalizeOrigin(pageOrigin);
}

/** The allow-list when none is configured: the page's own origin only. */
export function defaultAllowList(pageOrigin: string): readonly string[] {
  return [pageOrigin];
}

/** May code that came from `appOrigin` be evaluated in the page? Only when the origin is on the allow-list. */
export function mayEvaluate(appOrigin: string, allowList: readonly string[]): boolean {
  const origin = normalizeOrigin(appOrigin);
  if (origin === null) return false;
  return allowList.some((allowed) => normalizeOrigin(allowed) === origin);
}
