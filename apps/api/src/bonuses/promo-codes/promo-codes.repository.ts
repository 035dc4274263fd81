import type { Queryable } from '../../db/database';

/** A promo code as stored. */
export interface PromoCodeRow {
  code: string;
  offer_id: string;
  amount_initial_stakes: number;
  valid_from: Date | string;
  valid_until: Date | string;
  max_uses: number | null;
  used_count: number;
}

/** The code (`lock`: its row held until the transaction ends). */
export async function findPromoCode(db: Queryable, code: string, lock: boolean): Promise<PromoCodeRow | undefined> {
  const [row] = await db.query<PromoCodeRow>(
    `select code, offer_id, amount_initial_stakes, valid_from, valid_until, max_uses, used_count from bonus_promo_codes where code = $1${lock ? ' for update' : ''}`,
    [code],
  );
  return row;
}

/** The bonus the person's use of the code granted; null when they never used it. */
export async function promoCodeUseOf(db: Queryable, code: string, userId: number): Promise<number | null> {
  const [row] = await db.query<{ bonus_id: unknown }>('select bonus_id from bonus_promo_code_uses where code = $1 and user_id = $2', [code, userId]);
  return row ? Number(row.bonus_id) : null;
}

/** The person's use of the code, by the bonus it granted, and one more use counted on the code. */
export async function recordPromoCodeUse(tx: Queryable, code: string, userId: number, bonusId: number, now: Date): Promise<void> {
  await tx.query('insert into bonus_promo_code_uses (code, user_id, bonus_id, used_at) values ($1, $2, $3, $4)', [code, userId, bonusId, now]);
  await tx.query('update bonus_promo_codes set used_count = used_count + 1 where code = $1', [code]);
}
