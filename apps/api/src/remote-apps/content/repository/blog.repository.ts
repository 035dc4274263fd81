import type { Queryable } from '../../../db/database';
import { blocksText, readingMinutes, searchText } from '../text';
import { contentText, preferred, preferredPage, saveTexts, TEXT_COLUMNS, toIso, type ContentText, type ParsedText, type TextRow, type Texts } from './texts';

export interface BlogCategory extends ContentText {
  readonly id: number;
  /** After blog/categories/: 'betting-guides/football'. */
  readonly path: string;
  readonly parentId: number | null;
  readonly position: number;
}

export interface ArticleSummary {
  readonly id: number;
  readonly slug: string;
  readonly categoryPath: string;
  readonly author: string;
  readonly publishedAt: string;
  readonly coverPath: string | null;
  readonly coverAlt: string;
  readonly readingMinutes: number;
  readonly lang: string;
  readonly title: string;
  readonly summary: string;
}

export interface Article extends ArticleSummary, ContentText {}

export interface ArticleList {
  readonly items: readonly ArticleSummary[];
  /** Every article the filter matches, over all pages. */
  readonly total: number;
}

export interface ArticleFilter {
  readonly languages: readonly string[];
  /** Articles published after this instant are not shown yet. */
  readonly now: Date;
  /** The category and every category below it. */
  readonly categoryPath?: string;
  /** Lower-case words (search.ts `queryWords`), each of which the article's text must contain. */
  readonly words?: readonly string[];
  readonly limit: number;
  readonly offset: number;
}

interface CategoryRow extends TextRow {
  id: number;
  path: string;
  parent_id: number | null;
  position: number;
}

/** Published categories in the best language each has, by position then path. */
export async function listBlogCategories(db: Queryable, languages: readonly string[]): Promise<BlogCategory[]> {
  const rows = await db.query<CategoryRow>(
    `select * from (
       select distinct on (c.id) c.id, c.path, c.parent_id, c.position, ${TEXT_COLUMNS}
         from content_blog_categories c join content_blog_category_texts t on t.category_id = c.id
        where c.is_published and t.lang::text = any($1::text[])
        order by c.id, ${preferred('$1')}
     ) best order by position, path`,
    [languages],
  );
  return rows.map((row) => ({ ...contentText(row), id: row.id, path: row.path, parentId: row.parent_id, position: row.position }));
}

interface ArticleRow extends TextRow {
  id: number;
  slug: string;
  category_path: string;
  author: string;
  published_at: Date | string;
  cover_path: string | null;
  cover_alt: string;
  reading_minutes: number;
  total?: string | number;
}

function articleSummary(row: ArticleRow): ArticleSummary {
  return {
    id: row.id,
    slug: row.slug,
    categoryPath: row.category_path,
    author: row.author,
    publishedAt: toIso(row.published_at),
    coverPath: row.cover_path,
    coverAlt: row.cover_alt,
    readingMinutes: row.reading_minutes,
    lang: row.lang.trim(),
    title: row.title,
    summary: row.summary,
  };
}

const ARTICLE_COLUMNS = 'a.id, a.slug, c.path as category_path, a.author, a.published_at, a.cover_path, t.cover_alt, t.reading_minutes';

/** One page of published articles, newest first, with the total the filter matches (for paging). */
export async function listArticles(db: Queryable, filter: ArticleFilter): Promise<ArticleList> {
  const rows = await db.query<ArticleRow>(
    `select best.*, count(*) over () as total from (
       select distinct on (a.id) ${ARTICLE_COLUMNS}, t.lang, t.title, t.summary, t.search_text,
              t.seo_title, t.seo_description, t.canonical_path, t.og_image_path, t.og_image_alt
         from content_blog_articles a
         join content_blog_categories c on c.id = a.category_id and c.is_published
         join content_blog_article_texts t on t.article_id = a.id
        where a.is_published and a.published_at <= $2 and t.lang::text = any($1::text[])
          and ($3::text is null or c.path = $3::text or c.path like $3::text || '/%')
        order by a.id, ${preferred('$1')}
     ) best
     where not exists (select 1 from unnest($4::text[]) as w(word) where position(w.word in best.search_text) = 0)
     order by best.published_at desc, best.id desc
     limit $5 offset $6`,
    [filter.languages, filter.now.toISOString(), filter.categoryPath ?? null, filter.words ?? [], filter.limit, filter.offset],
  );
  const total = rows[0]?.total;
  return { items: rows.map(articleSummary), total: total === undefined ? 0 : Number(total) };
}

/** A published article by slug, with its body, in the best language it has. */
export async function findArticle(db: Queryable, slug: string, languages: readonly string[], now: Date): Promise<Article | undefined> {
  const [row] = await db.query<ArticleRow>(
    `select ${ARTICLE_COLUMNS}, ${TEXT_COLUMNS}
       from content_blog_articles a
       join content_blog_categories c on c.id = a.category_id and c.is_published
       join content_blog_article_texts t on t.article_id = a.id
      where a.slug = $1 and a.is_published and a.published_at <= $3 and t.lang::text = any($2::text[])
      order by ${preferredPage('$2')}
      limit 1`,
    [slug, languages, now.toISOString()],
  );
  return row ? { ...contentText(row), ...articleSummary(row) } : undefined;
}

// ---------------------------------------------------------------------------------------------------------------
// Writing

export interface BlogCategoryInput {
  readonly path: string;
  readonly position?: number;
  readonly texts: Texts;
}

/** Saves a category; its parent is the category at the path without the last segment, which must exist. */
export async function saveBlogCategory(tx: Queryable, input: BlogCategoryInput): Promise<number> {
  const parentPath = input.path.includes('/') ? input.path.slice(0, input.path.lastIndexOf('/')) : null;
  const [row] = await tx.query<{ id: number }>(
    `insert into content_blog_categories (path, parent_id, position)
     values ($1, (select id from content_blog_categories where path = $2::text), $3)
     on conflict (path) do update set parent_id = excluded.parent_id, position = excluded.position
     returning id, parent_id`,
    [input.path, parentPath, input.position ?? 0],
  );
  if (!row) throw new Error(`blog category ${input.path} not written`);
  await saveTexts(tx, 'content_blog_category_texts', 'category_id', row.id, input.texts);
  return row.id;
}

export interface ArticleInput {
  readonly slug: string;
  readonly categoryPath: string;
  readonly author: string;
  readonly publishedAt: string;
  readonly coverPath?: string;
  readonly isPublished?: boolean;
  readonly texts: Texts<{ readonly coverAlt?: string }>;
}

/** An article text's own columns: its search text and reading time are worked out from its title, summary and body. */
export function articleTextColumns(text: { readonly coverAlt?: string }, parsed: ParsedText): Readonly<Record<string, unknown>> {
  const bodyText = blocksText(parsed.body);
  return {
    cover_alt: text.coverAlt ?? '',
    search_text: searchText(parsed.title, parsed.summary, bodyText),
    reading_minutes: readingMinutes(`${parsed.summary} ${bodyText}`),
  };
}

/** Saves an article; each text's search text and reading time are worked out from its title, summary and body. */
export async function saveArticle(tx: Queryable, input: ArticleInput): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into content_blog_articles (slug, category_id, author, published_at, cover_path, is_published)
     values ($1, (select id from content_blog_categories where path = $2), $3, $4, $5, $6)
     on conflict (slug) do update set category_id = excluded.category_id, author = excluded.author,
       published_at = excluded.published_at, cover_path = excluded.cover_path, is_published = excluded.is_published
     returning id`,
    [input.slug, input.categoryPath, input.author, input.publishedAt, input.coverPath ?? null, input.isPublished ?? true],
  );
  if (!row) throw new Error(`article ${input.slug} not written`);
  await saveTexts(tx, 'content_blog_article_texts', 'article_id', row.id, input.texts, articleTextColumns);
  return row.id;
}
