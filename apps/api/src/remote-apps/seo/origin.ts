/** A host as it may appear in a URL: a name or IPv4 address, or a bracketed IPv6 address, with an optional port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The site's origin as this request reached it (`https://example.com`): the Host header, or X-Forwarded-Host and
 * X-Forwarded-Proto from a proxy TRUST_PROXY names. Undefined when the host is not a plain host name,
 * so a forged header can never put markup or another path into an absolute URL. Never a configured domain: every
 * mirror answers with its own.
 */
export function requestOrigin(request: { readonly protocol: string; readonly host: string | undefined }): string | undefined {
  const host = request.host?.trim().toLowerCase();
  if (!host || !HOST.test(host)) return undefined;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  // The scheme's own port is left out, as browsers write it: http://example.com, not http://example.com:80.
  const withoutDefaultPort = host.replace(protocol === 'https' ? /:443$/ : /:80$/, '');
  return `${protocol}://${withoutDefaultPort}`;
}
