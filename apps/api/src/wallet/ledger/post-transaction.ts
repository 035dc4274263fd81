import { err, ok, type MinorUnits, type Result } from '@betting/kernel';
import type { Queryable } from '../../db/database';
import { isoOfNumericCode } from '../../platform/currency-codes';
import { readSafeInteger } from '../../db/integers';
import { ledgerError, type LedgerError } from './ledger-errors';
import { postingContextRows, writeTransaction, type PostingContextRow } from './ledger-transactions.repository';
import type { LedgerEntry, LedgerTransactionKind, SystemAccountCode } from './ledger-types';
import { SYSTEM_BALANCE_BUCKETS } from './system-accounts';

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

/** A posting's account as the transaction decides on it. */
export interface LedgerAccount {
  readonly id: number;
  readonly owner: 'user' | 'system';
  readonly currencyId: number;
  readonly walletAccountId: number | null;
  readonly systemCode: SystemAccountCode | null;
  /** User accounts: the balance, locked for this transaction. */
  readonly balance: number;
  readonly frozen: boolean;
}

const toAccount = (row: PostingContextRow): LedgerAccount => ({
  id: readSafeInteger(row.id, 'ledger account id'),
  owner: row.owner ?? 'system',
  currencyId: row.currency_id ?? 0,
  walletAccountId: row.wallet_account_id === null ? null : readSafeInteger(row.wallet_account_id, 'wallet account id'),
  systemCode: row.system_code,
  balance: row.owner === 'user' ? readSafeInteger(row.balance, 'balance') : 0,
  frozen: row.frozen === true,
});

/**
 * What `postTransaction` decides on, when the caller has it already (read in its own round trip): whether the draft's
 * reference is settled by its kind, and every posting's account, user balances locked for this transaction.
 */
export interface PostingContext {
  readonly referenceTaken: boolean;
  readonly accounts: readonly LedgerAccount[];
}

async function contextOf(tx: Queryable, ids: readonly number[], draft: TransactionDraft): Promise<PostingContext> {
  const rows = await postingContextRows(tx, ids, draft.kind, draft.reference);
  return { referenceTaken: rows[0]?.reference_taken === true, accounts: rows.filter((row) => row.id !== null).map(toAccount) };
}

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
 * Posts one double-entry transaction inside the caller's database transaction, in two round trips (one when the
 * caller read the context itself). Locks the user balances it touches in ascending account order, then refuses a reference its kind already settled
 * (`duplicate_reference`: one deposit per provider payment, one stake per bet, whatever the key), a malformed draft,
 * postings that do not sum to zero per currency, a frozen debit or a user balance below zero; then writes the
 * transaction, its postings, the new balances (user accounts, then one balance bucket of each system account) and
 * one audit row per balance change.
 *
 * A refusal returns before anything is written. The caller owns the transaction (and its idempotency key row).
 */
export async function postTransaction(tx: Queryable, draft: TransactionDraft, known?: PostingContext): Promise<Result<PostedTransaction, LedgerError>> {
  const ids = draft.postings.map((posting) => posting.ledgerAccountId);
  const context = known ?? (await contextOf(tx, ids, draft));
  if (context.referenceTaken && draft.reference !== null) return err(ledgerError('duplicate_reference', undefined, { reference: draft.reference }));
  const shapeError = checkShape(draft);
  if (shapeError) return err(shapeError);
  const accounts = new Map(context.accounts.filter((account) => ids.includes(account.id)).map((account) => [account.id, account]));
  if (accounts.size !== ids.length) return err(ledgerError('account_not_found'));
  const unbalanced = unbalancedCurrencies(draft.postings, accounts);
  if (unbalanced.length > 0) return err(ledgerError('unbalanced', `postings do not sum to zero in currency ${unbalanced.join(', ')}`));

  const isUser = (posting: DraftPosting) => accounts.get(posting.ledgerAccountId)?.owner === 'user';
  if (draft.refuseFrozenDebits) {
    const frozen = draft.postings
      .filter((posting) => posting.amount < 0 && isUser(posting) && accounts.get(posting.ledgerAccountId)?.frozen)
      .map((posting) => accounts.get(posting.ledgerAccountId)?.walletAccountId ?? 0)
      .sort((a, b) => a - b)[0];
    if (frozen !== undefined) return err(ledgerError('account_frozen', undefined, { walletAccountId: frozen }));
  }
  for (const posting of draft.postings) {
    const account = accounts.get(posting.ledgerAccountId);
    if (account?.owner !== 'user') continue;
    const next = account.balance + posting.amount;
    if (next < 0) return err(ledgerError('insufficient_funds', undefined, { walletAccountId: account.walletAccountId ?? 0 }));
    if (!Number.isSafeInteger(next)) return err(ledgerError('invalid_amount', 'the balance would leave the safe integer range'));
  }

  // Balances after, as exact decimal text: a system balance may grow beyond 2^53 over the years, so it never
  // passes through a JavaScript number (user balances stay within the safe range, a CHECK says so).
  const userPostings = draft.postings.filter(isUser);
  const systemPostings = draft.postings.filter((posting) => !isUser(posting)).sort((a, b) => a.ledgerAccountId - b.ledgerAccountId);
  const written = await writeTransaction(tx, {
    kind: draft.kind,
    idempotencyKey: draft.idempotencyKey,
    reference: draft.reference,
    reversesId: draft.reversesId,
    actor: draft.actor,
    reason: draft.reason,
    now: draft.now,
    accountIds: ids,
    currencyIds: ids.map((id) => accounts.get(id)?.currencyId),
    amounts: draft.postings.map((posting) => posting.amount),
    userAccountIds: userPostings.map((posting) => posting.ledgerAccountId),
    userAmounts: userPostings.map((posting) => posting.amount),
    systemAccountIds: systemPostings.map((posting) => posting.ledgerAccountId),
    bucketCount: SYSTEM_BALANCE_BUCKETS,
    systemAmounts: systemPostings.map((posting) => posting.amount),
    auditReason: draft.reason ?? draft.kind,
  });
  const first = written[0];
  if (!first || written.length !== ids.length) throw new Error(`posting a ledger transaction updated ${written.length} of ${ids.length} balances`);
  const transactionId = readSafeInteger(first.id, 'transaction id');
  const after = new Map(written.map((row) => [readSafeInteger(row.account_id), row.balance]));

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
        balanceAfter: account.owner === 'user' ? readSafeInteger(after.get(posting.ledgerAccountId), 'balance') : null,
      };
    }),
  });
}
