import type { Queryable } from '../db/database';

/** A placed coupon whose stake is not counted towards bonus wagering yet. */
export interface UncountedCouponRow {
  id: string | number;
  user_id: number;
  amount: string | number;
  currency_id: number;
  coef: string | number;
}

/** Coupons not counted yet (`couponIds`: of those only), by id, 500 at most. */
export async function uncountedCoupons(db: Queryable, couponIds?: readonly number[]): Promise<UncountedCouponRow[]> {
  return db.query<UncountedCouponRow>(
    `select id, user_id, amount, currency_id, coef from bet_coupons where not wagering_recorded ${couponIds ? 'and id = any($1::bigint[])' : ''} order by id limit 500`,
    couponIds ? [[...couponIds]] : [],
  );
}

export async function markWageringRecorded(db: Queryable, couponId: number): Promise<void> {
  await db.query('update bet_coupons set wagering_recorded = true where id = $1', [couponId]);
}
