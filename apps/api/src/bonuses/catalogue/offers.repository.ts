import type { BonusOfferKind, PromoCategory, WagerKind } from '@betting/contracts';
import type { Queryable } from '../../db/database';

/** What the site does with an offer (contracts' BONUS_OFFER_KINDS). */
export type OfferKind = BonusOfferKind;

/** One active offer with its texts in the asked language (English where that language has none). */
export interface OfferRecord {
  readonly id: string;
  readonly kind: OfferKind;
  readonly categories: readonly Exclude<PromoCategory, 'all_bonuses'>[];
  readonly percent: number | null;
  readonly capInitialStakes: number | null;
  readonly minLossInitialStakes: number;
  readonly wagerKind: WagerKind | null;
  readonly wagerMultiplier: number | null;
  readonly minCoef: number | null;
  readonly validDays: number;
  readonly partnerId: string | null;
  readonly title: string;
  readonly summary: string;
  readonly description: string;
  readonly rules: string;
}

interface OfferRow {
  id: string;
  kind: OfferKind;
  categories: string[] | string;
  percent: number | null;
  cap_initial_stakes: number | null;
  min_loss_initial_stakes: number;
  wager_kind: WagerKind | null;
  wager_multiplier: number | null;
  min_coef: number | null;
  valid_days: number;
  partner_id: string | null;
  title: string;
  summary: string;
  description: string;
  rules: string;
}

/** A text[] as the driver gives it: an array, or the array literal `{a,b}` should a driver leave it as text. */
const textArray = (value: string[] | string): string[] => (Array.isArray(value) ? value : value.replace(/^\{|\}$/g, '').split(',').filter(Boolean));

const toOffer = (row: OfferRow): OfferRecord => ({
  id: row.id,
  kind: row.kind,
  categories: textArray(row.categories) as OfferRecord['categories'],
  percent: row.percent,
  capInitialStakes: row.cap_initial_stakes,
  minLossInitialStakes: row.min_loss_initial_stakes,
  wagerKind: row.wager_kind,
  wagerMultiplier: row.wager_multiplier,
  minCoef: row.min_coef,
  validDays: row.valid_days,
  partnerId: row.partner_id,
  title: row.title,
  summary: row.summary,
  description: row.description,
  rules: row.rules,
});

const SELECT = `select o.id, o.kind, o.categories, o.percent, o.cap_initial_stakes, o.min_loss_initial_stakes, o.wager_kind, o.wager_multiplier,
         o.min_coef, o.valid_days, o.partner_id, coalesce(t.title, e.title) as title, coalesce(t.summary, e.summary) as summary,
         coalesce(t.description, e.description) as description, coalesce(t.rules, e.rules) as rules
    from bonus_offers o
    join bonus_offer_texts e on e.offer_id = o.id and e.lng = 'en'
    left join bonus_offer_texts t on t.offer_id = o.id and t.lng = $1`;

/** The active offers in catalogue order, optionally only one partner's. */
export async function activeOffers(db: Queryable, lng: string, filter: { readonly partnerId?: string } = {}): Promise<OfferRecord[]> {
  const rows = await db.query<OfferRow>(`${SELECT} where o.active and ($2::text is null or o.partner_id = $2) order by o.position, o.id`, [lng, filter.partnerId ?? null]);
  return rows.map(toOffer);
}

/** One offer by id; withdrawn ones only when asked (a granted bonus keeps its offer's name after the offer is withdrawn). */
export async function offerById(db: Queryable, id: string, lng: string, options: { readonly withdrawnToo?: boolean } = {}): Promise<OfferRecord | null> {
  const [row] = await db.query<OfferRow>(`${SELECT} where o.id = $2 and (o.active or $3)`, [lng, id, options.withdrawnToo ?? false]);
  return row ? toOffer(row) : null;
}

/** The active offer the site grants for a kind (first deposit sport/casino, VIP or premium cashback), if any. */
export async function activeOfferOfKind(db: Queryable, kind: OfferKind, lng = 'en'): Promise<OfferRecord | null> {
  const [row] = await db.query<OfferRow>(`${SELECT} where o.active and o.kind = $2 order by o.position limit 1`, [lng, kind]);
  return row ? toOffer(row) : null;
}

/** Offer titles by id in a language (for lists of granted bonuses). */
export async function offerTitles(db: Queryable, ids: readonly string[], lng: string): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: string; title: string }>(
    `select o.id, coalesce(t.title, e.title) as title from bonus_offers o
       join bonus_offer_texts e on e.offer_id = o.id and e.lng = 'en'
       left join bonus_offer_texts t on t.offer_id = o.id and t.lng = $1
      where o.id = any($2::text[])`,
    [lng, [...new Set(ids)]],
  );
  return new Map(rows.map((row) => [row.id, row.title]));
}
