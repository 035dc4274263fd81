import { PromoCategorySchema, type PromoCategory } from '@betting/contracts';
import { lookupRoute } from '@betting/routing';
import { z } from 'zod';
import type { PagePath } from '../page-path';
import { isContentRoute, type ContentRouteId } from './routes';
import { pageFromQuery } from './paging';
import { MAX_QUERY_LENGTH, queryWords } from './search';
import { match } from 'ts-pattern';

/** The landings with no list: the whole page is their stored text. */
export const LANDING_KEYS = ['betting-awards', 'ipl-betting-app', 'cricket-world-cup'] as const;
export type LandingKey = (typeof LANDING_KEYS)[number];

/** What a content page shows, read from its path and query. */
export type ContentRequest =
  | { readonly kind: 'blog'; readonly page: number; readonly query: string; readonly words: readonly string[] }
  /** `path` is the nested category slug; '' is the categories index. */
  | { readonly kind: 'blog-category'; readonly path: string; readonly page: number }
  | { readonly kind: 'blog-article'; readonly slug: string }
  | { readonly kind: 'news'; readonly page: number }
  | { readonly kind: 'news-item'; readonly slug: string }
  | { readonly kind: 'promo'; readonly category: PromoCategory }
  | { readonly kind: 'promotion'; readonly id: string }
  | { readonly kind: 'glossary'; readonly block?: string; readonly category?: string; readonly term?: string }
  | { readonly kind: 'landing'; readonly key: LandingKey };

/**
 * The query keys a content page reads. A value it cannot use is read as absent (page 1, every category, no
 * search) rather than refused: links from elsewhere carry all sorts of query strings.
 */
const ContentQuerySchema = z.object({
  page: z.string().nullable().transform(pageFromQuery),
  q: z.string().nullable().transform((value) => (value ?? '').trim().slice(0, MAX_QUERY_LENGTH)),
  category: z.string().nullable().transform((value) => {
    const parsed = PromoCategorySchema.safeParse(value);
    return parsed.success ? parsed.data : 'all_bonuses';
  }),
});

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const CATEGORY_PATH = /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*){0,3}$/;

/** The content page a path names, or undefined when it names none (another route, or a slug that cannot exist). */
export function contentRequest(page: PagePath): ContentRequest | undefined {
  if (!page.route || !isContentRoute(page.route.id)) return undefined;
  const found = lookupRoute(page.rest);
  if (!found?.valid) return undefined;
  const params = found.match.params;
  const query = ContentQuerySchema.parse({ page: page.query.get('page'), q: page.query.get('q'), category: page.query.get('category') });
  const slug = (value: string | undefined) => (value !== undefined && SLUG.test(value) ? value : undefined);
  const routeId: ContentRouteId = page.route.id;
  return match(routeId)
    .returnType<ContentRequest | undefined>()
    .with('blog', () => ({ kind: 'blog', page: query.page, query: query.q, words: queryWords(query.q) }))
    .with('blog.categories', () => {
      const path = params['*'] ?? '';
      return path === '' || CATEGORY_PATH.test(path) ? { kind: 'blog-category', path, page: query.page } : undefined;
    })
    .with('blog.article', () => {
      const articleSlug = slug(params['articleSlug']);
      return articleSlug ? { kind: 'blog-article', slug: articleSlug } : undefined;
    })
    .with('news', () => {
      if (params['slug'] === undefined) return { kind: 'news', page: query.page };
      const newsSlug = slug(params['slug']);
      return newsSlug ? { kind: 'news-item', slug: newsSlug } : undefined;
    })
    .with('promo', () => ({ kind: 'promo', category: query.category }))
    .with('promotions.promotion', () => {
      const id = params['promotionId'];
      return id !== undefined && (SLUG.test(id) || /^\d{1,9}$/.test(id)) ? { kind: 'promotion', id } : undefined;
    })
    .with('betting-alphabet', () => {
      const parts = [params['block'], params['category'], params['slug']];
      const present = parts.filter((part): part is string => part !== undefined);
      if (present.some((part) => !SLUG.test(part))) return undefined;
      const [block, category, term] = present;
      return { kind: 'glossary', ...(block ? { block } : {}), ...(category ? { category } : {}), ...(term ? { term } : {}) };
    })
    .with('betting-awards', 'ipl-betting-app', 'cricket-world-cup', (key) => ({ kind: 'landing', key }))
    .exhaustive();
}
