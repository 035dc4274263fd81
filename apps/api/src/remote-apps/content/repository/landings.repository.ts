import type { Queryable } from '../../../db/database';
import { contentText, preferred, saveTexts, TEXT_COLUMNS, type ContentText, type TextRow, type Texts } from './texts';

/** A section's or landing's page text: blog, news, promo, betting-alphabet, betting-awards, ipl-betting-app, … */
export interface Landing extends ContentText {
  readonly key: string;
  readonly coverPath: string | null;
  /** After /{lng}/. */
  readonly ctaPath: string | null;
  readonly ctaLabel: string;
}

interface LandingRow extends TextRow {
  key: string;
  cover_path: string | null;
  cta_path: string | null;
  cta_label: string;
}

export async function findLanding(db: Queryable, key: string, languages: readonly string[]): Promise<Landing | undefined> {
  const [row] = await db.query<LandingRow>(
    `select l.key, l.cover_path, l.cta_path, t.cta_label, ${TEXT_COLUMNS}
       from content_landings l join content_landing_texts t on t.landing_key = l.key
      where l.key = $1 and l.is_published and t.lang::text = any($2::text[])
      order by ${preferred('$2')}
      limit 1`,
    [key, languages],
  );
  return row ? { ...contentText(row), key: row.key, coverPath: row.cover_path, ctaPath: row.cta_path, ctaLabel: row.cta_label } : undefined;
}

export interface LandingInput {
  readonly key: string;
  readonly coverPath?: string;
  readonly ctaPath?: string;
  readonly texts: Texts<{ readonly ctaLabel?: string }>;
}

export async function saveLanding(tx: Queryable, input: LandingInput): Promise<void> {
  await tx.query(
    `insert into content_landings (key, cover_path, cta_path) values ($1, $2, $3)
     on conflict (key) do update set cover_path = excluded.cover_path, cta_path = excluded.cta_path`,
    [input.key, input.coverPath ?? null, input.ctaPath ?? null],
  );
  await saveTexts(tx, 'content_landing_texts', 'landing_key', input.key, input.texts, (text) => ({ cta_label: text.ctaLabel ?? '' }));
}
