import { z } from 'zod';
import type { Queryable } from '../../../db/database';
import { BlockSchema, type Block } from '../../blocks';

/** A content text's SEO data as stored; null means "derive it" (title from the title, description from the summary). */
export interface SeoFields {
  /** The whole `<title>`. */
  readonly seoTitle: string | null;
  readonly seoDescription: string | null;
  readonly canonicalPath: string | null;
  readonly ogImagePath: string | null;
  readonly ogImageAlt: string | null;
}

/** The columns every `*_texts` table has, in the best language found. */
export interface ContentText extends SeoFields {
  /** The language the text is in (a fallback when the page's own has none). */
  readonly lang: string;
  readonly title: string;
  readonly summary: string;
  /** As stored: read them with `readBlocks`. */
  readonly body: unknown;
}

export interface TextRow {
  lang: string;
  title: string;
  summary: string;
  body?: unknown;
  seo_title: string | null;
  seo_description: string | null;
  canonical_path: string | null;
  og_image_path: string | null;
  og_image_alt: string | null;
}

/** The `t.*` columns of a `*_texts` table that `contentText` reads. */
export const TEXT_COLUMNS = 't.lang, t.title, t.summary, t.body, t.seo_title, t.seo_description, t.canonical_path, t.og_image_path, t.og_image_alt';

/** `order by` term putting the text in the best language first; `languages` is the query parameter `$n`. */
export function preferred(languagesParam: string): string {
  return `array_position(${languagesParam}::text[], t.lang::text)`;
}

/**
 * `order by` terms for a page (an article, a news item, a promotion): a text with a body before one without, then the
 * best language. A language that has only the card (title and summary, for the lists) reads the page in the next
 * language that has it whole, so a page never shows a title over nothing, nor a body in another language's name.
 */
export function preferredPage(languagesParam: string): string {
  return `(t.body = '[]'::jsonb), ${preferred(languagesParam)}`;
}

export function contentText(row: TextRow): ContentText {
  return {
    lang: row.lang.trim(),
    title: row.title,
    summary: row.summary,
    body: row.body ?? [],
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    canonicalPath: row.canonical_path,
    ogImagePath: row.og_image_path,
    ogImageAlt: row.og_image_alt,
  };
}

export const toIso = (value: Date | string): string => new Date(value).toISOString();

// ---------------------------------------------------------------------------------------------------------------
// Writing (seeds, tests, an editor later): one text per language, validated before it is stored.

const SitePath = z.string().regex(/^\/[^/\s]\S*$/).max(500);

export const TextInputSchema = z.object({
  title: z.string().min(1).max(200),
  summary: z.string().max(1000).default(''),
  body: z.array(BlockSchema).max(200).default([]),
  seo: z
    .object({
      title: z.string().min(1).max(300).optional(),
      description: z.string().max(1000).optional(),
      canonicalPath: SitePath.optional(),
      ogImagePath: SitePath.optional(),
      ogImageAlt: z.string().max(300).optional(),
    })
    .default({}),
});
/** A text as written (block defaults may be left out). */
export type TextInput = z.input<typeof TextInputSchema>;
export type ParsedText = z.output<typeof TextInputSchema> & { readonly body: Block[] };

/** Texts by language code. */
export type Texts<Extra = object> = Readonly<Record<string, TextInput & Extra>>;

export function parseText(input: TextInput): ParsedText {
  return TextInputSchema.parse(input);
}

/**
 * Upserts one text row: `table` and `owner` (the id column) name a `*_texts` table; `extra` adds its own columns.
 * The identifiers come from this module's code only, never from a request.
 */
export async function saveText(
  tx: Queryable,
  table: string,
  owner: string,
  ownerId: number | string,
  lang: string,
  input: TextInput,
  extra: Readonly<Record<string, unknown>> = {},
): Promise<ParsedText> {
  const text = parseText(input);
  const columns: Record<string, unknown> = {
    [owner]: ownerId,
    lang,
    title: text.title,
    summary: text.summary,
    body: JSON.stringify(text.body),
    seo_title: text.seo.title ?? null,
    seo_description: text.seo.description ?? null,
    canonical_path: text.seo.canonicalPath ?? null,
    og_image_path: text.seo.ogImagePath ?? null,
    og_image_alt: text.seo.ogImageAlt ?? null,
    ...extra,
  };
  const names = Object.keys(columns);
  const updates = names.filter((name) => name !== owner && name !== 'lang').map((name) => `${name} = excluded.${name}`);
  await tx.query(
    `insert into ${table} (${names.join(', ')}) values (${names.map((_, index) => `$${index + 1}`).join(', ')})
     on conflict (${owner}, lang) do update set ${[...updates, 'updated_at = now()'].join(', ')}`,
    Object.values(columns),
  );
  return text;
}

export async function saveTexts<Extra>(
  tx: Queryable,
  table: string,
  owner: string,
  ownerId: number | string,
  texts: Texts<Extra>,
  extra: (text: TextInput & Extra, parsed: ParsedText) => Readonly<Record<string, unknown>> = () => ({}),
): Promise<void> {
  for (const [lang, input] of Object.entries(texts)) {
    await saveText(tx, table, owner, ownerId, lang, input, extra(input, parseText(input)));
  }
}
