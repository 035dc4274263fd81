import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { loadSiteConfig, type OverridesFor } from '../config/site-config.repository';
import type { Database } from '../db/database';
import { brandIconSvg, ICON_SIZES, webAppManifest } from './manifest';

export interface PwaRoutesOptions {
  readonly db: Database;
  readonly overridesFor: OverridesFor;
}

const ACCENT = /^#[0-9a-f]{3,8}$/i;

/** `/manifest.json` and the icons it names, from the site config (spec §7 static files, §9 icon sizes). */
export const pwaRoutes: FastifyPluginAsync<PwaRoutesOptions> = async (app, { db, overridesFor }) => {
  app.get('/manifest.json', async (request, reply) => {
    const lng = z.string().regex(/^[a-z]{2}$/).safeParse((request.query as Record<string, unknown>)['lng']);
    const site = await loadSiteConfig(db, lng.success ? lng.data : undefined, await overridesFor(request));
    return reply
      .type('application/manifest+json')
      .header('cache-control', 'public, max-age=3600')
      .send(webAppManifest(site, lng.success ? lng.data : site.siteConfig.lng));
  });

  app.get('/pwa/icon-:size.svg', async (request, reply) => {
    const size = Number((request.params as { size: string }).size);
    if (!ICON_SIZES.includes(size as (typeof ICON_SIZES)[number])) return reply.code(404).send({ error: { code: 'not_found', message: 'No icon of that size' } });
    const site = await loadSiteConfig(db, undefined, await overridesFor(request));
    const accent = site.siteConfig.brandBook.find((variable) => variable.css_prop === '--brand-accent')?.css_value ?? '#2f80ed';
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(brandIconSvg(size, site.siteConfig.companyName, ACCENT.test(accent) ? accent : '#2f80ed'));
  });
};
