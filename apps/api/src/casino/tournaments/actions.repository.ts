import type { Queryable } from '../../db/database';

/** The texts of one language of an action's page. */
export interface ActionDetailTexts {
  readonly summary: string;
  readonly terms?: readonly string[];
  readonly ctaLabel?: string;
}

/** What an action's page adds to its name (the seed writes these for the catalogue's actions). */
export interface ActionDetailsInput {
  readonly actionId: number;
  /** After `/{lng}/`. */
  readonly ctaPath?: string;
  readonly promotionSlug?: string;
  readonly texts: Readonly<Record<string, ActionDetailTexts>> & { readonly en: ActionDetailTexts };
}

export async function saveActionDetails(tx: Queryable, input: ActionDetailsInput): Promise<void> {
  await tx.query(
    `insert into casino_action_details (action_id, cta_path, promotion_slug) values ($1, $2, $3)
     on conflict (action_id) do update set cta_path = excluded.cta_path, promotion_slug = excluded.promotion_slug`,
    [input.actionId, input.ctaPath ?? null, input.promotionSlug ?? null],
  );
  for (const [lng, text] of Object.entries(input.texts)) {
    await tx.query(
      `insert into casino_action_detail_texts (action_id, lng, summary, terms, cta_label) values ($1, $2, $3, $4::jsonb, $5)
       on conflict (action_id, lng) do update set summary = excluded.summary, terms = excluded.terms, cta_label = excluded.cta_label`,
      [input.actionId, lng, text.summary, JSON.stringify(text.terms ?? []), text.ctaLabel ?? ''],
    );
  }
}

export interface CasinoActionDetails {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly summary: string;
  readonly terms: readonly string[];
  readonly ctaPath: string | null;
  readonly ctaLabel: string;
  readonly promotionSlug: string | null;
}

interface ActionRow {
  id: number;
  slug: string;
  name: string;
  cta_path: string | null;
  promotion_slug: string | null;
  summary: string | null;
  terms: unknown;
  cta_label: string | null;
}

/**
 * An active casino action (spec §7's Id and Name, the name in `languages[0]` else English) with its page's texts in
 * the first of `languages` that has them; an action without details still has its name.
 */
export async function findAction(db: Queryable, actionId: number, languages: readonly string[]): Promise<CasinoActionDetails | undefined> {
  const [row] = await db.query<ActionRow>(
    `select a.id, a.slug, coalesce(n.name, e.name) as name, d.cta_path, d.promotion_slug, dt.summary, dt.terms, dt.cta_label
       from casino_actions a
       join casino_action_texts e on e.action_id = a.id and e.lng = 'en'
       left join casino_action_texts n on n.action_id = a.id and n.lng = $2
       left join casino_action_details d on d.action_id = a.id
       left join lateral (
         select t.summary, t.terms, t.cta_label from casino_action_detail_texts t
          where t.action_id = a.id and t.lng = any($3::text[]) order by array_position($3::text[], t.lng) limit 1
       ) dt on true
      where a.id = $1 and a.active`,
    [actionId, languages[0] ?? 'en', languages],
  );
  if (!row) return undefined;
  const terms: unknown = typeof row.terms === 'string' ? JSON.parse(row.terms) : row.terms;
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    summary: row.summary ?? '',
    terms: Array.isArray(terms) ? terms.filter((term): term is string => typeof term === 'string') : [],
    ctaPath: row.cta_path,
    ctaLabel: row.cta_label ?? '',
    promotionSlug: row.promotion_slug,
  };
}
