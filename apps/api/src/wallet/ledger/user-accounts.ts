import { err, ok, type Currency, type Result } from '@betting/kernel';
import type { Queryable } from '../../db/database';
import { readSafeInteger } from './integers';
import { ledgerError, type LedgerError } from './ledger-errors';

/** A user's wallet account as the ledger sees it. */
export interface UserLedgerAccount {
  readonly ledgerAccountId: number;
  readonly walletAccountId: number;
  readonly userId: number;
  readonly type: number;
  readonly currencyId: number;
}

interface Row {
  ledger_account_id: unknown;
  wallet_account_id: unknown;
  user_id: number;
  type: number;
  currency_id: number;
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
  const [row] = await tx.query<Row>(
    `select l.id as ledger_account_id, w.id as wallet_account_id, w.user_id, w.type, w.currency_id
       from wallet_accounts w join ledger_accounts l on l.wallet_account_id = w.id
      where w.id = $1`,
    [walletAccountId],
  );
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
