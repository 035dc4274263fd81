import { err, ok, type Result } from '@betting/kernel';
import type { Queryable } from '../db/database';
import { currencyByNumericCode } from '../platform/currency-codes';
import { ledgerError, type LedgerError } from './ledger/ledger-errors';
import { accountRowsOf, bonusAccountRow, insertAccount, insertAccountUnlessBonusHeld, insertAccountUnlessCurrencyHeld, setFrozen, type AccountRow } from './wallet-accounts.repository';

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

const toAccount = (row: AccountRow): WalletAccount => ({ id: Number(row.id), userId: row.user_id, currencyId: row.currency_id, type: row.type, frozen: row.frozen });

/**
 * Opens the user's main account (type 0) inside the caller's transaction — registration creates the user and this
 * account together or not at all. One main account per user (a unique index says so). A trigger opens the
 * account's ledger account and zero balance in the same statement.
 */
export async function openMainAccount(tx: Queryable, userId: number, currencyId: number, now: Date): Promise<WalletAccount> {
  const row = await insertAccount(tx, userId, currencyId, ACCOUNT_TYPE.main, now);
  if (!row) throw new Error('opening the main account returned no row');
  return toAccount(row);
}

/**
 * Adds a currency account (type 9, office "add currency"). Refused for a currency the kernel's table does not
 * know and when the user already has a main or currency account in it (`account_exists`).
 */
export async function openCurrencyAccount(tx: Queryable, userId: number, currencyId: number, now: Date): Promise<Result<WalletAccount, LedgerError>> {
  if (!currencyByNumericCode(currencyId)) return err(ledgerError('unknown_currency', undefined, { currencyId }));
  const row = await insertAccountUnlessCurrencyHeld(tx, userId, currencyId, ACCOUNT_TYPE.currency, now);
  return row ? ok(toAccount(row)) : err(ledgerError('account_exists', undefined, { currencyId }));
}

/** The user's bonus account (type 4) in a currency, opened on first use: one per user and currency. */
export async function openBonusAccount(tx: Queryable, userId: number, currencyId: number, now: Date): Promise<Result<WalletAccount, LedgerError>> {
  if (!currencyByNumericCode(currencyId)) return err(ledgerError('unknown_currency', undefined, { currencyId }));
  const row = (await insertAccountUnlessBonusHeld(tx, userId, currencyId, ACCOUNT_TYPE.bonus, now)) ?? (await bonusAccountRow(tx, userId, currencyId));
  if (!row) throw new Error('opening the bonus account returned no row');
  return ok(toAccount(row));
}

/** Freezes or unfreezes one of the user's accounts; a frozen account keeps receiving deposits, wins and refunds. */
export async function setAccountFrozen(tx: Queryable, userId: number, accountId: number, frozen: boolean): Promise<Result<WalletAccount, LedgerError>> {
  const row = await setFrozen(tx, userId, accountId, frozen);
  return row ? ok(toAccount(row)) : err(ledgerError('account_not_found', undefined, { walletAccountId: accountId }));
}

export async function listAccounts(db: Queryable, userId: number): Promise<WalletAccount[]> {
  const rows = await accountRowsOf(db, userId);
  return rows.map(toAccount);
}
