import type { MinorUnits } from '@betting/kernel';
import type { Queryable } from '../../db/database';
import { currencyByNumericCode } from '../../platform/currency-codes';
import { readSafeInteger } from '../../db/integers';
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
  const rows = await db.query<{ id: unknown; currency_id: number; type: number; frozen: boolean; balance: unknown }>(
    `select w.id, w.currency_id, w.type, w.frozen, b.balance
       from wallet_accounts w join ledger_accounts l on l.wallet_account_id = w.id join ledger_balances b on b.account_id = l.id
      where w.user_id = $1 order by w.type, w.id`,
    [userId],
    'ledger_account_balances',
  );
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
  const params = [query.userId, query.walletAccountId, query.kinds ?? null];
  const from = `from wallet_accounts w
       join ledger_accounts l on l.wallet_account_id = w.id
       join ledger_postings p on p.account_id = l.id
       join ledger_transactions t on t.id = p.transaction_id
       join ledger_balance_audit a on a.transaction_id = t.id and a.account_id = l.id
      where w.user_id = $1 and w.id = $2 and ($3::text[] is null or t.kind = any($3::text[]))`;
  const [count] = await db.query<{ total: unknown }>(`select count(*) as total ${from}`, params);
  const rows = await db.query<{ id: unknown; kind: LedgerTransactionKind; reference: string | null; amount: unknown; balance_after: unknown; created_at: Date }>(
    `select t.id, t.kind, t.reference, p.amount, a.balance_after, t.created_at ${from} order by t.id desc limit $4 offset $5`,
    [...params, query.limit, query.offset],
  );
  return {
    total: readSafeInteger(count?.total ?? 0),
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
