import type { Queryable } from '../db/database';

/** Arms (or re-arms) the coupon's automatic cash out at `target`. */
export async function setAutoCashOutTarget(tx: Queryable, couponId: number, target: number): Promise<void> {
  await tx.query('update bet_coupons set auto_cash_out_target = $2 where id = $1', [couponId, target]);
}

/** Disarms the automatic cash out of the person's coupon (nothing when it is not theirs). */
export async function clearAutoCashOutTarget(db: Queryable, userId: number, couponId: number): Promise<void> {
  await db.query('update bet_coupons set auto_cash_out_target = null where id = $1 and user_id = $2', [couponId, userId]);
}

/** Open coupons with an armed automatic cash out: those with a leg in `gameIds`, or all of them without it. */
export async function armedOpenCoupons(db: Queryable, gameIds?: readonly number[]): Promise<{ id: number; userId: number }[]> {
  const armed = await db.query<{ id: string; user_id: string }>(
    gameIds === undefined
      ? `select id, user_id from bet_coupons where auto_cash_out_target is not null and status = 'open'`
      : `select c.id, c.user_id from bet_coupons c
          where c.auto_cash_out_target is not null and c.status = 'open'
            and exists (select 1 from bet_coupon_legs l where l.coupon_id = c.id and l.game_id = any($1::bigint[]))`,
    gameIds === undefined ? [] : [[...gameIds]],
  );
  return armed.map((row) => ({ id: Number(row.id), userId: Number(row.user_id) }));
}
