import type { SeoMeta } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { Queryable } from '../../db/database';
import type { PagePath } from '../page-path';
import { loadContentPage } from './app';
import { isContentRoute } from './routes';

/** What a content page adds to its SEO head (seo/page-seo.ts): the operator's rules still win field by field. */
export interface ContentHeadSeo {
  readonly title: string;
  readonly description: string;
  /** Absolute, on the request's origin (or the stored canonical when it is absolute). */
  readonly canonical: string;
  readonly metaRobots: string | undefined;
  /** Open Graph image, type and article facts. */
  readonly metas: readonly SeoMeta[];
  readonly h1: string;
  readonly breadcrumbs: ReadonlyArray<{ readonly title: string; readonly url: string }>;
  readonly image: { readonly url: string; readonly alt: string } | null;
  /** `<link rel="prev|next">` of a list page, absolute. */
  readonly links: ReadonlyArray<{ readonly rel: 'prev' | 'next'; readonly href: string }>;
}

/** The SEO of a content page; undefined for any other page and for a content path with nothing stored (a 404). */
export async function contentPageSeo(
  db: Queryable,
  clock: Clock,
  page: PagePath,
  site: { readonly lang: string; readonly defaultLang: string; readonly companyName: string; readonly origin: string },
): Promise<ContentHeadSeo | undefined> {
  if (!page.route || !isContentRoute(page.route.id)) return undefined;
  const loaded = await loadContentPage(db, clock, page, site);
  if (!loaded) return undefined;
  const { facts } = loaded;
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${site.origin}${path}`);
  const metas: SeoMeta[] = [];
  if (facts.image) {
    metas.push({ property: 'og:image', content: absolute(facts.image.path) });
    if (facts.image.alt) metas.push({ property: 'og:image:alt', content: facts.image.alt });
  }
  if (facts.ogType === 'article') {
    metas.push({ property: 'og:type', content: 'article' });
    if (facts.publishedTime) metas.push({ property: 'article:published_time', content: facts.publishedTime });
    if (facts.author) metas.push({ property: 'article:author', content: facts.author });
  }
  return {
    title: facts.title,
    description: facts.description,
    canonical: absolute(facts.canonicalPath),
    metaRobots: facts.robots,
    metas,
    h1: facts.h1,
    breadcrumbs: facts.trail.map((crumb) => ({ title: crumb.title, url: crumb.path })),
    image: facts.image ? { url: facts.image.path, alt: facts.image.alt } : null,
    links: [
      ...(facts.prevPath ? [{ rel: 'prev' as const, href: absolute(facts.prevPath) }] : []),
      ...(facts.nextPath ? [{ rel: 'next' as const, href: absolute(facts.nextPath) }] : []),
    ],
  };
}
