import {
  CONTENT_LANGUAGES,
  type ContentFields,
  type ContentItem,
  type ContentKind,
  type ContentLanguage,
  type ContentSummary,
  type ContentText,
  type ContentTexts,
} from '@betting/contracts';
import { match } from 'ts-pattern';
import type { Queryable } from '../db/database';
import { articleTextColumns, promotionTextColumns, textArray, saveText, TextInputSchema, type ParsedText, type TextInput } from '../remote-apps';

/**
 * The editor's reads and writes of promotions, news and blog articles: the very rows the `content` remote app serves
 * (remote-apps/content/repository), by id, with every language's text. A language the editor leaves empty loses its
 * row, so the site reads it as it reads any language without a text (the site default, then English).
 */

interface KindTables {
  readonly table: string;
  readonly texts: string;
  readonly owner: string;
  /** The column the list is dated and ordered by. */
  readonly date: string;
}

const TABLES: Readonly<Record<ContentKind, KindTables>> = {
  promotion: {
    table: 'content_promotions',
    texts: 'content_promotion_texts',
    owner: 'promotion_id',
    date: 'starts_at',
  },
  news: {
    table: 'content_news',
    texts: 'content_news_texts',
    owner: 'news_id',
    date: 'published_at',
  },
  blog: {
    table: 'content_blog_articles',
    texts: 'content_blog_article_texts',
    owner: 'article_id',
    date: 'published_at',
  },
};

const iso = (value: Date | string) => new Date(value).toISOString();
const isLanguage = (value: string): value is ContentLanguage => (CONTENT_LANGUAGES as readonly string[]).includes(value);
const parsedJson = (value: unknown): unknown => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

export async function listContent(
  db: Queryable,
  kind: ContentKind,
  filter: { published?: boolean | undefined; q?: string | undefined }
): Promise<ContentSummary[]> {
  const { table, texts, owner, date } = TABLES[kind];
  const rows = await db.query<{
    id: number;
    slug: string;
    is_published: boolean;
    title: string | null;
    languages: string[] | string;
    date: Date | string;
  }>(
    `select c.id, c.slug, c.is_published, c.${date} as date,
            (select t.title from ${texts} t where t.${owner} = c.id and t.lang = 'en') as title,
            array(select trim(t.lang) from ${texts} t where t.${owner} = c.id order by t.lang) as languages
       from ${table} c
      where ($1::boolean is null or c.is_published = $1::boolean)
        and ($2::text is null or position(lower($2::text) in lower(c.slug)) > 0
             or exists (select 1 from ${texts} t where t.${owner} = c.id and position(lower($2::text) in lower(t.title)) > 0))
      order by c.${date} desc, c.id desc
      limit 500`,
    [filter.published ?? null, filter.q ? filter.q : null]
  );
  return rows.map((row) => {
    const languages = textArray(row.languages).filter(isLanguage);
    return {
      id: row.id,
      kind,
      slug: row.slug,
      published: row.is_published,
      title: row.title ?? '',
      languages: CONTENT_LANGUAGES.filter((lang) => languages.includes(lang)),
      date: iso(row.date),
    };
  });
}

interface TextRowOfEditor {
  lang: string;
  title: string;
  summary: string;
  body: unknown;
  schedule?: string;
  terms?: unknown;
  action_label?: string;
  cover_alt?: string;
}

/** A promotion's stored terms (blocks: one numbered list) as the editor's lines. */
function termsOf(stored: unknown): string[] {
  const blocks = parsedJson(stored);
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((block: unknown) => {
    if (typeof block !== 'object' || block === null) return [];
    const { items, text } = block as { items?: unknown; text?: unknown };
    if (Array.isArray(items)) return items.filter((item): item is string => typeof item === 'string');
    return typeof text === 'string' ? [text] : [];
  });
}

async function textsOf(db: Queryable, kind: ContentKind, id: number): Promise<ContentTexts> {
  const { texts, owner } = TABLES[kind];
  const extra = kind === 'promotion' ? ', schedule, terms, action_label' : kind === 'blog' ? ', cover_alt' : '';
  const rows = await db.query<TextRowOfEditor>(`select lang, title, summary, body${extra} from ${texts} where ${owner} = $1`, [id]);
  const result: Partial<Record<ContentLanguage, ContentText>> = {};
  for (const row of rows) {
    const lang = row.lang.trim();
    if (!isLanguage(lang)) continue;
    const body = parsedJson(row.body);
    const text: ContentText = {
      title: row.title,
      summary: row.summary,
      body: Array.isArray(body) ? (body as ContentText['body']) : [],
    };
    if (kind === 'promotion')
      Object.assign(text, {
        schedule: row.schedule ?? '',
        terms: termsOf(row.terms),
        action_label: row.action_label ?? '',
      });
    if (kind === 'blog') text.cover_alt = row.cover_alt ?? '';
    result[lang] = text;
  }
  return result as ContentTexts;
}

/** An item with every language's text, or undefined. */
export async function findContent(db: Queryable, kind: ContentKind, id: number): Promise<ContentItem | undefined> {
  if (kind === 'promotion') {
    const [row] = await db.query<{
      id: number;
      slug: string;
      categories: string[] | string;
      starts_at: Date | string;
      ends_at: Date | string | null;
      position: number;
      cover_path: string | null;
      action_path: string | null;
      is_published: boolean;
    }>('select id, slug, categories, starts_at, ends_at, position, cover_path, action_path, is_published from content_promotions where id = $1', [id]);
    if (!row) return undefined;
    const fields: ContentFields = {
      kind,
      slug: row.slug,
      categories: textArray(row.categories) as Extract<ContentFields, { kind: 'promotion' }>['categories'],
      starts_at: iso(row.starts_at),
      ends_at: row.ends_at === null ? null : iso(row.ends_at),
      position: row.position,
      cover_path: row.cover_path,
      action_path: row.action_path,
      texts: await textsOf(db, kind, id),
    };
    return { id: row.id, published: row.is_published, fields };
  }
  if (kind === 'news') {
    const [row] = await db.query<{
      id: number;
      slug: string;
      published_at: Date | string;
      cover_path: string | null;
      is_published: boolean;
    }>('select id, slug, published_at, cover_path, is_published from content_news where id = $1', [id]);
    if (!row) return undefined;
    return {
      id: row.id,
      published: row.is_published,
      fields: {
        kind,
        slug: row.slug,
        published_at: iso(row.published_at),
        cover_path: row.cover_path,
        texts: await textsOf(db, kind, id),
      },
    };
  }
  const [row] = await db.query<{
    id: number;
    slug: string;
    category_path: string;
    author: string;
    published_at: Date | string;
    cover_path: string | null;
    is_published: boolean;
  }>(
    `select a.id, a.slug, c.path as category_path, a.author, a.published_at, a.cover_path, a.is_published
       from content_blog_articles a join content_blog_categories c on c.id = a.category_id where a.id = $1`,
    [id]
  );
  if (!row) return undefined;
  return {
    id: row.id,
    published: row.is_published,
    fields: {
      kind,
      slug: row.slug,
      category_path: row.category_path,
      author: row.author,
      published_at: iso(row.published_at),
      cover_path: row.cover_path,
      texts: await textsOf(db, kind, id),
    },
  };
}

/** Why an item cannot be written as sent (the editor shows the field); undefined when it can. */
export async function contentProblem(db: Queryable, fields: ContentFields, id: number | undefined): Promise<string | undefined> {
  for (const [lang, text] of Object.entries(fields.texts)) {
    if (!text) continue;
    const parsed = TextInputSchema.safeParse({
      title: text.title,
      summary: text.summary,
      body: text.body,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return `${lang}: ${issue ? `${issue.path.join('.')} ${issue.message}` : 'invalid text'}`;
    }
  }
  if (fields.kind === 'promotion' && fields.ends_at !== null && Date.parse(fields.ends_at) <= Date.parse(fields.starts_at))
    return 'ends_at: must be after starts_at';
  if (fields.kind === 'blog') {
    const [category] = await db.query('select id from content_blog_categories where path = $1', [fields.category_path]);
    if (!category) return 'category_path: no such blog category';
  }
  const { table } = TABLES[fields.kind];
  const [taken] = await db.query<{ id: number }>(`select id from ${table} where slug = $1 and ($2::integer is null or id <> $2::integer)`, [
    fields.slug,
    id ?? null,
  ]);
  return taken ? 'slug_taken' : undefined;
}

function textInput(text: ContentText): TextInput {
  return {
    title: text.title,
    summary: text.summary,
    body: text.body as TextInput['body'],
  };
}

/** Writes an item's row (a new one unpublished) and its texts; a language not sent loses its text. Returns the id. */
export async function writeContent(tx: Queryable, fields: ContentFields, id: number | undefined): Promise<number> {
  const [written] = await match(fields)
    .with({ kind: 'promotion' }, (fields) => {
      const values = [fields.slug, fields.categories, fields.starts_at, fields.ends_at, fields.position, fields.cover_path, fields.action_path];
      return id === undefined
        ? tx.query<{ id: number }>(
            `insert into content_promotions (slug, categories, starts_at, ends_at, position, cover_path, action_path, is_published)
             values ($1, $2::text[], $3, $4, $5, $6, $7, false) returning id`,
            values
          )
        : tx.query<{ id: number }>(
            `update content_promotions set slug = $1, categories = $2::text[], starts_at = $3, ends_at = $4, position = $5, cover_path = $6, action_path = $7
              where id = $8 returning id`,
            [...values, id]
          );
    })
    .with({ kind: 'news' }, (fields) => {
      const values = [fields.slug, fields.published_at, fields.cover_path];
      return id === undefined
        ? tx.query<{ id: number }>('insert into content_news (slug, published_at, cover_path, is_published) values ($1, $2, $3, false) returning id', values)
        : tx.query<{ id: number }>('update content_news set slug = $1, published_at = $2, cover_path = $3 where id = $4 returning id', [...values, id]);
    })
    .with({ kind: 'blog' }, (fields) => {
      const values = [fields.slug, fields.category_path, fields.author, fields.published_at, fields.cover_path];
      return id === undefined
        ? tx.query<{ id: number }>(
            `insert into content_blog_articles (slug, category_id, author, published_at, cover_path, is_published)
             values ($1, (select id from content_blog_categories where path = $2), $3, $4, $5, false) returning id`,
            values
          )
        : tx.query<{ id: number }>(
            `update content_blog_articles set slug = $1, category_id = (select id from content_blog_categories where path = $2), author = $3, published_at = $4, cover_path = $5
              where id = $6 returning id`,
            [...values, id]
          );
    })
    .exhaustive();
  if (!written) throw new Error(`${fields.kind} ${id ?? fields.slug} not written`);
  const { texts, owner } = TABLES[fields.kind];
  for (const lang of CONTENT_LANGUAGES) {
    const text = fields.texts[lang];
    if (!text) {
      await tx.query(`delete from ${texts} where ${owner} = $1 and lang = $2`, [written.id, lang]);
      continue;
    }
    const input = textInput(text);
    const parsed = TextInputSchema.parse(input) as ParsedText;
    const extra =
      fields.kind === 'promotion'
        ? promotionTextColumns({
            schedule: text.schedule ?? '',
            terms: text.terms ?? [],
            actionLabel: text.action_label ?? '',
          })
        : fields.kind === 'blog'
        ? articleTextColumns({ coverAlt: text.cover_alt ?? '' }, parsed)
        : {};
    await saveText(tx, texts, owner, written.id, lang, input, extra);
  }
  return written.id;
}

/** Shows or hides an item on the site; false when it does not exist. */
export async function setPublished(tx: Queryable, kind: ContentKind, id: number, published: boolean): Promise<boolean> {
  const rows = await tx.query(`update ${TABLES[kind].table} set is_published = $2 where id = $1 returning id`, [id, published]);
  return rows.length > 0;
}

export async function blogCategoryChoices(db: Queryable): Promise<{ path: string; title: string }[]> {
  return db.query<{ path: string; title: string }>(
    `select c.path, coalesce((select t.title from content_blog_category_texts t where t.category_id = c.id and t.lang = 'en'), c.path) as title
       from content_blog_categories c order by c.path`
  );
}
