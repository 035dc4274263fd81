import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

export interface SecurityHeadersOptions {
  /**
   * REMOTE_APP_ORIGINS: origins besides the site whose scripts may run in its pages and which they may call (the
   * remote-app allow-list; also the origins of third-party scripts the site config loads, e.g. a support chat).
   */
  readonly remoteAppOrigins?: readonly string[] | undefined;
}

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), fullscreen=(self)';
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Puts the response's nonce on every `<script` tag of a page that has none (inline code, the JSON the server inlines
 * and the bundle's own tags alike): the last step before a page leaves, so a page kept in memory (guest-pages.cache)
 * gets a fresh nonce each time it is sent.
 */
export function withScriptNonce(html: string, nonce: string): string {
  return html.replace(/<script\b(?![^>]*\snonce=)/gi, `<script nonce="${nonce}"`);
}

/** The pages' policy: scripts, calls and frames from the site and the allow-list only; never framed by another site. */
export function pageContentSecurityPolicy(nonce: string, remoteAppOrigins: readonly string[]): string {
  const extra = remoteAppOrigins.length > 0 ? ` ${remoteAppOrigins.join(' ')}` : '';
  return [
    `default-src 'self'${extra}`,
    `script-src 'self' 'nonce-${nonce}'${extra}`,
    `connect-src 'self'${extra}`,
    `style-src 'self' 'unsafe-inline'${extra}`,
    `img-src 'self' data: blob: https:`,
    `font-src 'self' data:${extra}`,
    `frame-src 'self'${extra}`,
    `worker-src 'self'`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
    `frame-ancestors 'self'`,
  ].join('; ');
}

const isHtml = (reply: FastifyReply) => /^\s*text\/html\b/i.test(String(reply.getHeader('content-type') ?? ''));

/**
 * The security headers of every answer — pages, JSON, the web app's files: nosniff, Referrer-Policy,
 * Permissions-Policy, X-Frame-Options and CSP `frame-ancestors 'self'`, HSTS when the request came over HTTPS. A page
 * gets the full policy with a nonce of its own, put on its script tags here. Registered before the compression and
 * the ETag hooks, so both see the page as sent.
 */
export function addSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions = {}): void {
  const remoteAppOrigins = [...(options.remoteAppOrigins ?? [])];
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('x-frame-options', 'SAMEORIGIN');
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (!isHtml(reply)) {
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', "frame-ancestors 'self'");
      return payload;
    }
    const nonce = randomBytes(16).toString('base64');
    reply.header('content-security-policy', pageContentSecurityPolicy(nonce, remoteAppOrigins));
    if (typeof payload === 'string') return withScriptNonce(payload, nonce);
    if (Buffer.isBuffer(payload) && !reply.hasHeader('content-encoding')) return withScriptNonce(payload.toString('utf8'), nonce);
    return payload;
  });
}
