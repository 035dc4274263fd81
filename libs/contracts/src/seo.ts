import * as z from 'zod/mini';
import { LanguageCodeSchema } from './config/site-config';
import { BreadcrumbSchema } from './navigation/redirects';
import { SameOriginPathSchema } from './navigation/same-origin-schema';

/**
 * The SEO calls (spec §7 "SEO calls", §3 "SEO page data" and "Seo content"). The API answers them from the
 * operator's SEO table with defaults derived from the page; the page server puts the same data into the first
 * HTML it sends (title, meta, canonical, hreflang alternates, the SEO text block).
 *
 * - `GET /bff-api/seo/page-data?path=/en/information/about` → `SeoPageData`
 * - `GET /bff-api/seo/content?path=…` → `SeoContent` (the search-engine text block under the page)
 * - `GET /bff-api/seo/page-visual?path=…` → `SeoPageVisual` (h1, breadcrumbs, image)
 * - `GET /bff-api/seo/sports-map?lng=en&nameEng=Football` → `SeoSportsMap`
 * - `GET /bff-api/seo/blog-entity?projectId=1&domain=…&entityType=category&identifier=…` → `SeoBlogEntity`
 *   (cache 1800 s, `BLOG_ENTITY_CACHE_SECONDS`)
 *
 * Absolute URLs (canonical, alternates) are built from the origin the request arrived at, never a fixed domain.
 * Refusals answer `ApiError`: `invalid_request` (400), `seo_not_found` (404, blog entity only).
 */
export const SeoPaths = {
  pageData: '/bff-api/seo/page-data',
  content: '/bff-api/seo/content',
  pageVisual: '/bff-api/seo/page-visual',
  sportsMap: '/bff-api/seo/sports-map',
  blogEntity: '/bff-api/seo/blog-entity',
} as const;

/** How long the blog entity call may be cached (spec §9), by the browser and by the API. */
export const BLOG_ENTITY_CACHE_SECONDS = 1800;

/** `ApiError.error.code` of an SEO call that has nothing for its key (blog entity). */
export const SEO_NOT_FOUND = 'seo_not_found';

/** The page the data is for: its path with the language prefix, `/en/information/rules/1`. The query is ignored. */
export const SeoPageQuerySchema = z.object({ path: SameOriginPathSchema });
export type SeoPageQuery = z.infer<typeof SeoPageQuerySchema>;

/** `http://…` or `https://…` with a host: what crawlers need in canonical and alternate links. */
export const AbsoluteUrlSchema = z.string().check(z.regex(/^https?:\/\/[^/\s?#]+(?:[/?#]\S*)?$/, 'an absolute http(s) URL'), z.maxLength(2048));

/** Robots directives: `index, follow`, `noindex, nofollow`, `max-snippet:-1`. */
export const MetaRobotsSchema = z.string().check(z.regex(/^[a-z0-9:-]+(?:, ?[a-z0-9:-]+)*$/, 'robots directives such as "noindex, follow"'), z.maxLength(200));

/** The directives a page gets when neither it nor an ancestor sets any. */
export const DEFAULT_META_ROBOTS = 'index, follow';

/** One extra `<meta>`: by `name` (`keywords`, `twitter:card`) or by `property` (Open Graph: `og:type`). */
export const SeoMetaSchema = z.union([
  z.object({ name: z.string().check(z.regex(/^[a-zA-Z][\w:.-]{0,63}$/)), content: z.string().check(z.maxLength(1000)) }),
  z.object({ property: z.string().check(z.regex(/^[a-zA-Z][\w:.-]{0,63}$/)), content: z.string().check(z.maxLength(1000)) }),
]);
export type SeoMeta = z.infer<typeof SeoMetaSchema>;

/**
 * The operator's canonical for a page (spec §3 customCanonical):
 * - `url`: `value` is the canonical itself, an absolute URL (the main domain) or a path on this site;
 * - `mirror`: `value` is a path, made absolute on whichever mirror answered the request.
 */
export const CustomCanonicalSchema = z.object({
  mode: z.enum(['url', 'mirror']),
  value: z.union([AbsoluteUrlSchema, SameOriginPathSchema]),
});
export type CustomCanonical = z.infer<typeof CustomCanonicalSchema>;

/** `<link rel="alternate" hreflang="…" href="…">`: one per available language, and `x-default` (the default language). */
export const HrefLangAlternateSchema = z.object({
  hrefLang: z.union([LanguageCodeSchema, z.literal('x-default')]),
  href: AbsoluteUrlSchema,
});
export type HrefLangAlternate = z.infer<typeof HrefLangAlternateSchema>;

/** `<link rel="alternate" media="…" href="…">`: the same page on the mobile site. */
export const MediaAlternateSchema = z.object({
  media: z.string().check(z.minLength(1), z.maxLength(200)),
  href: AbsoluteUrlSchema,
});
export type MediaAlternate = z.infer<typeof MediaAlternateSchema>;

/** SEO page data (spec §3) for one page in one language. */
export const SeoPageDataSchema = z.object({
  /** The language the data is in (the path's). */
  lang: LanguageCodeSchema,
  /** The whole document title: the operator's, else `{page title} · {companyName}`, else `{companyName}`. */
  title: z.string().check(z.minLength(1)),
  description: z.string(),
  siteName: z.string().check(z.minLength(1)),
  /** The page's own robots directives (null: none set for it). */
  metaRobots: z.nullable(MetaRobotsSchema),
  /** Directives the page or its nearest ancestor sets for a whole branch (null: none). See `effectiveMetaRobots`. */
  hierarchyMetaRobots: z.nullable(MetaRobotsSchema),
  metas: z.array(SeoMetaSchema),
  customCanonical: z.nullable(CustomCanonicalSchema),
  /** The canonical URL to print: from `customCanonical` when set, else this page on this origin without its query. */
  canonical: AbsoluteUrlSchema,
  hrefLang: z.array(HrefLangAlternateSchema),
  mediaAlternates: z.array(MediaAlternateSchema),
});
export type SeoPageData = z.infer<typeof SeoPageDataSchema>;

/** What `<meta name="robots">` says: the page's own, else the branch's, else `index, follow`. */
export function effectiveMetaRobots(data: Pick<SeoPageData, 'metaRobots' | 'hierarchyMetaRobots'>): string {
  return data.metaRobots ?? data.hierarchyMetaRobots ?? DEFAULT_META_ROBOTS;
}

/** The search-engine text block under a page (spec §3 "Seo content"). */
export const SeoContentSchema = z.object({
  /** CSS for one `<style>` (never contains `<`). */
  style: z.string().check(z.refine((css) => !css.includes('<'), 'CSS without "<"')),
  /** Stylesheets on this site for `<link rel="stylesheet">`. */
  styles: z.array(SameOriginPathSchema),
  /** HTML rendered by the API from its own text (escaped); `''` when the page has no SEO text. */
  content: z.string(),
});
export type SeoContent = z.infer<typeof SeoContentSchema>;

/** What the page shows at its top for search engines: the h1, the breadcrumb trail and an optional image. */
export const SeoPageVisualSchema = z.object({
  h1: z.string(),
  breadcrumbs: z.array(BreadcrumbSchema),
  image: z.nullable(z.object({ url: SameOriginPathSchema, alt: z.string() })),
});
export type SeoPageVisual = z.infer<typeof SeoPageVisualSchema>;

/** A sport's English name as the line names it: `Football`, `Ice Hockey`. */
export const SportNameEngSchema = z.string().check(z.regex(/^[A-Za-z0-9][A-Za-z0-9 .&'-]{0,63}$/, 'a sport name in English'));

export const SeoSportsMapQuerySchema = z.object({
  lng: LanguageCodeSchema,
  /** One sport; absent: every sport with SEO data. */
  nameEng: z.optional(SportNameEngSchema),
});
export type SeoSportsMapQuery = z.infer<typeof SeoSportsMapQuerySchema>;

export const SeoSportSchema = z.object({
  nameEng: SportNameEngSchema,
  /** The sport's name in `lng`. */
  name: z.string().check(z.minLength(1)),
  /** Its URL segment: `football`, `ice-hockey`. */
  slug: z.string().check(z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  title: z.string(),
  description: z.string(),
});
export type SeoSport = z.infer<typeof SeoSportSchema>;

/** The sports map: SEO names of the sports in `lng` (English text where `lng` has none). */
export const SeoSportsMapSchema = z.object({ lng: LanguageCodeSchema, sports: z.array(SeoSportSchema) });
export type SeoSportsMap = z.infer<typeof SeoSportsMapSchema>;

export const BlogEntityTypeSchema = z.enum(['article', 'category', 'tag']);
export type BlogEntityType = z.infer<typeof BlogEntityTypeSchema>;

export const SeoBlogEntityQuerySchema = z.object({
  /** The project (site) id, digits. */
  projectId: z.string().check(z.regex(/^[1-9]\d{0,8}$/, 'a project id')),
  /** The host the blog is read on: `example.com` (an entry for every domain applies when none is specific). */
  domain: z.string().check(z.regex(/^[a-z0-9.-]{1,253}(?::\d{1,5})?$/i, 'a domain name')),
  entityType: BlogEntityTypeSchema,
  /** The entity's slug: `how-to-read-odds`. */
  identifier: z.string().check(z.regex(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/, 'a slug'), z.maxLength(200)),
});
export type SeoBlogEntityQuery = z.infer<typeof SeoBlogEntityQuerySchema>;

export const SeoBlogEntitySchema = z.object({
  entityType: BlogEntityTypeSchema,
  identifier: z.string(),
  lang: LanguageCodeSchema,
  title: z.string().check(z.minLength(1)),
  description: z.string(),
  h1: z.string(),
  metaRobots: z.nullable(MetaRobotsSchema),
  content: SeoContentSchema,
});
export type SeoBlogEntity = z.infer<typeof SeoBlogEntitySchema>;
