import type { MinorUnits } from '@betting/kernel';
import type { Queryable } from '../../db/database';
import { currencyByNumericCode } from '../../platform/currency-codes';
import { readSafeInteger } from '../../db/integers';
import { accountBalanceRows, accountEntryCount, accountEntryRows } from './ledger-accounts.repository';
import type { LedgerTransactionKind } from './ledger-types';

export interface AccountBalance {
  readonly walletAccountId: number;
  readonly currencyId: number;
  /** ISO 4217 code; null for a currency the kernel's table does not know. */
  readonly currency: string | null;
  readonly type: number;
  readonly frozen: boolean;
  readonly balance: MinorUnits;
}

/** A user's accounts with their ledger balances: main first, then by type and id. */
export async function accountBalances(db: Queryable, userId: number): Promise<AccountBalance[]> {
  const rows = await accountBalanceRows(db, userId);
  return rows.map((row) => ({
    walletAccountId: readSafeInteger(row.id),
    currencyId: row.currency_id,
    currency: currencyByNumericCode(row.currency_id)?.iso ?? null,
    type: row.type,
    frozen: row.frozen,
    balance: readSafeInteger(row.balance, 'balance'),
  }));
}

export interface AccountEntry {
  readonly transactionId: number;
  readonly kind: LedgerTransactionKind;
  readonly reference: string | null;
  readonly amount: MinorUnits;
  readonly balanceAfter: MinorUnits;
  /** ISO 8601 instant. */
  readonly createdAt: string;
}

export interface AccountEntriesQuery {
  readonly userId: number;
  readonly walletAccountId: number;
  /** Only these kinds (payment history: deposits and withdrawals); all when omitted. */
  readonly kinds?: readonly LedgerTransactionKind[];
  readonly limit: number;
  readonly offset: number;
}

/** One account's movements, newest first, with the balance after each (from the audit trail). */
export async function accountEntries(db: Queryable, query: AccountEntriesQuery): Promise<{ entries: AccountEntry[]; total: number }> {
  const filter = { userId: query.userId, walletAccountId: query.walletAccountId, kinds: query.kinds ?? null };
  const total = await accountEntryCount(db, filter);
  const rows = await accountEntryRows(db, filter, query.limit, query.offset);
  return {
    total,
    entries: rows.map((row) => ({
      transactionId: readSafeInteger(row.id),
      kind: row.kind,
      reference: row.reference,
      amount: readSafeInteger(row.amount, 'amount'),
      balanceAfter: readSafeInteger(row.balance_after, 'balance'),
      createdAt: new Date(row.created_at).toISOString(),
    })),
  };
}
