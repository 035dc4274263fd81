import { relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

/** Hashed files: a new build writes new names, so a browser may keep these for a year without asking again. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** File types the web build writes `.br` and `.gz` copies of (apps/web/vite.config.ts, `precompressedFiles`). */
const COMPRESSIBLE_FILE = /\.(?:html|js|mjs|css|json|webmanifest|svg|txt|xml|wasm)$/;

/**
 * The cache rules of a file of the web build, by its path inside the build (`assets/a1b2.js`; a `.br`/`.gz` copy
 * follows the file it was made from).
 */
export function webAppFileHeaders(path: string): Record<string, string> {
  const file = path.replace(/\.(?:br|gz)$/, '');
  // Vite writes every hashed file, and only those, under assets/ (the `public` folder's files keep their names).
  const cacheControl = file.startsWith('assets/') ? IMMUTABLE_CACHE_CONTROL : 'no-cache';
  return COMPRESSIBLE_FILE.test(file) ? { 'cache-control': cacheControl, vary: 'accept-encoding' } : { 'cache-control': cacheControl };
}

/**
 * The web build's files (index.html excepted: it is the pages' template), their pre-compressed copies to clients
 * that accept brotli or gzip. The service worker and other unhashed files are revalidated on every use (`no-cache`),
 * so a new version reaches everyone.
 */
export const webAppFilesRoutes: FastifyPluginAsync<{ readonly root: string }> = async (app, { root }) => {
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    index: false,
    preCompressed: true,
    allowedPath: (pathname) => pathname !== '/index.html',
    // Off, since the plugin would write its own `public, max-age=0` over the headers set below.
    cacheControl: false,
    setHeaders: (response, path) => {
      for (const [name, value] of Object.entries(webAppFileHeaders(relative(root, path).split(sep).join('/')))) response.setHeader(name, value);
    },
  });
};
