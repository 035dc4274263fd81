import { COUPON_TYPE, type CouponPromo, type CouponPromoCheckBody, type CouponPromoCheckResponse } from '@betting/contracts';
import type { Queryable } from '../db/database';
import { promoWithUse, unusedValidPromos, type PromoRow } from './promo-codes.repository';

export type PromoStatus = 'valid' | 'invalid' | 'expired' | 'used';

const toPromo = (row: PromoRow): CouponPromo => ({
  code: row.code,
  title: row.title,
  boostPercent: row.boost_percent,
  minBets: row.min_bets,
  minCoef: row.min_coef,
  validUntil: new Date(row.valid_until).toISOString(),
});

/** The code (already upper-cased by its schema) for this person now: valid, expired (or not begun), used, or null (no such code). */
export async function promoFor(db: Queryable, userId: number, code: string, now: Date): Promise<{ row: PromoRow; status: PromoStatus } | null> {
  const row = await promoWithUse(db, userId, code);
  if (!row) return null;
  const at = now.getTime();
  const status: PromoStatus = at < new Date(row.valid_from).getTime() || at >= new Date(row.valid_until).getTime() ? 'expired' : row.used ? 'used' : 'valid';
  return { row, status };
}

/** The codes the person may put on a coupon now. */
export async function availablePromos(db: Queryable, userId: number, now: Date): Promise<CouponPromo[]> {
  const rows = await unusedValidPromos(db, userId, now);
  return rows.map(toPromo);
}

/** Would the code apply to this coupon now? */
export async function checkPromo(db: Queryable, userId: number, body: CouponPromoCheckBody, now: Date): Promise<CouponPromoCheckResponse> {
  const found = await promoFor(db, userId, body.code, now);
  if (!found) return { code: body.code, status: 'invalid', promo: null };
  const promo = toPromo(found.row);
  if (found.status !== 'valid') return { code: body.code, status: found.status, promo };
  const applies = body.typeId !== COUPON_TYPE.multipleSingles && body.betsCount >= found.row.min_bets && body.coef >= found.row.min_coef;
  return { code: body.code, status: applies ? 'valid' : 'not_applicable', promo };
}
