import type { CouponRefusalWire } from '@betting/contracts';
import type { Queryable } from '../db/database';

/** One bet of a multiple-singles slip as the placement keeps it: its coupon, or why it was refused. */
export interface StoredSingle {
  readonly outcomeId: number;
  readonly couponId: number | null;
  readonly refusals: readonly CouponRefusalWire[];
}

/** A placement's key row: what it was asked (the body's fingerprint) and what it answered. */
export interface StoredPlacement {
  readonly fingerprint: string;
  readonly couponIds: number[];
  readonly singles: StoredSingle[];
  readonly accountId: number | null;
}

export async function storedPlacement(db: Queryable, key: string): Promise<StoredPlacement | null> {
  const [row] = await db.query<{ fingerprint: string; coupon_ids: (string | number)[]; singles_results: StoredSingle[] | string; account_id: string | number | null }>(
    `select p.fingerprint, p.coupon_ids, p.singles_results,
            (select c.wallet_account_id from bet_coupons c where c.placement_key = p.key limit 1) as account_id
       from bet_placements p where p.key = $1`,
    [key],
  );
  if (!row) return null;
  const singles = typeof row.singles_results === 'string' ? (JSON.parse(row.singles_results) as StoredSingle[]) : row.singles_results;
  return { fingerprint: row.fingerprint, couponIds: row.coupon_ids.map(Number), singles, accountId: row.account_id === null ? null : Number(row.account_id) };
}

/** A placement's key row as a bet builder's replay needs it: the body's fingerprint and its coupons; null when unclaimed. */
export async function placementCoupons(db: Queryable, key: string): Promise<{ fingerprint: string; couponIds: number[] } | null> {
  const [row] = await db.query<{ fingerprint: string; coupon_ids: (string | number)[] }>('select fingerprint, coupon_ids from bet_placements where key = $1', [key]);
  return row ? { fingerprint: row.fingerprint, couponIds: row.coupon_ids.map(Number) } : null;
}

/** Claims the key and takes an id for each coupon that may be placed, in one round trip (a replay burns its ids). */
const CLAIM_SQL = `insert into bet_placements (key, user_id, fingerprint, coupon_ids, created_at)
  values ($1, $2, $3, array(select nextval(pg_get_serial_sequence('bet_coupons', 'id')) from generate_series(1, $5::integer)), $4)
  on conflict (key) do nothing returning coupon_ids`;

export interface PlacementClaim {
  readonly key: string;
  readonly userId: number;
  readonly fingerprint: string;
  readonly now: Date;
  /** How many coupons the placement may write: one id is taken for each. */
  readonly coupons: number;
}

/** The ids of the placement's coupons, or null when the key was claimed before (by this body or another). */
export async function claimPlacement(tx: Queryable, { key, userId, fingerprint, now, coupons }: PlacementClaim): Promise<number[] | null> {
  const [claim] = await tx.query<{ coupon_ids: (string | number)[] }>(CLAIM_SQL, [key, userId, fingerprint, now, coupons], 'bet_placement_claim');
  return claim ? claim.coupon_ids.map(Number) : null;
}

export interface PromoUse {
  readonly code: string;
  readonly userId: number;
  readonly couponId: number | string;
  readonly now: Date;
}

/** Records the person's use of a promo code; false when they had used it already. */
export async function recordPromoUse(tx: Queryable, { code, userId, couponId, now }: PromoUse): Promise<boolean> {
  const used = await tx.query('insert into bet_promo_uses (code, user_id, coupon_id, used_at) values ($1, $2, $3, $4) on conflict do nothing returning code', [code, userId, couponId, now]);
  return used.length > 0;
}
