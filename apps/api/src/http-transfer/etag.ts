import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** `W/"…"`: weak, since the same tag stands for the identity, gzip and brotli forms of one body. */
export function bodyEtag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** If-None-Match holds `*` or a tag equal to `etag` by weak comparison (RFC 9110 §13.1.2). */
export function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * An ETag on every buffered 200 answer to GET or HEAD (pages, JSON), and 304 without a body when the client already
 * holds it. Streams are left alone: the web app's files carry their own ETag and answer 304 themselves, and the
 * line's event stream is hijacked before any hook. An application-wide hook runs before the compression's per-route
 * one, so the tag is taken from the uncompressed body.
 */
export function addEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const existing = reply.getHeader('etag');
    const etag = typeof existing === 'string' ? existing : bodyEtag(payload);
    reply.header('etag', etag);
    if (!matchesIfNoneMatch(request.headers['if-none-match'], etag)) return payload;
    reply.code(304).removeHeader('content-length');
    return '';
  });
}
