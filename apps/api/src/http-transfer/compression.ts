import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below about one packet, compressing saves nothing the headers and the CPU time would not eat up. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Brotli quality for answers compressed per request: 4 compresses better than gzip at a similar speed, while the
 * default 11 is tens of times slower on every page. The web app's static files are compressed at 11 once, at build.
 */
export const DYNAMIC_BROTLI_QUALITY = 4;

/**
 * Text, JSON and XML; anything else only if the MIME database calls it compressible (JavaScript, SVG). Unlike the
 * plugin's default, no `octet-stream` (uploaded files are mostly compressed already), and never an event stream: a
 * compressor holds events back until its buffer fills.
 */
const COMPRESSIBLE_TYPES = /^text\/(?!event-stream)|[/+]json(?:;|$)|[/+]xml(?:;|$)/;

/**
 * Brotli, else gzip, for every buffered or streamed answer of a compressible type from 1 KB. Answers that arrive
 * compressed (the web app's pre-compressed files) pass through; hijacked replies (the line's Server-Sent Events)
 * never reach it. Registered before the routes: it attaches itself to each route as it is declared.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE_TYPES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } },
    // Compressed request bodies are not part of our API: leave them to the parsers (and their size limits) as sent.
    globalDecompression: false,
  });
  // Fastify's automatic HEAD route drops the body in its first onSend hook, so the compression's hook after it never
  // sets the headers the GET has (`content-encoding`, `vary`): the body is dropped last instead.
  app.addHook('onRoute', (route) => {
    if (route.method !== 'HEAD' || !Array.isArray(route.onSend)) return;
    const dropsBody = route.onSend.findIndex((hook) => hook.name === 'headRouteOnSendHandler');
    if (dropsBody >= 0) route.onSend.push(...route.onSend.splice(dropsBody, 1));
  });
}
