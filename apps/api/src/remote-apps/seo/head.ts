import { effectiveMetaRobots } from '@betting/contracts';
import { attrs, safeCss } from '../html';
import type { PageSeo } from './page-seo';

/** Open Graph locale of a language (`ru` → `ru_RU`); `en` is `en_GB` for a European sportsbook. */
const OG_LOCALES: Readonly<Record<string, string>> = { en: 'en_GB', ru: 'ru_RU', uk: 'uk_UA', es: 'es_ES', pt: 'pt_PT', tr: 'tr_TR', de: 'de_DE', fr: 'fr_FR', kk: 'kk_KZ', az: 'az_AZ' };

/**
 * The page's SEO tags for `<head>` (the title is written separately). Every tag carries `data-seo`, so a host that
 * updates the head on a client-side navigation can take the old ones out. Error pages (not indexable) get robots
 * but no canonical or alternates. All values are escaped.
 */
export function seoHeadHtml(seo: PageSeo): string {
  const data = seo.pageData;
  const tags: string[] = [];
  const meta = (values: Record<string, string>) => tags.push(`<meta${attrs({ ...values, 'data-seo': true })}>`);
  const link = (values: Record<string, string>) => tags.push(`<link${attrs({ ...values, 'data-seo': true })}>`);

  if (data.description) meta({ name: 'description', content: data.description });
  meta({ name: 'robots', content: effectiveMetaRobots(data) });
  if (seo.indexable) {
    link({ rel: 'canonical', href: data.canonical });
    for (const alternate of data.hrefLang) link({ rel: 'alternate', hreflang: alternate.hrefLang, href: alternate.href });
    for (const alternate of data.mediaAlternates) link({ rel: 'alternate', media: alternate.media, href: alternate.href });
    for (const neighbour of seo.links ?? []) link({ rel: neighbour.rel, href: neighbour.href });
  }
  meta({ property: 'og:site_name', content: data.siteName });
  meta({ property: 'og:title', content: data.title });
  if (data.description) meta({ property: 'og:description', content: data.description });
  if (!data.metas.some((extra) => 'property' in extra && extra.property === 'og:type')) meta({ property: 'og:type', content: 'website' });
  if (seo.indexable) meta({ property: 'og:url', content: data.canonical });
  meta({ property: 'og:locale', content: OG_LOCALES[data.lang] ?? data.lang });
  for (const extra of data.metas) meta('name' in extra ? { name: extra.name, content: extra.content } : { property: extra.property, content: extra.content });

  for (const href of seo.content.styles) link({ rel: 'stylesheet', href });
  if (seo.content.style) tags.push(`<style data-seo data-seo-content>${safeCss(seo.content.style)}</style>`);
  return tags.join('');
}

/** The SEO text block for the page body (empty when the page has none). */
export function seoContentHtml(seo: PageSeo): string {
  return seo.content.content ? `<section class="seo-content" data-seo-content>${seo.content.content}</section>` : '';
}
