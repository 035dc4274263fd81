import {
  CustomCanonicalSchema,
  MetaRobotsSchema,
  SameOriginPathSchema,
  SeoMetaSchema,
  type LanguageConfig,
  type SeoContent,
  type SeoMeta,
  type SeoPageData,
  type SeoPageVisual,
  type SiteConfig,
} from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import { lookupRoute, pathSegments, visibleLanguageCodes } from '@betting/routing';
import type { Queryable } from '../../db/database';
import { placeholdersFor } from '../placeholders';
import { readBlocks, renderBlocks } from '../blocks';
import { languagePreference, listPages, loadPage, loadStrings, type PageSummary } from '../content.repository';
import { fillPlaceholders, safeCss } from '../html';
import { pageAppForRoute, parsePagePath } from '../page-path';
import { pageTree } from '../page-tree';
import { withPlaceholders } from '../apps/page-app';
import { contentPageSeo } from '../content/seo';
import { findSeoRules, type SeoRule } from './seo.repository';

/** What a page's SEO depends on besides its path: the site and the origin the request came to. */
export interface SeoSite {
  readonly languages: readonly LanguageConfig[];
  /** In the page's language. */
  readonly siteConfig: SiteConfig;
  /** The mobile site's origin (routing config), for the media alternate; null when there is none. */
  readonly mobileHost: string | null;
}

export interface PageSeoInput {
  /** `/en/information/about?x=1` (the query is ignored). */
  readonly fullPath: string;
  /** `https://example.com`, from the request. */
  readonly origin: string;
  /** The status the page answers with: 404 and 500 pages are described as the technical pages. Default: 200 when a route has the path, else 404. */
  readonly status?: number;
}

export interface PageSeo {
  readonly pageData: SeoPageData;
  readonly content: SeoContent;
  readonly visual: SeoPageVisual;
  /** False for error pages: they get no canonical or alternates, and `noindex`. */
  readonly indexable: boolean;
  /** `<link rel="prev|next">` of a paged list (content pages), absolute. */
  readonly links?: ReadonlyArray<{ readonly rel: 'prev' | 'next'; readonly href: string }>;
}

/** Media query of the mobile site's alternate (the screens the mobile site is made for). */
export const MOBILE_ALTERNATE_MEDIA = 'only screen and (max-width: 640px)';
/** Robots of the 404 and 500 pages when the operator set none. */
export const ERROR_PAGE_META_ROBOTS = 'noindex, follow';

/** Field by field, the most specific rule that sets it: path in the language, path, route in the language, route. */
function specificity(rule: SeoRule, path: string, routeId: string | undefined, lang: string): number {
  const byPath = rule.path === path ? 2 : rule.routeId !== null && rule.routeId === routeId ? 1 : 0;
  if (byPath === 0) return 0;
  return byPath * 2 + (rule.lang === lang ? 1 : 0) - 1;
}

type Merged = { readonly [K in keyof SeoRule]?: SeoRule[K] };

function merge(rules: readonly SeoRule[], path: string, routeId: string | undefined, lang: string): Merged {
  const ranked = rules
    .map((rule) => ({ rule, rank: specificity(rule, path, routeId, lang) }))
    .filter(({ rank }) => rank > 0)
    .sort((a, b) => b.rank - a.rank)
    .map(({ rule }) => rule);
  const merged: Record<string, unknown> = {};
  for (const rule of ranked) {
    for (const [field, value] of Object.entries(rule)) if (merged[field] === undefined && value !== null) merged[field] = value;
  }
  // The canonical is one setting: mode and value come from the same rule.
  const canonicalRule = ranked.find((rule) => rule.canonicalMode !== null);
  merged['canonicalMode'] = canonicalRule?.canonicalMode ?? null;
  merged['canonicalValue'] = canonicalRule?.canonicalValue ?? null;
  return merged as Merged;
}

/** `information/rules/1/2` → `['information/rules/1', 'information/rules', 'information']`, nearest first. */
export function ancestorKeys(pageKey: string): string[] {
  const segments = pageKey === '' ? [] : pageKey.split('/');
  return segments.slice(0, -1).map((_, index) => segments.slice(0, segments.length - 1 - index).join('/'));
}

function routeIdOf(pageKey: string): string | undefined {
  const found = lookupRoute(pageKey === '' ? [] : pathSegments(pageKey));
  return found?.valid ? found.match.route.id : undefined;
}

function robots(value: string | null | undefined): string | null {
  return value !== null && value !== undefined && MetaRobotsSchema.safeParse(value).success ? value : null;
}

function metasOf(stored: unknown): SeoMeta[] {
  return Array.isArray(stored) ? stored.flatMap((meta: unknown) => {
    const parsed = SeoMetaSchema.safeParse(meta);
    return parsed.success ? [parsed.data] : [];
  }) : [];
}

function stylesOf(stored: unknown): string[] {
  return Array.isArray(stored) ? stored.filter((path): path is string => typeof path === 'string' && SameOriginPathSchema.safeParse(path).success) : [];
}

const pathOf = (lang: string, pageKey: string) => (pageKey === '' ? `/${lang}` : `/${lang}/${pageKey}`);

/**
 * SEO page data, the SEO text block and the page visual of one page in its language, from the operator's rules
 * with defaults derived from the page: the title `{page title} · {companyName}` (the page's stored title, else the
 * company name alone), the description from the page's summary, robots `index, follow` (error pages
 * `noindex, follow`), the canonical on this origin without the query, an hreflang alternate for every language a
 * guest can choose plus `x-default`, and the mobile site as a media alternate.
 */
export async function resolvePageSeo(db: Queryable, clock: Clock, site: SeoSite, input: PageSeoInput): Promise<PageSeo> {
  const parsed = parsePagePath(input.fullPath);
  const defaultLang = site.siteConfig.lng;
  const lang = parsed.lang && site.languages.some((language) => language.code === parsed.lang) ? parsed.lang : defaultLang;
  const status = input.status ?? (parsed.route ? 200 : 404);
  const indexable = status === 200;
  const pageKey = parsed.pageKey;
  const routeId = parsed.route?.id;
  const languages = languagePreference(lang, defaultLang);

  const chain = [pageKey, ...ancestorKeys(pageKey)];
  const chainRoutes = chain.map((key, index) => (index === 0 ? routeId : routeIdOf(key)));
  const app = parsed.route ? pageAppForRoute(parsed.route) : undefined;
  const [rules, pages, page, technical, strings, item] = await Promise.all([
    indexable ? findSeoRules(db, { paths: chain, routeIds: chainRoutes.filter((id): id is string => id !== undefined), lang }) : Promise.resolve([]),
    app && indexable ? listPages(db, app, languages) : Promise.resolve([] as PageSummary[]),
    app && indexable ? loadPage(db, app, pageKey, languages) : Promise.resolve(undefined),
    indexable ? Promise.resolve(undefined) : loadPage(db, 'technical-pages', status === 404 || status === 410 ? '404' : '500', languages),
    loadStrings(db, 'content', languages),
    // Blog, news, promotions, the betting alphabet and landings carry their own SEO texts.
    indexable ? contentPageSeo(db, clock, parsed, { lang, defaultLang, companyName: site.siteConfig.companyName, origin: input.origin }) : Promise.resolve(undefined),
  ]);
  const own = merge(rules, pageKey, routeId, lang);
  const stored = page ?? technical;

  // The nearest of the page and its ancestors that sets robots for its branch.
  let hierarchyMetaRobots: string | null = null;
  for (const [index, key] of chain.entries()) {
    hierarchyMetaRobots = robots(merge(rules, key, chainRoutes[index], lang).hierarchyMetaRobots);
    if (hierarchyMetaRobots) break;
  }

  const companyName = site.siteConfig.companyName;
  const placeholders = placeholdersFor({ siteConfig: site.siteConfig, clock }, lang);
  // Operator texts may use `{companyName}` and `{year}` like the pages do.
  const fill = (text: string | null | undefined) => (text === null || text === undefined ? undefined : fillPlaceholders(text, placeholders));
  const storedTitle = stored ? fillPlaceholders(stored.title, placeholders) : undefined;
  const title = fill(own.title) ?? item?.title ?? (storedTitle ? `${storedTitle} · ${companyName}` : companyName);
  const here = pathOf(lang, pageKey);
  const customCanonical = own.canonicalMode && own.canonicalValue ? CustomCanonicalSchema.safeParse({ mode: own.canonicalMode, value: own.canonicalValue }) : undefined;
  const custom = customCanonical?.success ? customCanonical.data : null;
  const canonical = custom === null ? (item?.canonical ?? `${input.origin}${here}`) : /^https?:\/\//.test(custom.value) ? custom.value : `${input.origin}${custom.value}`;

  const visible = visibleLanguageCodes(site.languages, false);
  const hrefLang = [
    ...visible.map((code) => ({ hrefLang: code, href: `${input.origin}${pathOf(code, pageKey)}` })),
    { hrefLang: 'x-default' as const, href: `${input.origin}${pathOf(visible.includes(defaultLang) ? defaultLang : (visible[0] ?? defaultLang), pageKey)}` },
  ];
  const mediaAlternates = site.mobileHost ? [{ media: MOBILE_ALTERNATE_MEDIA, href: `${site.mobileHost}${here}` }] : [];

  const pageData: SeoPageData = {
    lang,
    title,
    description: fill(own.description) ?? item?.description ?? fill(stored?.summary) ?? '',
    siteName: fill(own.siteName) ?? companyName,
    metaRobots: robots(own.metaRobots) ?? item?.metaRobots ?? (indexable ? null : ERROR_PAGE_META_ROBOTS),
    hierarchyMetaRobots,
    metas: [...metasOf(own.metas), ...(item?.metas ?? [])],
    customCanonical: custom,
    canonical,
    hrefLang,
    mediaAlternates,
  };

  const blocks = readBlocks(own.contentBlocks ?? []);
  const content: SeoContent = {
    style: safeCss(own.contentStyle ?? ''),
    styles: stylesOf(own.contentStyles),
    content: renderBlocks(blocks, { placeholders, text: (key) => strings.get(key) ?? key, pagePath: parsed.pathname, query: parsed.query }),
  };

  const tree = pageTree(pages.map((summary) => withPlaceholders(summary, placeholders)));
  const breadcrumbs = item
    ? [...item.breadcrumbs]
    : page === undefined
      ? []
      : [
          { title: strings.get('breadcrumbs.home') ?? companyName, url: `/${lang}` },
          ...tree.ancestors(page.pageKey).map((ancestor) => ({ title: ancestor.title, url: tree.href(ancestor, lang) })),
          { title: storedTitle ?? page.title, url: here },
        ];
  const image = own.imagePath && SameOriginPathSchema.safeParse(own.imagePath).success ? { url: own.imagePath, alt: own.imageAlt ?? '' } : null;
  const visual: SeoPageVisual = { h1: fill(own.h1) ?? item?.h1 ?? storedTitle ?? '', breadcrumbs, image: image ?? item?.image ?? null };

  return { pageData, content, visual, indexable, ...(item && item.links.length > 0 ? { links: item.links } : {}) };
}
