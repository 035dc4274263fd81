import type { Queryable } from '../db/database';

/** An account that may be converted. */
export interface CandidateRow {
  id: unknown;
  type: number;
}

/**
 * The person's open main and additional accounts that have never held money: no posting in their ledger, no payment
 * under way, not frozen. By type then id; `forUpdate` locks them for the caller's transaction.
 */
export function convertibleAccountRows(db: Queryable, userId: number, forUpdate: boolean): Promise<CandidateRow[]> {
  return db.query<CandidateRow>(
    `select w.id, w.type from wallet_accounts w join ledger_accounts l on l.wallet_account_id = w.id
      where w.user_id = $1 and w.closed_at is null and w.type in (0, 9) and not w.frozen
        and not exists (select 1 from ledger_postings p where p.account_id = l.id)
        and not exists (select 1 from payments p where p.wallet_account_id = w.id and p.status = 'pending')
      order by w.type, w.id${forUpdate ? ' for update of w' : ''}`,
    [userId]
  );
}

/** Whether the account is one of the person's open accounts. */
export async function hasOpenAccount(tx: Queryable, userId: number, accountId: number): Promise<boolean> {
  const [owned] = await tx.query<{ id: unknown }>('select id from wallet_accounts where id = $1 and user_id = $2 and closed_at is null', [accountId, userId]);
  return owned !== undefined;
}

/** Whether the person has an open main or additional account (type 0 or 9) in the currency. */
export async function holdsCurrency(tx: Queryable, userId: number, currencyId: number): Promise<boolean> {
  const [held] = await tx.query<{ id: unknown }>('select id from wallet_accounts where user_id = $1 and currency_id = $2 and type in (0, 9) and closed_at is null', [
    userId,
    currencyId,
  ]);
  return held !== undefined;
}

/** Closes the person's account, turning it into the type. */
export async function closeAsType(tx: Queryable, userId: number, accountId: number, type: number, now: Date): Promise<void> {
  await tx.query('update wallet_accounts set type = $3, closed_at = $4 where id = $1 and user_id = $2', [accountId, userId, type, now]);
}

/** Reopens the person's closed additional account (type 9) in the currency as the type; undefined when none was closed. */
export async function reopenClosedCurrencyAccountAs(tx: Queryable, userId: number, currencyId: number, type: number): Promise<{ id: unknown } | undefined> {
  const [reopened] = await tx.query<{ id: unknown }>(
    'update wallet_accounts set type = $3, closed_at = null where user_id = $1 and currency_id = $2 and type = 9 and closed_at is not null returning id',
    [userId, currencyId, type]
  );
  return reopened;
}

/** Makes `toAccountId` the person's active account, if `fromAccountId` was. */
export async function moveActiveAccount(tx: Queryable, userId: number, fromAccountId: number, toAccountId: number): Promise<void> {
  await tx.query('update users set active_wallet_account_id = $2 where id = $1 and active_wallet_account_id = $3', [userId, toAccountId, fromAccountId]);
}
