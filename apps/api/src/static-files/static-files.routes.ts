import { brandBookCss } from '@betting/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { loadSiteConfig, type OverridesFor } from '../config/site-config.repository';
import type { Database } from '../db/database';
import { domainFileOf } from './domain-files.repository';

export const DOMAIN_FILE_PATH = '/domain/:file';
/** The site config's brand-book variables as a stylesheet (the same `:root` rules the page inlines). */
export const CONFIG_STYLESHEET_PATH = '/bff-api/config/styles.css';
const FileParams = z.object({ file: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/) });

/** Static files an operator publishes per domain, and the config stylesheet: served by us, no CDN (spec §7). */
export const staticFilesRoutes: FastifyPluginAsync<{ readonly db: Database; readonly overridesFor: OverridesFor }> = async (app, { db, overridesFor }) => {
  app.get(DOMAIN_FILE_PATH, async (request, reply) => {
    const params = FileParams.safeParse(request.params);
    if (!params.success) return reply.code(404).send({ error: { code: 'not_found', message: 'No such file' } });
    // The host's own file wins over the one published for every host.
    const file = await domainFileOf(db, params.data.file, request.hostname.replace(/:\d+$/, '').toLowerCase());
    if (!file) return reply.code(404).send({ error: { code: 'not_found', message: 'No such file' } });
    return reply.type(file.content_type).header('cache-control', 'public, max-age=600').header('x-content-type-options', 'nosniff').send(file.body);
  });

  app.get(CONFIG_STYLESHEET_PATH, async (request, reply) => {
    const site = await loadSiteConfig(db, undefined, await overridesFor(request));
    return reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=600').send(brandBookCss(site.siteConfig.brandBook));
  });
};
