import { err, ok, type Currency, type Result } from '@betting/kernel';
import type { Queryable } from '../../db/database';
import { readSafeInteger } from '../../db/integers';
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

const ACCOUNT_COLUMNS = 'l.id as ledger_account_id, w.id as wallet_account_id, w.user_id, w.type, w.currency_id';

/** Finds a user's wallet account and checks that it fits the operation: owner, type, then currency. */
export async function userAccountFor(tx: Queryable, walletAccountId: number, expected: AccountExpectation): Promise<Result<UserLedgerAccount, LedgerError>> {
  const [row] = await tx.query<Row>(`select ${ACCOUNT_COLUMNS} from wallet_accounts w join ledger_accounts l on l.wallet_account_id = w.id where w.id = $1`, [walletAccountId]);
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
  const [row] = await tx.query<Row & { frozen: boolean; balance: unknown; system_id: unknown; reference_taken: boolean }>(
    `with locked as materialized (
       select b.account_id, b.balance from ledger_balances b join ledger_accounts l on l.id = b.account_id where l.wallet_account_id = $1 for update of b
     )
     select ${ACCOUNT_COLUMNS}, w.frozen, k.balance,
            (select s.id from ledger_accounts s where s.system_code = $2 and s.currency_id = $3) as system_id,
            $5::text is not null and exists (select 1 from ledger_transactions t where t.kind = $4 and t.reference = $5) as reference_taken
       from wallet_accounts w join ledger_accounts l on l.wallet_account_id = w.id left join locked k on k.account_id = l.id
      where w.id = $1`,
    [walletAccountId, move.systemCode, expected.currency.numericCode, move.kind, move.reference],
    'ledger_locked_user_account',
  );
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

function checked(row: Row | undefined, walletAccountId: number, expected: AccountExpectation): Result<UserLedgerAccount, LedgerError> {
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
