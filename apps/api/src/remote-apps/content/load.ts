import type { PromoCategory } from '@betting/contracts';
import type { Queryable } from '../../db/database';
import { pageLinks, paging, type PageLinks } from './paging';
import { findArticle, listArticles, listBlogCategories, type Article, type ArticleList, type BlogCategory } from './repository/blog.repository';
import { findGlossaryTerm, loadGlossary, type Glossary, type GlossaryBlock, type GlossaryCategory, type GlossaryTerm } from './repository/glossary.repository';
import { findLanding, type Landing } from './repository/landings.repository';
import { findNews, listNews, type NewsItem, type NewsList } from './repository/news.repository';
import { findPromotion, listPromotions, type Promotion } from './repository/promotions.repository';
import type { ContentRequest, LandingKey } from './request';
import { match } from 'ts-pattern';

export const BLOG_PAGE_SIZE = 9;
export const NEWS_PAGE_SIZE = 6;
/** Articles under "More in {category}" on an article page. */
export const RELATED_ARTICLES = 3;

/** Everything a content page shows, read from the database; undefined from `loadContentView` is a 404. */
export type ContentView =
  | { readonly kind: 'blog'; readonly section: Landing; readonly categories: readonly BlogCategory[]; readonly list: ArticleList; readonly links: PageLinks; readonly query: string }
  | {
      readonly kind: 'blog-category';
      readonly section: Landing;
      readonly categories: readonly BlogCategory[];
      /** Undefined on the categories index (blog/categories). */
      readonly category: BlogCategory | undefined;
      readonly list: ArticleList;
      readonly links: PageLinks;
    }
  | {
      readonly kind: 'blog-article';
      readonly section: Landing;
      readonly categories: readonly BlogCategory[];
      readonly article: Article;
      readonly related: ArticleList;
    }
  | { readonly kind: 'news'; readonly section: Landing; readonly list: NewsList; readonly links: PageLinks }
  | { readonly kind: 'news-item'; readonly section: Landing; readonly item: NewsItem; readonly latest: NewsList }
  | { readonly kind: 'promo'; readonly section: Landing; readonly category: PromoCategory; readonly promotions: readonly Promotion[] }
  | { readonly kind: 'promotion'; readonly section: Landing; readonly promotion: Promotion }
  | {
      readonly kind: 'glossary';
      readonly section: Landing;
      readonly glossary: Glossary;
      readonly block: GlossaryBlock | undefined;
      readonly category: GlossaryCategory | undefined;
      readonly term: GlossaryTerm | undefined;
    }
  | { readonly kind: 'landing'; readonly section: Landing };

/** The landing row that carries a section's texts and SEO. */
export function sectionKey(request: ContentRequest): 'blog' | 'news' | 'promo' | 'betting-alphabet' | LandingKey {
  return match(request)
    .returnType<'blog' | 'news' | 'promo' | 'betting-alphabet' | LandingKey>()
    .with({ kind: 'blog' }, { kind: 'blog-category' }, { kind: 'blog-article' }, () => 'blog')
    .with({ kind: 'news' }, { kind: 'news-item' }, () => 'news')
    .with({ kind: 'promo' }, { kind: 'promotion' }, () => 'promo')
    .with({ kind: 'glossary' }, () => 'betting-alphabet')
    .with({ kind: 'landing' }, ({ key }) => key)
    .exhaustive();
}

interface LoadInput {
  readonly request: ContentRequest;
  readonly languages: readonly string[];
  readonly now: Date;
}

/** Reads what a content page shows. Undefined when there is nothing at the path (unknown slug, page past the last). */
export async function loadContentView(db: Queryable, { request, languages, now }: LoadInput): Promise<ContentView | undefined> {
  const section = await findLanding(db, sectionKey(request), languages);
  if (!section) return undefined;
  return match(request)
    .returnType<Promise<ContentView | undefined>>()
    .with({ kind: 'blog' }, async (request) => {
      const { offset } = paging(request.page, BLOG_PAGE_SIZE);
      const [categories, list] = await Promise.all([
        listBlogCategories(db, languages),
        listArticles(db, { languages, now, words: request.words, limit: BLOG_PAGE_SIZE, offset }),
      ]);
      const links = pageLinks(request.page, list.total, BLOG_PAGE_SIZE);
      return links ? { kind: 'blog', section, categories, list, links, query: request.query } : undefined;
    })
    .with({ kind: 'blog-category' }, async (request) => {
      const categories = await listBlogCategories(db, languages);
      const category = request.path === '' ? undefined : categories.find((candidate) => candidate.path === request.path);
      if (request.path !== '' && !category) return undefined;
      const { offset } = paging(request.page, BLOG_PAGE_SIZE);
      const list = category ? await listArticles(db, { languages, now, categoryPath: category.path, limit: BLOG_PAGE_SIZE, offset }) : { items: [], total: 0 };
      const links = pageLinks(request.page, list.total, BLOG_PAGE_SIZE);
      return links ? { kind: 'blog-category', section, categories, category, list, links } : undefined;
    })
    .with({ kind: 'blog-article' }, async (request) => {
      const [categories, article] = await Promise.all([listBlogCategories(db, languages), findArticle(db, request.slug, languages, now)]);
      if (!article) return undefined;
      const nearby = await listArticles(db, { languages, now, categoryPath: article.categoryPath, limit: RELATED_ARTICLES + 1, offset: 0 });
      const related = { items: nearby.items.filter((item) => item.id !== article.id).slice(0, RELATED_ARTICLES), total: nearby.total - 1 };
      return { kind: 'blog-article', section, categories, article, related };
    })
    .with({ kind: 'news' }, async (request) => {
      const { offset } = paging(request.page, NEWS_PAGE_SIZE);
      const list = await listNews(db, { languages, now, limit: NEWS_PAGE_SIZE, offset });
      const links = pageLinks(request.page, list.total, NEWS_PAGE_SIZE);
      return links ? { kind: 'news', section, list, links } : undefined;
    })
    .with({ kind: 'news-item' }, async (request) => {
      const [item, latest] = await Promise.all([findNews(db, request.slug, languages, now), listNews(db, { languages, now, limit: 4, offset: 0 })]);
      if (!item) return undefined;
      return { kind: 'news-item', section, item, latest: { items: latest.items.filter((other) => other.id !== item.id).slice(0, 3), total: latest.total } };
    })
    .with({ kind: 'promo' }, async (request) => {
      const promotions = await listPromotions(db, { languages, now, category: request.category });
      return { kind: 'promo', section, category: request.category, promotions };
    })
    .with({ kind: 'promotion' }, async (request) => {
      const promotion = await findPromotion(db, request.id, languages);
      return promotion ? { kind: 'promotion', section, promotion } : undefined;
    })
    .with({ kind: 'glossary' }, async (request) => {
      const glossary = await loadGlossary(db, languages);
      const block = request.block === undefined ? undefined : glossary.blocks.find((candidate) => candidate.slug === request.block);
      if (request.block !== undefined && !block) return undefined;
      const category =
        request.category === undefined ? undefined : glossary.categories.find((candidate) => candidate.blockId === block?.id && candidate.slug === request.category);
      if (request.category !== undefined && !category) return undefined;
      const listed = request.term === undefined ? undefined : glossary.terms.find((candidate) => candidate.categoryId === category?.id && candidate.slug === request.term);
      if (request.term !== undefined && !listed) return undefined;
      const term = listed ? await findGlossaryTerm(db, listed.slug, languages) : undefined;
      if (listed && !term) return undefined;
      return { kind: 'glossary', section, glossary, block, category, term };
    })
    .with({ kind: 'landing' }, async () => ({ kind: 'landing', section }))
    .exhaustive();
}
