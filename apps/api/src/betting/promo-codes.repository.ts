import type { Queryable } from '../db/database';

export interface PromoRow {
  code: string;
  title: string;
  boost_percent: number;
  min_bets: number;
  min_coef: number;
  valid_from: Date | string;
  valid_until: Date | string;
}

/** The code's row, and whether the person has used it; undefined when there is no such code. */
export async function promoWithUse(db: Queryable, userId: number, code: string): Promise<(PromoRow & { used: boolean }) | undefined> {
  const [row] = await db.query<PromoRow & { used: boolean }>(
    `select p.*, exists (select 1 from bet_promo_uses u where u.code = p.code and u.user_id = $2) as used from bet_promo_codes p where p.code = $1`,
    [code, userId],
  );
  return row;
}

/** The codes valid at `now` that the person has not used, by code. */
export async function unusedValidPromos(db: Queryable, userId: number, now: Date): Promise<PromoRow[]> {
  return db.query<PromoRow>(
    `select p.* from bet_promo_codes p
      where p.valid_from <= $2 and p.valid_until > $2
        and not exists (select 1 from bet_promo_uses u where u.code = p.code and u.user_id = $1)
      order by p.code`,
    [userId, now],
  );
}
