import { CONTENT_LANGUAGES, type ContentLanguage, type InfoPage, type InfoPageSummary, type InfoPageText, type InfoPageTexts } from '@betting/contracts';
import type { Queryable } from '../db/database';
import { textArray, TextInputSchema } from '../remote-apps';

/**
 * The information pages as the content desk edits them: the `content` remote app's rows in `remote_pages` whose key is
 * `information` or under it, with their `remote_page_texts` by language (the rows `remote-apps/content.repository.ts`
 * serves). A language without a row reads as the site falls back: the site default, then English.
 */

const INFORMATION = "p.app = 'content' and (p.page_key = 'information' or starts_with(p.page_key, 'information/'))";
const isLanguage = (value: string): value is ContentLanguage => (CONTENT_LANGUAGES as readonly string[]).includes(value);
const parsedJson = (value: unknown): unknown => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

export async function listInfoPages(db: Queryable, q: string | undefined): Promise<InfoPageSummary[]> {
  const rows = await db.query<{ id: number; page_key: string; parent_key: string | null; is_published: boolean; title: string | null; languages: string[] | string; updated_at: Date | string | null }>(
    `select p.id, p.page_key, p.parent_key, p.is_published,
            (select t.title from remote_page_texts t where t.page_id = p.id and t.lang = 'en') as title,
            array(select trim(t.lang) from remote_page_texts t where t.page_id = p.id order by t.lang) as languages,
            (select max(t.updated_at) from remote_page_texts t where t.page_id = p.id) as updated_at
       from remote_pages p
      where ${INFORMATION}
        and ($1::text is null or position(lower($1::text) in p.page_key) > 0
             or exists (select 1 from remote_page_texts t where t.page_id = p.id and position(lower($1::text) in lower(t.title)) > 0))
      order by p.page_key`,
    [q ? q : null],
  );
  return rows.map((row) => {
    const languages = textArray(row.languages).filter(isLanguage);
    return {
      id: row.id,
      page_key: row.page_key,
      parent_key: row.parent_key,
      title: row.title ?? '',
      languages: CONTENT_LANGUAGES.filter((lang) => languages.includes(lang)),
      published: row.is_published,
      updated_at: row.updated_at === null ? null : new Date(row.updated_at).toISOString(),
    };
  });
}

/** One information page with every language's text, or undefined (also for another app's page). */
export async function findInfoPage(db: Queryable, id: number, lock = false): Promise<InfoPage | undefined> {
  const [page] = await db.query<{ id: number; page_key: string; is_published: boolean }>(
    `select p.id, p.page_key, p.is_published from remote_pages p where p.id = $1 and ${INFORMATION}${lock ? ' for update' : ''}`,
    [id],
  );
  if (!page) return undefined;
  const rows = await db.query<{ lang: string; title: string; summary: string; blocks: unknown }>('select lang, title, summary, blocks from remote_page_texts where page_id = $1', [id]);
  const texts: Partial<Record<ContentLanguage, InfoPageText>> = {};
  for (const row of rows) {
    const lang = row.lang.trim();
    const blocks = parsedJson(row.blocks);
    if (isLanguage(lang)) texts[lang] = { title: row.title, summary: row.summary, body: Array.isArray(blocks) ? (blocks as InfoPageText['body']) : [] };
  }
  return { id: page.id, page_key: page.page_key, published: page.is_published, texts: texts as InfoPageTexts };
}

/** Why the texts cannot be stored as sent (checked against the remote apps' block rules); undefined when they can. */
export function infoPageProblem(texts: InfoPageTexts): string | undefined {
  for (const [lang, text] of Object.entries(texts)) {
    if (!text) continue;
    const parsed = TextInputSchema.safeParse(text);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return `${lang}: ${issue ? `${issue.path.join('.')} ${issue.message}` : 'invalid text'}`;
    }
  }
  return undefined;
}

/** Writes every language's text of the page; a language not sent loses its row. */
export async function writeInfoPageTexts(tx: Queryable, id: number, texts: InfoPageTexts, now: Date): Promise<void> {
  for (const lang of CONTENT_LANGUAGES) {
    const text = texts[lang];
    if (!text) {
      await tx.query('delete from remote_page_texts where page_id = $1 and lang = $2', [id, lang]);
      continue;
    }
    const parsed = TextInputSchema.parse(text);
    await tx.query(
      `insert into remote_page_texts (page_id, lang, title, summary, blocks, updated_at) values ($1, $2, $3, $4, $5::jsonb, $6)
       on conflict (page_id, lang) do update set title = excluded.title, summary = excluded.summary, blocks = excluded.blocks, updated_at = excluded.updated_at`,
      [id, lang, parsed.title, parsed.summary, JSON.stringify(parsed.body), now],
    );
  }
}
