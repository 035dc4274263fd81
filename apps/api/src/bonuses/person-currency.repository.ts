import type { Queryable } from '../db/database';

/** The numeric currency of the person's chosen account if still open, else of their main account; null without either. */
export async function activeCurrencyId(db: Queryable, userId: number): Promise<number | null> {
  const [row] = await db.query<{ currency_id: number | null }>(
    `select coalesce((select c.currency_id from wallet_accounts c join users u on u.active_wallet_account_id = c.id where u.id = $1 and c.closed_at is null),
                     (select m.currency_id from wallet_accounts m where m.user_id = $1 and m.type = 0)) as currency_id`,
    [userId],
  );
  return row?.currency_id ?? null;
}
