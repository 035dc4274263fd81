import type { PromoCategory } from '@betting/contracts';
import type { Queryable } from '../../../db/database';
import { contentText, preferred, preferredPage, saveTexts, TEXT_COLUMNS, toIso, type ContentText, type TextRow, type Texts } from './texts';

/** A promo category a promotion is stored in: every one of spec §3 but `all_bonuses`, which means "all". */
export type StoredPromoCategory = Exclude<PromoCategory, 'all_bonuses'>;

export interface Promotion extends ContentText {
  readonly id: number;
  readonly slug: string;
  readonly categories: readonly StoredPromoCategory[];
  readonly startsAt: string;
  /** Null: until further notice. */
  readonly endsAt: string | null;
  readonly coverPath: string | null;
  /** After /{lng}/. */
  readonly actionPath: string | null;
  readonly actionLabel: string;
  readonly schedule: string;
  /** As stored: blocks. */
  readonly terms: unknown;
}

interface PromotionRow extends TextRow {
  id: number;
  slug: string;
  categories: string[] | string;
  starts_at: Date | string;
  ends_at: Date | string | null;
  position: number;
  cover_path: string | null;
  action_path: string | null;
  action_label: string;
  schedule: string;
  terms?: unknown;
}

/** node-postgres reads `text[]` as an array; a driver that does not gives the `{a,b}` literal. */
export function textArray(value: string[] | string): string[] {
  return Array.isArray(value) ? value : value.replace(/^\{|\}$/g, '').split(',').filter((item) => item !== '');
}

function promotion(row: PromotionRow): Promotion {
  return {
    ...contentText(row),
    id: row.id,
    slug: row.slug,
    categories: textArray(row.categories) as StoredPromoCategory[],
    startsAt: toIso(row.starts_at),
    endsAt: row.ends_at === null ? null : toIso(row.ends_at),
    coverPath: row.cover_path,
    actionPath: row.action_path,
    actionLabel: row.action_label,
    schedule: row.schedule,
    terms: row.terms ?? [],
  };
}

const PROMOTION_COLUMNS = 'p.id, p.slug, p.categories, p.starts_at, p.ends_at, p.position, p.cover_path, p.action_path, t.action_label, t.schedule';

/**
 * Published promotions that have not ended, in a promo category (`all_bonuses`: every one), by position then start
 * (bodies and terms left out).
 */
export async function listPromotions(db: Queryable, filter: { languages: readonly string[]; now: Date; category: PromoCategory }): Promise<Promotion[]> {
  const rows = await db.query<PromotionRow>(
    `select * from (
       select distinct on (p.id) ${PROMOTION_COLUMNS}, ${TEXT_COLUMNS.replace('t.body, ', '')}
         from content_promotions p join content_promotion_texts t on t.promotion_id = p.id
        where p.is_published and (p.ends_at is null or p.ends_at > $2) and t.lang::text = any($1::text[])
          and ($3::text = 'all_bonuses' or $3::text = any(p.categories))
        order by p.id, ${preferred('$1')}
     ) best order by position, starts_at, id`,
    [filter.languages, filter.now.toISOString(), filter.category],
  );
  return rows.map(promotion);
}

/** A published promotion by slug or numeric id, ended or not, with body and terms. */
export async function findPromotion(db: Queryable, id: string, languages: readonly string[]): Promise<Promotion | undefined> {
  const [row] = await db.query<PromotionRow>(
    `select ${PROMOTION_COLUMNS}, t.terms, ${TEXT_COLUMNS}
       from content_promotions p join content_promotion_texts t on t.promotion_id = p.id
      where (p.slug = $1 or p.id::text = $1) and p.is_published and t.lang::text = any($2::text[])
      order by ${preferredPage('$2')}
      limit 1`,
    [id, languages],
  );
  return row ? promotion(row) : undefined;
}

export interface PromotionInput {
  readonly slug: string;
  readonly categories: readonly StoredPromoCategory[];
  readonly startsAt: string;
  readonly endsAt?: string;
  readonly position?: number;
  readonly coverPath?: string;
  readonly actionPath?: string;
  readonly texts: Texts<{ readonly schedule?: string; readonly terms?: readonly string[]; readonly actionLabel?: string }>;
}

export type PromotionTextExtra = { readonly schedule?: string; readonly terms?: readonly string[]; readonly actionLabel?: string };

/** A promotion text's own columns; the terms are stored as one numbered list. */
export function promotionTextColumns(text: PromotionTextExtra): Readonly<Record<string, unknown>> {
  return {
    schedule: text.schedule ?? '',
    terms: JSON.stringify(text.terms && text.terms.length > 0 ? [{ type: 'list', ordered: true, items: text.terms }] : []),
    action_label: text.actionLabel ?? '',
  };
}

/** Saves a promotion; each text's terms are stored as one numbered list. */
export async function savePromotion(tx: Queryable, input: PromotionInput): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into content_promotions (slug, categories, starts_at, ends_at, position, cover_path, action_path)
     values ($1, $2::text[], $3, $4, $5, $6, $7)
     on conflict (slug) do update set categories = excluded.categories, starts_at = excluded.starts_at, ends_at = excluded.ends_at,
       position = excluded.position, cover_path = excluded.cover_path, action_path = excluded.action_path
     returning id`,
    [input.slug, input.categories, input.startsAt, input.endsAt ?? null, input.position ?? 0, input.coverPath ?? null, input.actionPath ?? null],
  );
  if (!row) throw new Error(`promotion ${input.slug} not written`);
  await saveTexts(tx, 'content_promotion_texts', 'promotion_id', row.id, input.texts, promotionTextColumns);
  return row.id;
}
