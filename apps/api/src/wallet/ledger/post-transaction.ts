import { err, ok, type MinorUnits, type Result } from '@betting/kernel';
import type { Queryable } from '../../db/database';
import { isoOfNumericCode } from '../../platform/currency-codes';
import { readSafeInteger } from '../../db/integers';
import { ledgerError, type LedgerError } from './ledger-errors';
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

interface ContextRow {
  reference_taken: boolean;
  id: unknown;
  owner: 'user' | 'system' | null;
  currency_id: number | null;
  wallet_account_id: unknown;
  system_code: SystemAccountCode | null;
  balance: unknown;
  frozen: boolean | null;
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

const toAccount = (row: ContextRow): LedgerAccount => ({
  id: readSafeInteger(row.id, 'ledger account id'),
  owner: row.owner ?? 'system',
  currencyId: row.currency_id ?? 0,
  walletAccountId: row.wallet_account_id === null ? null : readSafeInteger(row.wallet_account_id, 'wallet account id'),
  systemCode: row.system_code,
  balance: row.owner === 'user' ? readSafeInteger(row.balance, 'balance') : 0,
  frozen: row.frozen === true,
});

/**
 * What a transaction decides on, in one round trip: whether its reference is already settled by its kind, and its
 * accounts with the user balances locked in ascending order (`ledger_balances` holds user balances only) and their
 * wallet accounts' frozen flags. Always one row at least (the reference), accounts or not.
 */
const CONTEXT_SQL = /* sql */ `
  with locked as materialized (
    select account_id, balance from ledger_balances where account_id = any($1::bigint[]) order by account_id for update
  )
  select r.reference_taken, a.id, a.owner, a.currency_id, a.wallet_account_id, a.system_code, l.balance, w.frozen
    from (
      -- counting the locked rows reads them all first, whatever join the planner picks below
      select (select count(*) from locked) as locked,
             $3::text is not null and exists (select 1 from ledger_transactions t where t.kind = $2 and t.reference = $3) as reference_taken
    ) r
    left join ledger_accounts a on a.id = any($1::bigint[])
    left join locked l on l.account_id = a.id
    left join wallet_accounts w on w.id = a.wallet_account_id`;

/**
 * What `postTransaction` decides on, when the caller has it already (read in its own round trip): whether the draft's
 * reference is settled by its kind, and every posting's account, user balances locked for this transaction.
 */
export interface PostingContext {
  readonly referenceTaken: boolean;
  readonly accounts: readonly LedgerAccount[];
}

async function contextOf(tx: Queryable, ids: readonly number[], draft: TransactionDraft): Promise<PostingContext> {
  const rows = await tx.query<ContextRow>(CONTEXT_SQL, [ids, draft.kind, draft.reference], 'ledger_post_context');
  return { referenceTaken: rows[0]?.reference_taken === true, accounts: rows.filter((row) => row.id !== null).map(toAccount) };
}

/**
 * The transaction, its postings, the user balances (locked already), one balance bucket of each system account and
 * the audit rows, in one statement. A system posting takes the first bucket of its account that no other transaction
 * holds, from the transaction id mod the bucket count on (so stakes of different users never queue on the house's
 * row); only when every bucket is held does it wait for that first one.
 */
const WRITE_SQL = /* sql */ `
  with t as (
    insert into ledger_transactions (kind, idempotency_key, reference, reverses_id, actor, reason, created_at)
    values ($1, $2, $3, $4, $5, $6, $7) returning id
  ), postings as (
    insert into ledger_postings (transaction_id, account_id, currency_id, amount)
    select t.id, d.account_id, d.currency_id, d.amount from t, unnest($8::bigint[], $9::integer[], $10::bigint[]) with ordinality as d (account_id, currency_id, amount, n) order by d.n
  ), users as (
    update ledger_balances b set balance = b.balance + d.amount, updated_at = $7
      from unnest($11::bigint[], $12::bigint[]) as d (account_id, amount)
     where b.account_id = d.account_id
    returning b.account_id, b.balance, null::smallint as bucket
  ), picked as materialized (
    select d.account_id, d.amount, coalesce(
             (select k.bucket from ledger_system_buckets k where k.account_id = d.account_id order by k.bucket < t.id % $14, k.bucket limit 1 for update skip locked),
             (t.id % $14)::smallint) as bucket
      from t, unnest($13::bigint[], $15::bigint[]) with ordinality as d (account_id, amount, n)
     order by d.n
  ), systems as (
    update ledger_system_buckets k set balance = k.balance + p.amount, updated_at = $7
      from picked p
     where k.account_id = p.account_id and k.bucket = p.bucket
    returning k.account_id, k.balance, k.bucket
  ), changed as (
    select account_id, balance, bucket from users union all select account_id, balance, bucket from systems
  ), audit as (
    insert into ledger_balance_audit (account_id, transaction_id, actor, reason, balance_before, balance_after, bucket, created_at)
    select c.account_id, t.id, $5, $16, c.balance - d.amount, c.balance, c.bucket, $7
      from t, changed c join unnest($8::bigint[], $10::bigint[]) as d (account_id, amount) on d.account_id = c.account_id
  )
  select t.id, c.account_id, c.balance::text as balance, c.bucket from t, changed c`;

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
  const written = await tx.query<{ id: unknown; account_id: unknown; balance: string; bucket: number | null }>(
    WRITE_SQL,
    [
      draft.kind,
      draft.idempotencyKey,
      draft.reference,
      draft.reversesId,
      draft.actor,
      draft.reason,
      draft.now,
      ids,
      ids.map((id) => accounts.get(id)?.currencyId),
      draft.postings.map((posting) => posting.amount),
      userPostings.map((posting) => posting.ledgerAccountId),
      userPostings.map((posting) => posting.amount),
      systemPostings.map((posting) => posting.ledgerAccountId),
      SYSTEM_BALANCE_BUCKETS,
      systemPostings.map((posting) => posting.amount),
      draft.reason ?? draft.kind,
    ],
    'ledger_post_write',
  );
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
