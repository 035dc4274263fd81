import type { Queryable } from '../../../db/database';
import { contentText, preferred, saveTexts, TEXT_COLUMNS, type ContentText, type TextRow, type Texts } from './texts';

export interface GlossaryBlock extends ContentText {
  readonly id: number;
  readonly slug: string;
}

export interface GlossaryCategory extends ContentText {
  readonly id: number;
  readonly blockId: number;
  readonly slug: string;
}

/** A term's title is the term itself; its summary the one-line definition. */
export interface GlossaryTerm extends ContentText {
  readonly id: number;
  readonly categoryId: number;
  readonly slug: string;
}

/** The whole betting alphabet (a few hundred rows at most), bodies of terms left out. */
export interface Glossary {
  readonly blocks: readonly GlossaryBlock[];
  readonly categories: readonly GlossaryCategory[];
  readonly terms: readonly GlossaryTerm[];
}

interface Row extends TextRow {
  id: number;
  slug: string;
  parent_id: number;
  position: number;
}

const best = (select: string, from: string, where: string, withBody = true) => `
  select * from (
    select distinct on (x.id) ${select}, ${withBody ? TEXT_COLUMNS : TEXT_COLUMNS.replace('t.body, ', '')}
      from ${from}
     where ${where} and t.lang::text = any($1::text[])
     order by x.id, ${preferred('$1')}
  ) best order by position, slug`;

/** Blocks, categories and published terms in the best language each has, by position then slug. */
export async function loadGlossary(db: Queryable, languages: readonly string[]): Promise<Glossary> {
  const [blocks, categories, terms] = await Promise.all([
    db.query<Row>(best('x.id, x.slug, 0 as parent_id, x.position', 'content_glossary_blocks x join content_glossary_block_texts t on t.block_id = x.id', 'true'), [languages]),
    db.query<Row>(
      best('x.id, x.slug, x.block_id as parent_id, x.position', 'content_glossary_categories x join content_glossary_category_texts t on t.category_id = x.id', 'true'),
      [languages],
    ),
    db.query<Row>(
      best('x.id, x.slug, x.category_id as parent_id, 0 as position', 'content_glossary_terms x join content_glossary_term_texts t on t.term_id = x.id', 'x.is_published', false),
      [languages],
    ),
  ]);
  return {
    blocks: blocks.map((row) => ({ ...contentText(row), id: row.id, slug: row.slug })),
    categories: categories.map((row) => ({ ...contentText(row), id: row.id, blockId: row.parent_id, slug: row.slug })),
    terms: terms.map((row) => ({ ...contentText(row), id: row.id, categoryId: row.parent_id, slug: row.slug })),
  };
}

/** A published term with its body. */
export async function findGlossaryTerm(db: Queryable, slug: string, languages: readonly string[]): Promise<GlossaryTerm | undefined> {
  const [row] = await db.query<Row>(
    `select x.id, x.slug, x.category_id as parent_id, ${TEXT_COLUMNS}
       from content_glossary_terms x join content_glossary_term_texts t on t.term_id = x.id
      where x.slug = $2 and x.is_published and t.lang::text = any($1::text[])
      order by ${preferred('$1')}
      limit 1`,
    [languages, slug],
  );
  return row ? { ...contentText(row), id: row.id, categoryId: row.parent_id, slug: row.slug } : undefined;
}

export interface GlossaryInput {
  readonly slug: string;
  readonly position?: number;
  readonly texts: Texts;
  readonly categories: ReadonlyArray<{
    readonly slug: string;
    readonly texts: Texts;
    readonly terms: ReadonlyArray<{ readonly slug: string; readonly texts: Texts }>;
  }>;
}

/** Saves a block with its categories and their terms (positions in the order given). */
export async function saveGlossaryBlock(tx: Queryable, input: GlossaryInput): Promise<number> {
  const [block] = await tx.query<{ id: number }>(
    `insert into content_glossary_blocks (slug, position) values ($1, $2)
     on conflict (slug) do update set position = excluded.position returning id`,
    [input.slug, input.position ?? 0],
  );
  if (!block) throw new Error(`glossary block ${input.slug} not written`);
  await saveTexts(tx, 'content_glossary_block_texts', 'block_id', block.id, input.texts);
  for (const [position, category] of input.categories.entries()) {
    const [row] = await tx.query<{ id: number }>(
      `insert into content_glossary_categories (block_id, slug, position) values ($1, $2, $3)
       on conflict (block_id, slug) do update set position = excluded.position returning id`,
      [block.id, category.slug, position],
    );
    if (!row) throw new Error(`glossary category ${category.slug} not written`);
    await saveTexts(tx, 'content_glossary_category_texts', 'category_id', row.id, category.texts);
    for (const term of category.terms) {
      const [termRow] = await tx.query<{ id: number }>(
        `insert into content_glossary_terms (category_id, slug) values ($1, $2)
         on conflict (slug) do update set category_id = excluded.category_id returning id`,
        [row.id, term.slug],
      );
      if (!termRow) throw new Error(`glossary term ${term.slug} not written`);
      await saveTexts(tx, 'content_glossary_term_texts', 'term_id', termRow.id, term.texts);
    }
  }
  return block.id;
}
