import { err, ok, type MinorUnits, type Result } from '@betting/kernel';
import type { Queryable } from '../../db/database';
import { isoOfNumericCode } from './currency-codes';
import { readSafeInteger } from './integers';
import { ledgerError, type LedgerError } from './ledger-errors';
import type { LedgerEntry, LedgerTransactionKind, SystemAccountCode } from './ledger-types';

export interface DraftPosting {
  readonly ledgerAccountId: number;
  /** Signed minor units: > 0 credits the account, < 0 debits it. */
  readonly amount: MinorUnits;
}

export interface TransactionDraft {
  readonly kind: LedgerTransactionKind;
  readonly idempotencyKey: string;
  readonly actor: string;
  readonly reason: string | null;
  /** The business object this transaction settles (payment, bet, bonus); unique per kind. */
  readonly reference: string | null;
  readonly reversesId: number | null;
  readonly now: Date;
  readonly postings: readonly DraftPosting[];
  /** Stakes, withdrawals and transfers may not take money out of a frozen account. */
  readonly refuseFrozenDebits: boolean;
}

export interface PostedTransaction {
  readonly transactionId: number;
  readonly entries: readonly LedgerEntry[];
}

interface AccountRow {
  id: unknown;
  owner: 'user' | 'system';
  currency_id: number;
  wallet_account_id: unknown;
  system_code: SystemAccountCode | null;
}

interface LedgerAccount {
  readonly id: number;
  readonly owner: 'user' | 'system';
  readonly currencyId: number;
  readonly walletAccountId: number | null;
  readonly systemCode: SystemAccountCode | null;
}

const toAccount = (row: AccountRow): LedgerAccount => ({
  id: readSafeInteger(row.id, 'ledger account id'),
  owner: row.owner,
  currencyId: row.currency_id,
  walletAccountId: row.wallet_account_id === null ? null : readSafeInteger(row.wallet_account_id, 'wallet account id'),
  systemCode: row.system_code,
});

/** Exact per-currency sums (BigInt: a sum of safe integers need not be one). */
function unbalancedCurrencies(postings: readonly DraftPosting[], accounts: ReadonlyMap<number, LedgerAccount>): number[] {
  const sums = new Map<number, bigint>();
  for (const posting of postings) {
    const currencyId = accounts.get(posting.ledgerAccountId)?.currencyId ?? 0;
    sums.set(currencyId, (sums.get(currencyId) ?? 0n) + BigInt(posting.amount));
  }
  return [...sums].filter(([, sum]) => sum !== 0n).map(([currencyId]) => currencyId);
}

function checkShape(draft: TransactionDraft): LedgerError | undefined {
  if (draft.postings.length < 2) return ledgerError('unbalanced', 'a transaction has at least two postings');
  if (draft.postings.some((posting) => !Number.isSafeInteger(posting.amount) || posting.amount === 0)) {
    return ledgerError('invalid_amount', 'a posting is a non-zero safe integer of minor units');
  }
  if (new Set(draft.postings.map((posting) => posting.ledgerAccountId)).size !== draft.postings.length) {
    return ledgerError('unbalanced', 'an account appears once per transaction');
  }
  return undefined;
}

/**
 * Posts one double-entry transaction inside the caller's database transaction: refuses postings that do not sum
 * to zero per currency, locks the user balances it touches in ascending account order, refuses a frozen debit or
 * a user balance below zero, then writes the transaction, its postings, the new balances (user accounts first,
 * then system accounts in ascending order: one global lock order, so no two postings deadlock) and one audit row
 * per balance change.
 *
 * A refusal returns before anything is written. The caller owns the transaction (and its idempotency key row).
 */
export async function postTransaction(tx: Queryable, draft: TransactionDraft): Promise<Result<PostedTransaction, LedgerError>> {
  const shapeError = checkShape(draft);
  if (shapeError) return err(shapeError);
  const ids = draft.postings.map((posting) => posting.ledgerAccountId);
  const accountRows = await tx.query<AccountRow>('select id, owner, currency_id, wallet_account_id, system_code from ledger_accounts where id = any($1::bigint[])', [ids]);
  const accounts = new Map(accountRows.map((row) => [readSafeInteger(row.id), toAccount(row)]));
  if (accounts.size !== ids.length) return err(ledgerError('account_not_found'));
  const unbalanced = unbalancedCurrencies(draft.postings, accounts);
  if (unbalanced.length > 0) return err(ledgerError('unbalanced', `postings do not sum to zero in currency ${unbalanced.join(', ')}`));

  const userIds = ids.filter((id) => accounts.get(id)?.owner === 'user').sort((a, b) => a - b);
  const locked = await tx.query<{ account_id: unknown; balance: unknown }>(
    "select account_id, balance from ledger_balances where account_id = any($1::bigint[]) and owner = 'user' order by account_id for update",
    [userIds],
  );
  const balances = new Map(locked.map((row) => [readSafeInteger(row.account_id), readSafeInteger(row.balance, 'balance')]));

  const userDebits = draft.postings.filter((posting) => posting.amount < 0 && accounts.get(posting.ledgerAccountId)?.owner === 'user');
  if (draft.refuseFrozenDebits && userDebits.length > 0) {
    const walletIds = userDebits.map((posting) => accounts.get(posting.ledgerAccountId)?.walletAccountId);
    const [frozen] = await tx.query<{ id: unknown }>('select id from wallet_accounts where id = any($1::bigint[]) and frozen order by id limit 1', [walletIds]);
    if (frozen) return err(ledgerError('account_frozen', undefined, { walletAccountId: readSafeInteger(frozen.id) }));
  }
  for (const posting of draft.postings) {
    const account = accounts.get(posting.ledgerAccountId);
    if (account?.owner !== 'user') continue;
    const next = (balances.get(posting.ledgerAccountId) ?? 0) + posting.amount;
    if (next < 0) return err(ledgerError('insufficient_funds', undefined, { walletAccountId: account.walletAccountId ?? 0 }));
    if (!Number.isSafeInteger(next)) return err(ledgerError('invalid_amount', 'the balance would leave the safe integer range'));
  }

  const [inserted] = await tx.query<{ id: unknown }>(
    'insert into ledger_transactions (kind, idempotency_key, reference, reverses_id, actor, reason, created_at) values ($1, $2, $3, $4, $5, $6, $7) returning id',
    [draft.kind, draft.idempotencyKey, draft.reference, draft.reversesId, draft.actor, draft.reason, draft.now],
  );
  if (!inserted) throw new Error('inserting a ledger transaction returned no row');
  const transactionId = readSafeInteger(inserted.id, 'transaction id');
  await tx.query(
    'insert into ledger_postings (transaction_id, account_id, currency_id, amount) select $1, account_id, currency_id, amount from unnest($2::bigint[], $3::integer[], $4::bigint[]) as p (account_id, currency_id, amount)',
    [transactionId, ids, ids.map((id) => accounts.get(id)?.currencyId), draft.postings.map((posting) => posting.amount)],
  );

  // Balances after, as exact decimal text: a system balance may grow beyond 2^53 over the years, so it never
  // passes through a JavaScript number (user balances stay within the safe range, a CHECK says so).
  const after = new Map<number, string>();
  const userPostings = draft.postings.filter((posting) => accounts.get(posting.ledgerAccountId)?.owner === 'user');
  if (userPostings.length > 0) {
    const updated = await tx.query<{ account_id: unknown; balance: string }>(
      'update ledger_balances b set balance = b.balance + d.delta, updated_at = $3 from unnest($1::bigint[], $2::bigint[]) as d (account_id, delta) where b.account_id = d.account_id returning b.account_id, b.balance::text as balance',
      [userPostings.map((posting) => posting.ledgerAccountId), userPostings.map((posting) => posting.amount), draft.now],
    );
    for (const row of updated) after.set(readSafeInteger(row.account_id), row.balance);
  }
  const systemPostings = draft.postings.filter((posting) => accounts.get(posting.ledgerAccountId)?.owner === 'system').sort((a, b) => a.ledgerAccountId - b.ledgerAccountId);
  for (const posting of systemPostings) {
    const [row] = await tx.query<{ balance: string }>('update ledger_balances set balance = balance + $2, updated_at = $3 where account_id = $1 returning balance::text as balance', [
      posting.ledgerAccountId,
      posting.amount,
      draft.now,
    ]);
    if (!row) throw new Error(`ledger account ${posting.ledgerAccountId} has no balance row`);
    after.set(posting.ledgerAccountId, row.balance);
  }

  const balanceAfter = (posting: DraftPosting): string => {
    const value = after.get(posting.ledgerAccountId);
    if (value === undefined) throw new Error(`ledger account ${posting.ledgerAccountId} was not updated`);
    return value;
  };
  await tx.query(
    `insert into ledger_balance_audit (account_id, transaction_id, actor, reason, balance_before, balance_after, created_at)
     select account_id, $1, $2, $3, balance_after - amount, balance_after, $4 from unnest($5::bigint[], $6::bigint[], $7::bigint[]) as a (account_id, amount, balance_after)`,
    [transactionId, draft.actor, draft.reason ?? draft.kind, draft.now, ids, draft.postings.map((posting) => posting.amount), draft.postings.map(balanceAfter)],
  );

  return ok({
    transactionId,
    entries: draft.postings.map((posting): LedgerEntry => {
      const account = accounts.get(posting.ledgerAccountId);
      if (!account) throw new Error(`ledger account ${posting.ledgerAccountId} vanished`);
      return {
        walletAccountId: account.walletAccountId,
        systemAccount: account.systemCode,
        currency: isoOfNumericCode(account.currencyId),
        amount: posting.amount,
        balanceAfter: account.owner === 'user' ? readSafeInteger(balanceAfter(posting), 'balance') : null,
      };
    }),
  });
}
