import { err, ok, type Currency, type Result } from '@betting/kernel';
import type { Queryable } from '../../db/database';
import { readSafeInteger } from '../../db/integers';
import { lockedUserAccountRow, userAccountRow, type UserAccountRow } from './ledger-accounts.repository';
import { ledgerError, type LedgerError } from './ledger-errors';
import type { LedgerTransactionKind, SystemAccountCode } from './ledger-types';

/** A user's wallet account as the ledger sees it. */
export interface UserLedgerAccount {
  readonly ledgerAccountId: number;
  readonly walletAccountId: number;
  readonly userId: number;
  readonly type: number;
  readonly currencyId: number;
}

export interface AccountExpectation {
  /** The account must belong to this user (else it is "not found": nobody learns other users' account ids). */
  readonly userId: number;
  readonly currency: Currency;
  /** Account types this operation accepts (spec §3: 0 main, 4 bonus, 9 currency). */
  readonly types: readonly number[];
}

/** Finds a user's wallet account and checks that it fits the operation: owner, type, then currency. */
export async function userAccountFor(tx: Queryable, walletAccountId: number, expected: AccountExpectation): Promise<Result<UserLedgerAccount, LedgerError>> {
  const row = await userAccountRow(tx, walletAccountId);
  return checked(row, walletAccountId, expected);
}

/** A user account about to move money, as `postTransaction` decides on it. */
export interface LockedUserAccount {
  readonly account: UserLedgerAccount;
  /** Its balance, locked for the caller's transaction. */
  readonly balance: number;
  readonly frozen: boolean;
  /** The ledger id of the system account on the other side; null until that system account is first used. */
  readonly systemAccountId: number | null;
  /** The reference is already settled by a transaction of the kind. */
  readonly referenceTaken: boolean;
}

/**
 * `userAccountFor` with, in the same round trip, the account's balance locked (the only user balance of a move
 * between one user account and a system account), its frozen flag, the system account's id in the expected currency
 * and whether the move's reference is settled.
 */
export async function lockedUserAccount(
  tx: Queryable,
  walletAccountId: number,
  expected: AccountExpectation,
  move: { readonly systemCode: SystemAccountCode; readonly kind: LedgerTransactionKind; readonly reference: string | null },
): Promise<Result<LockedUserAccount, LedgerError>> {
  const row = await lockedUserAccountRow(tx, walletAccountId, { systemCode: move.systemCode, currencyId: expected.currency.numericCode, kind: move.kind, reference: move.reference });
  if (!row) return err(ledgerError('account_not_found', undefined, { walletAccountId }));
  const account = checked(row, walletAccountId, expected);
  if (!account.ok) return account;
  return ok({
    account: account.value,
    balance: readSafeInteger(row.balance, 'balance'),
    frozen: row.frozen,
    systemAccountId: row.system_id === null ? null : readSafeInteger(row.system_id, 'ledger account id'),
    referenceTaken: row.reference_taken,
  });
}

function checked(row: UserAccountRow | undefined, walletAccountId: number, expected: AccountExpectation): Result<UserLedgerAccount, LedgerError> {
  if (!row || row.user_id !== expected.userId) return err(ledgerError('account_not_found', undefined, { walletAccountId }));
  if (!expected.types.includes(row.type)) return err(ledgerError('wrong_account_type', undefined, { walletAccountId, type: row.type }));
  if (row.currency_id !== expected.currency.numericCode) {
    return err(ledgerError('currency_mismatch', undefined, { walletAccountId, currency: expected.currency.iso }));
  }
  return ok({
    ledgerAccountId: readSafeInteger(row.ledger_account_id, 'ledger account id'),
    walletAccountId: readSafeInteger(row.wallet_account_id, 'wallet account id'),
    userId: row.user_id,
    type: row.type,
    currencyId: row.currency_id,
  });
}
