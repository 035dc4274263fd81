/**
 * System balances without a hot row. Every stake, win and refund in a currency posts to that currency's house
 * account, every deposit to its provider clearing: with one balance row per system account all those transactions
 * queued on its row lock until commit. Now a system account's balance is split into 16 bucket rows and each posting
 * adds to one bucket — an unlocked one, starting from the transaction id mod 16 (`post-transaction.ts`) — so up to 16
 * transactions post to one system account at once without waiting for each other.
 *
 * - `ledger_system_buckets`: 16 rows per system account (opened by the balance trigger with the account). The account's
 *   balance is the sum of its buckets (`ledger_system_balances`); a bucket, like the balance, may go below zero.
 * - `ledger_balances` keeps the user balances only (a CHECK says so); the system rows move into bucket 0.
 * - `ledger_balance_audit.bucket`: for a system posting, the bucket it went to; its balance_before and balance_after are
 *   that bucket's (null for user balances, and for system rows written before this migration, when they were the
 *   account's whole balance — which is what bucket 0 starts from, so bucket 0's trail continues theirs).
 */
export const ledgerSystemBucketsMigration = {
  id: '0037_ledger_system_buckets',
  sql: /* sql */ `
    create table ledger_system_buckets (
      account_id bigint not null,
      owner text not null default 'system' check (owner = 'system'),
      bucket smallint not null check (bucket between 0 and 15),
      balance bigint not null default 0,
      updated_at timestamptz not null,
      primary key (account_id, bucket),
      foreign key (account_id, owner) references ledger_accounts (id, owner)
    );

    insert into ledger_system_buckets (account_id, bucket, balance, updated_at)
      select b.account_id, s.bucket, case when s.bucket = 0 then b.balance else 0 end, b.updated_at
        from ledger_balances b cross join generate_series(0, 15) as s (bucket)
       where b.owner = 'system';
    delete from ledger_balances where owner = 'system';
    alter table ledger_balances add constraint ledger_balances_users_only check (owner = 'user');

    create or replace function ledger_open_balance() returns trigger language plpgsql as $$
    begin
      if new.owner = 'system' then
        insert into ledger_system_buckets (account_id, bucket, balance, updated_at)
          select new.id, s.bucket, 0, new.created_at from generate_series(0, 15) as s (bucket);
      else
        insert into ledger_balances (account_id, owner, balance, updated_at) values (new.id, new.owner, 0, new.created_at);
      end if;
      return null;
    end
    $$;

    create view ledger_system_balances as
      select account_id, sum(balance) as balance from ledger_system_buckets group by account_id;

    alter table ledger_balance_audit add column bucket smallint check (bucket between 0 and 15);
  `,
};
