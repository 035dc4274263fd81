import type { FastifyRequest } from 'fastify';
import type { AddressInfo } from 'node:net';

/** Where absolute links to the site (e-mails, payment returns, referral and QR links) may point. */
export interface SiteOrigins {
  /** PUBLIC_URL: every link starts with it when set. */
  readonly publicUrl?: string | undefined;
  /** ALLOWED_HOSTS: the hosts (the site's mirrors) a link may name when PUBLIC_URL is unset. */
  readonly allowedHosts?: readonly string[] | undefined;
}

const LOOPBACK = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/;
const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');
const normalHost = (host: string, protocol: string) => host.trim().toLowerCase().replace(protocol === 'https' ? /:443$/ : /:80$/, '');

function listeningOrigin(request: FastifyRequest): string {
  const address = request.server.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return 'http://localhost';
  const host = address.address === '0.0.0.0' || address.address === '::' ? '127.0.0.1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/**
 * The origin a link to the site starts with: PUBLIC_URL; else the host this request names (its Host header, or
 * X-Forwarded-Host from a trusted proxy) when ALLOWED_HOSTS lists it or it is a loopback name; else the first allowed
 * host; else the address this server listens on. Never a host a client made up.
 */
export function siteOriginOf(request: FastifyRequest, origins: SiteOrigins): string {
  if (origins.publicUrl) return withoutTrailingSlash(origins.publicUrl);
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  const host = normalHost(request.host ?? '', protocol);
  const allowed = (origins.allowedHosts ?? []).map((entry) => normalHost(entry, protocol));
  if (host && (allowed.includes(host) || LOOPBACK.test(host))) return `${protocol}://${host}`;
  const first = allowed[0];
  return first ? `${protocol}://${first}` : listeningOrigin(request);
}
