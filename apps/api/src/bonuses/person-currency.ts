import { DEFAULT_CURRENCY } from '@betting/kernel';
import type { Queryable } from '../db/database';
import { currencyByNumericCode } from '../platform/currency-codes';

/** The ISO code of the person's active account (their choice if still open, else the main account); RUB fallback. */
export async function personCurrency(db: Queryable, userId: number): Promise<string> {
  const [row] = await db.query<{ currency_id: number | null }>(
    `select coalesce((select c.currency_id from wallet_accounts c join users u on u.active_wallet_account_id = c.id where u.id = $1 and c.closed_at is null),
                     (select m.currency_id from wallet_accounts m where m.user_id = $1 and m.type = 0)) as currency_id`,
    [userId],
  );
  return (row?.currency_id != null ? currencyByNumericCode(row.currency_id)?.iso : undefined) ?? DEFAULT_CURRENCY;
}
