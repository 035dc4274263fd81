import type { Queryable } from '../../db/database';

/** The audit's counts as PostgreSQL returns them (bigint). */
export interface AuditCountsRow {
  lost: unknown;
  doubled: unknown;
  negative: unknown;
  mismatched: unknown;
  transactions: unknown;
}

/** Every count of `LedgerAudit` in one statement over the whole ledger. */
const COUNTS = /* sql */ `
  select
    (select count(*) from (
        select 1 from ledger_postings group by transaction_id, currency_id having sum(amount) <> 0
      ) as unbalanced)
    + (select count(*) from ledger_transactions t
        where (select count(*) from ledger_postings p where p.transaction_id = t.id) < 2) as lost,
    (select count(*) from (select 1 from ledger_transactions group by idempotency_key having count(*) > 1) as keys)
    + (select count(*) from (select 1 from ledger_transactions where reference is not null group by kind, reference having count(*) > 1) as refs)
    + (select count(*) from (select 1 from ledger_transactions where reverses_id is not null group by reverses_id having count(*) > 1) as reversals)
    + (select count(*) from (
        select 1 from ledger_transactions t join ledger_withdrawals w on w.settle_transaction_id = t.id group by w.id having count(*) > 1
      ) as withdrawals)
    + (select count(*) from ledger_idempotency i
        where i.status = 'succeeded'
          and not exists (select 1 from ledger_transactions t where t.id = i.transaction_id and t.idempotency_key = i.key)) as doubled,
    (select count(*) from ledger_balances where owner = 'user' and balance < 0) as negative,
    (select count(*) from ledger_balances b
        left join (select account_id, sum(amount) as total from ledger_postings group by account_id) p on p.account_id = b.account_id
        left join lateral (select balance_after from ledger_balance_audit a where a.account_id = b.account_id order by a.id desc limit 1) last on true
        where b.balance <> coalesce(p.total, 0) or b.balance <> coalesce(last.balance_after, 0))
    + (select count(*) from ledger_accounts s
        left join (select account_id, sum(amount) as total from ledger_postings group by account_id) p on p.account_id = s.id
        where s.owner = 'system'
          and (coalesce(p.total, 0) <> (select coalesce(sum(k.balance), 0) from ledger_system_buckets k where k.account_id = s.id)
            or exists (
              -- each bucket against its own trail; bucket 0 continues the rows written before there were buckets
              select 1 from ledger_system_buckets k
                left join lateral (
                  select balance_after from ledger_balance_audit a
                   where a.account_id = k.account_id and (a.bucket = k.bucket or (k.bucket = 0 and a.bucket is null))
                   order by a.id desc limit 1
                ) last on true
               where k.account_id = s.id and k.balance <> coalesce(last.balance_after, 0)))) as mismatched,
    (select count(*) from ledger_transactions) as transactions
`;

/** The audit's one row of counts (undefined only if PostgreSQL returned none). */
export async function auditCounts(db: Queryable): Promise<AuditCountsRow | undefined> {
  const [row] = await db.query<AuditCountsRow>(COUNTS);
  return row;
}

/** Per-currency sums of every posting, as exact decimal text, by currency. */
export function postingSumRows(db: Queryable): Promise<Array<{ currency_id: number; total: string }>> {
  return db.query<{ currency_id: number; total: string }>('select currency_id, sum(amount)::text as total from ledger_postings group by currency_id order by currency_id');
}
