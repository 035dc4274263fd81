import type { Queryable } from '../db/database';

/** The account the person's bets and games use from now on. */
export async function setActiveAccount(db: Queryable, userId: number, walletAccountId: number): Promise<void> {
  await db.query('update users set active_wallet_account_id = $2 where id = $1', [userId, walletAccountId]);
}

/** Hides or shows the person's balance; answers the stored value (undefined when there is no such person). */
export async function setHideBalance(db: Queryable, userId: number, hide: boolean): Promise<boolean | undefined> {
  const [row] = await db.query<{ hide_balance: boolean }>('update users set hide_balance = $2 where id = $1 returning hide_balance', [userId, hide]);
  return row?.hide_balance;
}

/** Reopens the person's closed additional account in the currency; its id, or null when none was closed. */
export async function reopenCurrencyAccount(db: Queryable, userId: number, currencyId: number): Promise<number | null> {
  const reopened = await db.query<{ id: unknown }>('update wallet_accounts set closed_at = null where user_id = $1 and currency_id = $2 and type = 9 and closed_at is not null returning id', [
    userId,
    currencyId,
  ]);
  return reopened[0] ? Number(reopened[0].id) : null;
}

/** Closes one of the person's accounts (the ledger keeps its history). */
export async function closeAccount(db: Queryable, userId: number, walletAccountId: number, now: Date): Promise<void> {
  await db.query('update wallet_accounts set closed_at = $3 where id = $2 and user_id = $1', [userId, walletAccountId, now]);
}
