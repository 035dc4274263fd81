import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { BACKOFFICE_APP_PATH } from '@betting/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { webAppFileHeaders } from '../static-files';

/**
 * The back-office app's build under /backoffice/: its hashed files with the web app's cache rules, and its
 * index.html for every other path below (the app routes in the browser). Nothing when there is no build.
 */
export const backofficeAppFilesRoutes: FastifyPluginAsync<{ readonly root: string }> = async (app, { root }) => {
  const indexFile = join(root, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`no back-office build at ${root}: /backoffice/ answers 503 until \`npm run build\``);
  }
  const page = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  if (page) {
    await app.register(fastifyStatic, {
      root,
      prefix: BACKOFFICE_APP_PATH,
      wildcard: false,
      index: false,
      decorateReply: false,
      preCompressed: true,
      allowedPath: (pathname) => pathname !== '/index.html',
      cacheControl: false,
      setHeaders: (response, path) => {
        for (const [name, value] of Object.entries(webAppFileHeaders(relative(root, path).split(sep).join('/')))) response.setHeader(name, value);
      },
    });
  }
  const sendPage = async (_request: unknown, reply: import('fastify').FastifyReply) =>
    page ? reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page) : reply.code(503).type('text/plain; charset=utf-8').send('The back office is not built');
  app.get('/backoffice', async (_request, reply) => reply.redirect(BACKOFFICE_APP_PATH));
  app.get(BACKOFFICE_APP_PATH, sendPage);
  app.get(`${BACKOFFICE_APP_PATH}*`, sendPage);
};
