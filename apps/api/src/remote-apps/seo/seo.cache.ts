import type { Clock } from '@betting/kernel';
import { createReadCache, type ReadCacheSettings } from '../../cache/read-cache';
import type { Queryable } from '../../db/database';
import { seoContentHtml, seoHeadHtml } from './head';
import { resolvePageSeo, type PageSeo, type PageSeoInput, type SeoSite } from './page-seo';

/** A page's SEO with its head tags and text block already written. */
export interface RenderedPageSeo {
  readonly seo: PageSeo;
  readonly headHtml: string;
  readonly contentHtml: string;
}

export interface PageSeoCache {
  /**
   * As resolvePageSeo (and seoHeadHtml, seoContentHtml), kept per path, origin, status and site; `siteKey` names the
   * site config `site` was read as (config.cache.ts `configKey`).
   */
  resolve(site: SeoSite, siteKey: string, input: PageSeoInput): Promise<RenderedPageSeo>;
  close(): void;
}

/**
 * Every page's SEO from memory: read again (its rules, texts and content) after a change to them or to the site
 * config, or after the time to live, which also bounds how late a text follows the clock (`{year}`, a news item's
 * publication). Keyed by the page's path: a crawler walking many pages only pushes the oldest ones out.
 */
export function createPageSeoCache(db: Queryable, clock: Clock, settings: ReadCacheSettings): PageSeoCache {
  const pages = createReadCache<RenderedPageSeo>({ ...settings, channels: ['seo_rules', 'remote_app_strings', 'content', 'site_settings', 'languages', 'brand_book_variables'] });
  return {
    resolve: (site, siteKey, input) =>
      pages.get(JSON.stringify([siteKey, input.fullPath, input.origin, input.status ?? null]), async () => {
        const seo = await resolvePageSeo(db, clock, site, input);
        return { seo, headHtml: seoHeadHtml(seo), contentHtml: seoContentHtml(seo) };
      }),
    close: () => pages.close(),
  };
}
