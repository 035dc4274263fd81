import type { Queryable } from '../db/database';
import { readSafeInteger } from '../db/integers';

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

/**
 * One of the person's open accounts: the one of `defaultType` when `walletAccountId` is null, else that account if it
 * is of either type.
 */
export async function openAccountOfTypes(
  db: Queryable,
  userId: number,
  walletAccountId: number | null,
  defaultType: number,
  otherType: number,
): Promise<{ id: number; currencyId: number } | undefined> {
  const [row] = await db.query<{ id: unknown; currency_id: number }>(
    `select id, currency_id from wallet_accounts
      where user_id = $1 and closed_at is null and (($2::bigint is null and type = $3) or (id = $2 and type in ($3, $4)))`,
    [userId, walletAccountId, defaultType, otherType],
  );
  return row ? { id: readSafeInteger(row.id), currencyId: row.currency_id } : undefined;
}
