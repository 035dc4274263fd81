import type { Queryable } from '../../../db/database';
import { contentText, preferred, preferredPage, saveTexts, TEXT_COLUMNS, toIso, type ContentText, type TextRow, type Texts } from './texts';

export interface NewsItem extends ContentText {
  readonly id: number;
  readonly slug: string;
  readonly publishedAt: string;
  readonly coverPath: string | null;
}

export interface NewsList {
  readonly items: readonly NewsItem[];
  readonly total: number;
}

interface NewsRow extends TextRow {
  id: number;
  slug: string;
  published_at: Date | string;
  cover_path: string | null;
  total?: string | number;
}

function newsItem(row: NewsRow): NewsItem {
  return { ...contentText(row), id: row.id, slug: row.slug, publishedAt: toIso(row.published_at), coverPath: row.cover_path };
}

/** One page of published news, newest first (bodies left out), with the total for paging. */
export async function listNews(db: Queryable, filter: { languages: readonly string[]; now: Date; limit: number; offset: number }): Promise<NewsList> {
  const rows = await db.query<NewsRow>(
    `select best.*, count(*) over () as total from (
       select distinct on (n.id) n.id, n.slug, n.published_at, n.cover_path, ${TEXT_COLUMNS.replace('t.body, ', '')}
         from content_news n join content_news_texts t on t.news_id = n.id
        where n.is_published and n.published_at <= $2 and t.lang::text = any($1::text[])
        order by n.id, ${preferred('$1')}
     ) best
     order by best.published_at desc, best.id desc
     limit $3 offset $4`,
    [filter.languages, filter.now.toISOString(), filter.limit, filter.offset],
  );
  const total = rows[0]?.total;
  return { items: rows.map(newsItem), total: total === undefined ? 0 : Number(total) };
}

export async function findNews(db: Queryable, slug: string, languages: readonly string[], now: Date): Promise<NewsItem | undefined> {
  const [row] = await db.query<NewsRow>(
    `select n.id, n.slug, n.published_at, n.cover_path, ${TEXT_COLUMNS}
       from content_news n join content_news_texts t on t.news_id = n.id
      where n.slug = $1 and n.is_published and n.published_at <= $3 and t.lang::text = any($2::text[])
      order by ${preferredPage('$2')}
      limit 1`,
    [slug, languages, now.toISOString()],
  );
  return row ? newsItem(row) : undefined;
}

export interface NewsInput {
  readonly slug: string;
  readonly publishedAt: string;
  readonly coverPath?: string;
  readonly texts: Texts;
}

export async function saveNews(tx: Queryable, input: NewsInput): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into content_news (slug, published_at, cover_path) values ($1, $2, $3)
     on conflict (slug) do update set published_at = excluded.published_at, cover_path = excluded.cover_path
     returning id`,
    [input.slug, input.publishedAt, input.coverPath ?? null],
  );
  if (!row) throw new Error(`news ${input.slug} not written`);
  await saveTexts(tx, 'content_news_texts', 'news_id', row.id, input.texts);
  return row.id;
}
