import { CROSS_SITE_REQUEST_CODE } from '@betting/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SiteOrigins } from './site-origin';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A body type another site can POST without a CORS preflight, and none of our calls takes from a script. */
const SIMPLE_BODY = /^\s*text\/plain\b/i;

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return undefined;
  }
}

/** A host as URL writes it: lower case, without the port of the scheme (`localhost:80` → `localhost`). */
const plainHost = (host: string, scheme: string) => host.trim().toLowerCase().replace(scheme === 'https:' ? /:443$/ : /:80$/, '');

function sameSiteOrigin(request: FastifyRequest, origin: string, origins: SiteOrigins): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const host = url.host.toLowerCase();
  if (host === '') return false;
  if (host === plainHost(request.host ?? '', url.protocol)) return true;
  if (origins.publicUrl && hostOf(origins.publicUrl) === host) return true;
  return (origins.allowedHosts ?? []).some((allowed) => plainHost(allowed, url.protocol) === host);
}

/**
 * Why a state-changing call riding on cookies is refused as cross-site, or null. Only a browser sends cookies on its
 * own, and a browser says where a call comes from: `Sec-Fetch-Site` (same-origin, or none for one the person typed)
 * and `Origin` (the site itself, PUBLIC_URL or an allowed host). A call with neither header must not carry a body a
 * foreign page could send without a preflight (text/plain). Calls with a bearer token, or without cookies,
 * are no browser's doing and pass.
 */
export function crossSiteRefusal(request: FastifyRequest, origins: SiteOrigins): string | null {
  if (!WRITES.has(request.method) || !request.headers.cookie || request.headers.authorization) return null;
  const fetchSite = request.headers['sec-fetch-site'];
  // The browser's own word settles it; Origin is only asked when it is absent (a page with no-referrer posts a form
  // with `Origin: null` but `Sec-Fetch-Site: same-origin`).
  if (typeof fetchSite === 'string') return fetchSite === 'same-origin' || fetchSite === 'none' ? null : `Sec-Fetch-Site: ${fetchSite}`;
  const origin = request.headers.origin;
  if (typeof origin === 'string') return sameSiteOrigin(request, origin, origins) ? null : `Origin: ${origin.slice(0, 100)}`;
  if (SIMPLE_BODY.test(request.headers['content-type'] ?? '')) return 'a simple body without Origin';
  return null;
}

/** Refuses cross-site state-changing calls made with the visitor's cookies: 403 `cross_site_request`, before any work. */
export function refuseCrossSiteWrites(app: FastifyInstance, origins: SiteOrigins): void {
  app.addHook('onRequest', async (request, reply) => {
    const refusal = crossSiteRefusal(request, origins);
    if (!refusal) return undefined;
    request.log.info({ refusal }, 'cross-site call refused');
    return reply.code(403).header('cache-control', 'no-store').send({ error: { code: CROSS_SITE_REQUEST_CODE, message: 'This call must come from the site itself' } });
  });
}
