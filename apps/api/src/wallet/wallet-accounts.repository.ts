import type { Queryable } from '../db/database';
import { readSafeInteger } from '../db/integers';

/** A `wallet_accounts` row as `COLUMNS` selects it. */
export interface AccountRow {
  id: string | number;
  user_id: number;
  currency_id: number;
  type: number;
  frozen: boolean;
}

const COLUMNS = 'id, user_id, currency_id, type, frozen';

/** Opens an account of the type; a trigger opens its ledger account and zero balance in the same statement. */
export async function insertAccount(tx: Queryable, userId: number, currencyId: number, type: number, now: Date): Promise<AccountRow | undefined> {
  const rows = await tx.query<AccountRow>(`insert into wallet_accounts (user_id, currency_id, type, created_at) values ($1, $2, $3, $4) returning ${COLUMNS}`, [
    userId,
    currencyId,
    type,
    now,
  ]);
  return rows[0];
}

/** `insertAccount`, unless the person has a main or currency account (type 0 or 9) in the currency (undefined then). */
export async function insertAccountUnlessCurrencyHeld(tx: Queryable, userId: number, currencyId: number, type: number, now: Date): Promise<AccountRow | undefined> {
  const rows = await tx.query<AccountRow>(
    `insert into wallet_accounts (user_id, currency_id, type, created_at) values ($1, $2, $3, $4)
     on conflict (user_id, currency_id) where type in (0, 9) do nothing returning ${COLUMNS}`,
    [userId, currencyId, type, now],
  );
  return rows[0];
}

/** `insertAccount`, unless the person has a bonus account (type 4) in the currency (undefined then). */
export async function insertAccountUnlessBonusHeld(tx: Queryable, userId: number, currencyId: number, type: number, now: Date): Promise<AccountRow | undefined> {
  const inserted = await tx.query<AccountRow>(
    `insert into wallet_accounts (user_id, currency_id, type, created_at) values ($1, $2, $3, $4)
     on conflict (user_id, currency_id) where type = 4 do nothing returning ${COLUMNS}`,
    [userId, currencyId, type, now],
  );
  return inserted[0];
}

/** The person's bonus account (type 4) in the currency. */
export async function bonusAccountRow(tx: Queryable, userId: number, currencyId: number): Promise<AccountRow | undefined> {
  return (await tx.query<AccountRow>(`select ${COLUMNS} from wallet_accounts where user_id = $1 and currency_id = $2 and type = 4`, [userId, currencyId]))[0];
}

/** Freezes or unfreezes one of the person's accounts (undefined: not theirs, or no such account). */
export async function setFrozen(tx: Queryable, userId: number, accountId: number, frozen: boolean): Promise<AccountRow | undefined> {
  const rows = await tx.query<AccountRow>(`update wallet_accounts set frozen = $3 where id = $2 and user_id = $1 returning ${COLUMNS}`, [userId, accountId, frozen]);
  return rows[0];
}

/** Every account of the person, closed ones too, by type and id. */
export function accountRowsOf(db: Queryable, userId: number): Promise<AccountRow[]> {
  return db.query<AccountRow>(`select ${COLUMNS} from wallet_accounts where user_id = $1 order by type, id`, [userId]);
}

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
