import type { Queryable } from '../../db/database';
import { readSafeInteger } from '../../db/integers';
import type { LedgerTransactionKind, SystemAccountCode } from './ledger-types';

/** A posting account as the context reads it; the first row carries `reference_taken` even with no account (id null). */
export interface PostingContextRow {
  reference_taken: boolean;
  id: unknown;
  owner: 'user' | 'system' | null;
  currency_id: number | null;
  wallet_account_id: unknown;
  system_code: SystemAccountCode | null;
  balance: unknown;
  frozen: boolean | null;
}

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

/** Reads a transaction's context (see `CONTEXT_SQL`), locking the user balances of `accountIds` in ascending order. */
export function postingContextRows(tx: Queryable, accountIds: readonly number[], kind: LedgerTransactionKind, reference: string | null): Promise<PostingContextRow[]> {
  return tx.query<PostingContextRow>(CONTEXT_SQL, [accountIds, kind, reference], 'ledger_post_context');
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

/** What `WRITE_SQL` writes: the transaction, its postings in order, and the balance changes split by owner. */
export interface TransactionWrite {
  readonly kind: LedgerTransactionKind;
  readonly idempotencyKey: string;
  readonly reference: string | null;
  readonly reversesId: number | null;
  readonly actor: string;
  readonly reason: string | null;
  readonly now: Date;
  /** Every posting's account, currency and amount, in the draft's order. */
  readonly accountIds: readonly number[];
  readonly currencyIds: readonly (number | undefined)[];
  readonly amounts: readonly number[];
  readonly userAccountIds: readonly number[];
  readonly userAmounts: readonly number[];
  /** System postings, in ascending account order. */
  readonly systemAccountIds: readonly number[];
  readonly systemAmounts: readonly number[];
  readonly bucketCount: number;
  /** The reason the audit rows carry. */
  readonly auditReason: string;
}

/** One changed balance: its account, the balance after as exact decimal text, and the bucket (null for a user account). */
export interface WrittenBalanceRow {
  id: unknown;
  account_id: unknown;
  balance: string;
  bucket: number | null;
}

/** Writes a transaction in one statement (see `WRITE_SQL`); one row per changed balance, each with the transaction id. */
export function writeTransaction(tx: Queryable, write: TransactionWrite): Promise<WrittenBalanceRow[]> {
  return tx.query<WrittenBalanceRow>(
    WRITE_SQL,
    [
      write.kind,
      write.idempotencyKey,
      write.reference,
      write.reversesId,
      write.actor,
      write.reason,
      write.now,
      write.accountIds,
      write.currencyIds,
      write.amounts,
      write.userAccountIds,
      write.userAmounts,
      write.systemAccountIds,
      write.bucketCount,
      write.systemAmounts,
      write.auditReason,
    ],
    'ledger_post_write',
  );
}

/** The transaction's kind, its row locked against a concurrent reversal (`for no key update`); undefined: no such transaction. */
export async function lockedTransactionKind(tx: Queryable, transactionId: number): Promise<LedgerTransactionKind | undefined> {
  const [original] = await tx.query<{ kind: LedgerTransactionKind }>('select kind from ledger_transactions where id = $1 for no key update', [transactionId]);
  return original?.kind;
}

/** The id of the transaction that reversed this one, if any. */
export async function reversalIdOf(tx: Queryable, transactionId: number): Promise<number | undefined> {
  const [reversal] = await tx.query<{ id: unknown }>('select id from ledger_transactions where reverses_id = $1', [transactionId]);
  return reversal ? readSafeInteger(reversal.id) : undefined;
}

/** A posting as a reversal reads it. */
export interface PostingRow {
  account_id: unknown;
  amount: unknown;
}

/** The transaction's postings in the order they were written. */
export function postingsOf(tx: Queryable, transactionId: number): Promise<PostingRow[]> {
  return tx.query<PostingRow>('select account_id, amount from ledger_postings where transaction_id = $1 order by id', [transactionId]);
}
