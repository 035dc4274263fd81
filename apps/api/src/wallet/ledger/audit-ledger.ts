import type { Queryable } from '../../db/database';
import { readSafeInteger } from '../../db/integers';
import { auditCounts, postingSumRows } from './ledger-audit.repository';

/** What an audit of the whole ledger found; every field counts problems, so a healthy ledger is all zeros. */
export interface LedgerAudit {
  /** Transactions whose postings do not sum to zero in some currency (counted per transaction and currency), plus transactions with fewer than two postings. */
  readonly lost: number;
  /**
   * Effects applied twice: idempotency keys with more than one transaction, references settled more than once by
   * the same kind of transaction, transactions reversed more than once, withdrawals settled more than once, and
   * succeeded idempotency keys whose stored transaction is not the one carrying the key.
   */
  readonly doubled: number;
  /** User balances below zero. */
  readonly negative: number;
  /**
   * Balances that differ from the sum of their account's postings, or from the last audit-trail row's `after`; for a
   * system account, the sum of its buckets against its postings, and each bucket against its own trail.
   */
  readonly mismatched: number;
  /** Transactions looked at (context for the counts). */
  readonly transactions: number;
}

/**
 * Audits the whole ledger from its rows, assuming nothing the constraints promise: the benchmark and the tests
 * print these counts as found.
 */
export async function auditLedger(db: Queryable): Promise<LedgerAudit> {
  const row = await auditCounts(db);
  if (!row) throw new Error('the ledger audit returned no row');
  return {
    lost: readSafeInteger(row.lost),
    doubled: readSafeInteger(row.doubled),
    negative: readSafeInteger(row.negative),
    mismatched: readSafeInteger(row.mismatched),
    transactions: readSafeInteger(row.transactions),
  };
}

/** Per-currency sums of every posting ever made (ISO numeric code → exact sum): all zero in a healthy ledger. */
export async function postingSumsByCurrency(db: Queryable): Promise<Map<number, bigint>> {
  const rows = await postingSumRows(db);
  return new Map(rows.map((row) => [row.currency_id, BigInt(row.total)]));
}
