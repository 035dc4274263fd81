import { err, ok, type Result } from '@betting/kernel';
import type { Queryable } from '../db/database';
import { currencyByNumericCode } from '../platform/currency-codes';
import { ledgerError, type LedgerError } from './ledger/ledger-errors';

/** Spec §3 account types: 0 main, 4 bonus, 9 additional currency. */
export const ACCOUNT_TYPE = { main: 0, bonus: 4, currency: 9 } as const;

export interface WalletAccount {
  readonly id: number;
  readonly userId: number;
  readonly currencyId: number;
  readonly type: number;
  /** A frozen account can neither stake nor withdraw nor transfer out (spec: isAccountFrozen). */
  readonly frozen: boolean;
}

interface AccountRow {
  id: string | number;
  user_id: number;
  currency_id: number;
  type: number;
  frozen: boolean;
}

const COLUMNS = 'id, user_id, currency_id, type, frozen';

const toAccount = (row: AccountRow): WalletAccount => ({ id: Number(row.id), userId: row.user_id, currencyId: row.currency_id, type: row.type, frozen: row.frozen });

/**
 * Opens the user's main account (type 0) inside the caller's transaction — registration creates the user and this
 * account together or not at all. One main account per user (a unique index says so). A trigger opens the
 * account's ledger account and zero balance in the same statement.
 */
export async function openMainAccount(tx: Queryable, userId: number, currencyId: number, now: Date): Promise<WalletAccount> {
  const rows = await tx.query<AccountRow>(`insert into wallet_accounts (user_id, currency_id, type, created_at) values ($1, $2, $3, $4) returning ${COLUMNS}`, [
    userId,
    currencyId,
    ACCOUNT_TYPE.main,
    now,
  ]);
  const row = rows[0];
  if (!row) throw new Error('opening the main account returned no row');
  return toAccount(row);
}

/**
 * Adds a currency account (type 9, office "add currency"). Refused for a currency the kernel's table does not
 * know and when the user already has a main or currency account in it (`account_exists`).
 */
export async function openCurrencyAccount(tx: Queryable, userId: number, currencyId: number, now: Date): Promise<Result<WalletAccount, LedgerError>> {
  if (!currencyByNumericCode(currencyId)) return err(ledgerError('unknown_currency', undefined, { currencyId }));
  const rows = await tx.query<AccountRow>(
    `insert into wallet_accounts (user_id, currency_id, type, created_at) values ($1, $2, $3, $4)
     on conflict (user_id, currency_id) where type in (0, 9) do nothing returning ${COLUMNS}`,
    [userId, currencyId, ACCOUNT_TYPE.currency, now],
  );
  const row = rows[0];
  return row ? ok(toAccount(row)) : err(ledgerError('account_exists', undefined, { currencyId }));
}

/** The user's bonus account (type 4) in a currency, opened on first use: one per user and currency. */
export async function openBonusAccount(tx: Queryable, userId: number, currencyId: number, now: Date): Promise<Result<WalletAccount, LedgerError>> {
  if (!currencyByNumericCode(currencyId)) return err(ledgerError('unknown_currency', undefined, { currencyId }));
  const inserted = await tx.query<AccountRow>(
    `insert into wallet_accounts (user_id, currency_id, type, created_at) values ($1, $2, $3, $4)
     on conflict (user_id, currency_id) where type = 4 do nothing returning ${COLUMNS}`,
    [userId, currencyId, ACCOUNT_TYPE.bonus, now],
  );
  const row = inserted[0] ?? (await tx.query<AccountRow>(`select ${COLUMNS} from wallet_accounts where user_id = $1 and currency_id = $2 and type = 4`, [userId, currencyId]))[0];
  if (!row) throw new Error('opening the bonus account returned no row');
  return ok(toAccount(row));
}

/** Freezes or unfreezes one of the user's accounts; a frozen account keeps receiving deposits, wins and refunds. */
export async function setAccountFrozen(tx: Queryable, userId: number, accountId: number, frozen: boolean): Promise<Result<WalletAccount, LedgerError>> {
  const rows = await tx.query<AccountRow>(`update wallet_accounts set frozen = $3 where id = $2 and user_id = $1 returning ${COLUMNS}`, [userId, accountId, frozen]);
  const row = rows[0];
  return row ? ok(toAccount(row)) : err(ledgerError('account_not_found', undefined, { walletAccountId: accountId }));
}

export async function listAccounts(db: Queryable, userId: number): Promise<WalletAccount[]> {
  const rows = await db.query<AccountRow>(`select ${COLUMNS} from wallet_accounts where user_id = $1 order by type, id`, [userId]);
  return rows.map(toAccount);
}
