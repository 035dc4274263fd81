import type { MainAccountPayment } from '@betting/contracts';
import type { Queryable } from '../db/database';
import { readSafeInteger } from '../db/integers';

/** A payment of the main account, with the count of all the rows the filter matches (`total`). */
export interface MainAccountPaymentRow {
  id: unknown;
  kind: MainAccountPayment['kind'];
  status: MainAccountPayment['status'];
  amount: unknown;
  currency_id: number;
  method: string;
  created_at: Date | string;
  /** The back office's manual review of a large withdrawal (`waiting`, `approved`, `rejected`), else null. */
  review: string | null;
  total: unknown;
}

/** A page of the main account's payments, newest first; archived ones (before `archiveBefore`) only with `includeArchive`. */
export function mainAccountPaymentRows(db: Queryable, userId: number, includeArchive: boolean, archiveBefore: Date, limit: number, offset: number): Promise<MainAccountPaymentRow[]> {
  return db.query<MainAccountPaymentRow>(
    `select p.id, p.kind, p.status, p.amount, p.currency_id, p.method, p.created_at, p.review, count(*) over () as total
       from payments p join wallet_accounts w on w.id = p.wallet_account_id and w.type = 0
      where p.user_id = $1 and ($2 or p.created_at >= $3)
      order by p.created_at desc, p.id desc limit $4 offset $5`,
    [userId, includeArchive, archiveBefore, limit, offset],
  );
}

/** How many payments `mainAccountPaymentRows` pages through (for a page past the end, which carries no total). */
export async function mainAccountPaymentCount(db: Queryable, userId: number, includeArchive: boolean, archiveBefore: Date): Promise<number> {
  const [row] = await db.query<{ total: unknown }>(
    'select count(*) as total from payments p join wallet_accounts w on w.id = p.wallet_account_id and w.type = 0 where p.user_id = $1 and ($2 or p.created_at >= $3)',
    [userId, includeArchive, archiveBefore],
  );
  return row ? readSafeInteger(row.total) : 0;
}
