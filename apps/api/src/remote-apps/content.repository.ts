import type { Clock } from '@betting/kernel';
import type { Queryable } from '../db/database';

/** The apps whose pages live in `remote_pages`. */
export type PageApp = 'content' | 'partners' | 'technical-pages';
/** The apps with short texts in `remote_app_strings`. */
export type StringsApp = PageApp | 'footer';

/**
 * Languages to read a text in, best first: the page's, the site default, then English. Texts are written at
 * least in English, so every page reads in some language; the HTML says which (`lang`).
 */
export function languagePreference(lang: string, siteDefault: string): string[] {
  return [...new Set([lang, siteDefault, 'en'])];
}

const PREFERENCE_ORDER = 'array_position($LANGS::text[], t.lang::text)';

function preferenceSql(paramIndex: number): string {
  return PREFERENCE_ORDER.replace('$LANGS', `$${paramIndex}`);
}

export interface PageSummary {
  readonly pageKey: string;
  readonly routeId: string;
  readonly parentKey: string | null;
  readonly position: number;
  /** The language the title is in. */
  readonly lang: string;
  readonly title: string;
  readonly summary: string;
}

export interface PageText extends PageSummary {
  /** As stored: read them with `readBlocks`. */
  readonly blocks: unknown;
}

interface PageRow {
  page_key: string;
  route_id: string;
  parent_key: string | null;
  position: number;
  lang: string;
  title: string;
  summary: string;
  blocks?: unknown;
}

function toSummary(row: PageRow): PageSummary {
  return { pageKey: row.page_key, routeId: row.route_id, parentKey: row.parent_key, position: row.position, lang: row.lang.trim(), title: row.title, summary: row.summary };
}

/** One published page of an app with its text in the best language it has, or undefined. */
export async function loadPage(db: Queryable, app: PageApp, pageKey: string, languages: readonly string[]): Promise<PageText | undefined> {
  const [row] = await db.query<PageRow>(
    `select p.page_key, p.route_id, p.parent_key, p.position, t.lang, t.title, t.summary, t.blocks
       from remote_pages p join remote_page_texts t on t.page_id = p.id
      where p.app = $1 and p.page_key = $2 and p.is_published and t.lang::text = any($3::text[])
      order by ${preferenceSql(3)}
      limit 1`,
    [app, pageKey, languages],
  );
  return row ? { ...toSummary(row), blocks: row.blocks } : undefined;
}

/** Every published page of an app (titles and summaries, no blocks), by position. */
export async function listPages(db: Queryable, app: PageApp, languages: readonly string[]): Promise<PageSummary[]> {
  const rows = await db.query<PageRow>(
    `select distinct on (p.id) p.page_key, p.route_id, p.parent_key, p.position, t.lang, t.title, t.summary
       from remote_pages p join remote_page_texts t on t.page_id = p.id
      where p.app = $1 and p.is_published and t.lang::text = any($2::text[])
      order by p.id, ${preferenceSql(2)}`,
    [app, languages],
  );
  return rows.map(toSummary).sort((a, b) => a.position - b.position || a.pageKey.localeCompare(b.pageKey));
}

/** Titles of published pages of any app by their keys (footer link labels). */
export async function pageTitles(db: Queryable, pageKeys: readonly string[], languages: readonly string[]): Promise<Map<string, string>> {
  if (pageKeys.length === 0) return new Map();
  const rows = await db.query<{ page_key: string; title: string }>(
    `select distinct on (p.page_key) p.page_key, t.title
       from remote_pages p join remote_page_texts t on t.page_id = p.id
      where p.page_key = any($1::text[]) and p.is_published and t.lang::text = any($2::text[])
      order by p.page_key, ${preferenceSql(2)}`,
    [pageKeys, languages],
  );
  return new Map(rows.map((row) => [row.page_key, row.title]));
}

/** An app's short texts by key; `lang` is the best language any of them is in (for the HTML's `lang`). */
export type AppStrings = ReadonlyMap<string, string> & { readonly lang: string | undefined };

/** An app's short texts in the best language each has. */
export async function loadStrings(db: Queryable, app: StringsApp, languages: readonly string[]): Promise<AppStrings> {
  const rows = await db.query<{ key: string; value: string; lang: string }>(
    `select distinct on (t.key) t.key, t.value, t.lang from remote_app_strings t
      where t.app = $1 and t.lang::text = any($2::text[])
      order by t.key, ${preferenceSql(2)}`,
    [app, languages],
  );
  const found = new Set(rows.map((row) => row.lang.trim()));
  return Object.assign(new Map(rows.map((row) => [row.key, row.value])), { lang: languages.find((lang) => found.has(lang)) });
}

export interface FooterLink {
  readonly section: string;
  readonly position: number;
  /** After `/{lng}/`. */
  readonly path: string;
  readonly labelKey: string | null;
}

/** Active footer links, sections in the order of their first link. */
export async function listFooterLinks(db: Queryable): Promise<FooterLink[]> {
  const rows = await db.query<{ section: string; position: number; path: string; label_key: string | null }>(
    'select section, position, path, label_key from footer_links where is_active order by position, id',
  );
  return rows.map((row) => ({ section: row.section, position: row.position, path: row.path, labelKey: row.label_key }));
}

/**
 * Keeps an address for the newsletter. Subscribing twice (in any letter case) is the same as once: the first
 * row stays, and the answer does not tell whether the address was already there.
 */
export async function subscribeEmail(db: Queryable, clock: Clock, input: { email: string; lang: string; source: string }): Promise<void> {
  await db.query(
    `insert into email_subscriptions (email, lang, source, created_at) values ($1, $2, $3, $4)
     on conflict ((lower(email))) do nothing`,
    [input.email, input.lang, input.source, new Date(clock.now()).toISOString()],
  );
}

export async function findSubscription(db: Queryable, email: string): Promise<{ email: string; lang: string; source: string; createdAt: string } | undefined> {
  const [row] = await db.query<{ email: string; lang: string; source: string; created_at: Date | string }>(
    'select email, lang, source, created_at from email_subscriptions where lower(email) = lower($1)',
    [email],
  );
  return row ? { email: row.email, lang: row.lang.trim(), source: row.source, createdAt: new Date(row.created_at).toISOString() } : undefined;
}
