/**
 * The double-entry ledger behind the wallet.
 *
 * - `ledger_accounts`: every place money can sit. A user account is one wallet account (opened by a trigger when a
 *   wallet account is inserted, so no code path can forget it); a system account is one per (purpose, currency):
 *   provider_clearing (money at the payment provider), pending_withdrawals (held until a withdrawal is approved or
 *   rejected), house_bets (stakes in, wins and refunds out) and bonus_funding (the source of bonus money).
 * - `ledger_balances`: one row per ledger account kept in lock-step with the postings (opened by a trigger). User
 *   balances can never go below zero (a CHECK); system balances may (the house pays out more than it took).
 * - `ledger_idempotency`: one row per idempotency key with the fingerprint of the canonical request body, and the
 *   stored first result (or the stored failure).
 * - `ledger_transactions` and `ledger_postings`: a transaction is a set of postings that sums to zero per currency,
 *   checked by the code and again by a deferred constraint trigger at commit. Both tables are append-only.
 * - `ledger_balance_audit`: who changed which balance when, before and after, and why. Append-only: a trigger
 *   refuses UPDATE, DELETE and TRUNCATE.
 * - `ledger_withdrawals`: a withdrawal's life (pending → approved | rejected), each step one ledger transaction.
 *
 * Amounts are bigint minor units of the currency's ISO 4217 exponent. A posting and a user balance stay within
 * 2^53 − 1 so that JavaScript numbers hold them exactly; a system balance (the sum of years of deposits in a
 * currency with large units) may go beyond and is only ever read as text. Currencies are the ISO 4217 numeric codes
 * of `@betting/kernel`'s table.
 */
export const ledgerMigration = {
  id: '0017_ledger',
  sql: /* sql */ `
    alter table wallet_accounts add column frozen boolean not null default false;
    create unique index wallet_accounts_one_per_currency on wallet_accounts (user_id, currency_id) where type in (0, 9);
    create unique index wallet_accounts_one_bonus_per_currency on wallet_accounts (user_id, currency_id) where type = 4;

    create function ledger_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception '% is append-only: % refused', tg_table_name, tg_op using errcode = 'restrict_violation';
    end
    $$;

    create function ledger_wallet_account_fixed() returns trigger language plpgsql as $$
    begin
      if new.currency_id <> old.currency_id or new.user_id <> old.user_id then
        raise exception 'a wallet account keeps its user and currency (account %)', old.id using errcode = 'restrict_violation';
      end if;
      return new;
    end
    $$;
    create trigger wallet_accounts_fixed before update on wallet_accounts
      for each row execute function ledger_wallet_account_fixed();

    create table ledger_accounts (
      id bigint generated always as identity primary key,
      owner text not null check (owner in ('user', 'system')),
      wallet_account_id bigint unique references wallet_accounts (id),
      system_code text check (system_code in ('provider_clearing', 'pending_withdrawals', 'house_bets', 'bonus_funding')),
      currency_id integer not null check (currency_id between 1 and 999),
      created_at timestamptz not null,
      unique (id, owner),
      unique (id, currency_id),
      unique (system_code, currency_id),
      check ((owner = 'user') = (wallet_account_id is not null)),
      check ((owner = 'system') = (system_code is not null))
    );

    create table ledger_balances (
      account_id bigint primary key,
      owner text not null,
      balance bigint not null default 0,
      updated_at timestamptz not null,
      foreign key (account_id, owner) references ledger_accounts (id, owner),
      constraint ledger_balances_user_not_negative check (owner = 'system' or balance >= 0),
      constraint ledger_balances_user_safe_integer check (owner = 'system' or balance <= 9007199254740991)
    );

    create function ledger_open_balance() returns trigger language plpgsql as $$
    begin
      insert into ledger_balances (account_id, owner, balance, updated_at) values (new.id, new.owner, 0, new.created_at);
      return null;
    end
    $$;
    create trigger ledger_accounts_open_balance after insert on ledger_accounts
      for each row execute function ledger_open_balance();

    create function ledger_open_wallet_account() returns trigger language plpgsql as $$
    begin
      insert into ledger_accounts (owner, wallet_account_id, currency_id, created_at) values ('user', new.id, new.currency_id, new.created_at);
      return null;
    end
    $$;
    create trigger wallet_accounts_open_ledger after insert on wallet_accounts
      for each row execute function ledger_open_wallet_account();

    insert into ledger_accounts (owner, wallet_account_id, currency_id, created_at)
      select 'user', id, currency_id, created_at from wallet_accounts order by id;

    create table ledger_idempotency (
      key text primary key check (length(key) between 1 and 200),
      operation text not null,
      fingerprint text not null check (fingerprint ~ '^[0-9a-f]{64}$'),
      status text not null check (status in ('pending', 'succeeded', 'failed')),
      result json,
      error json,
      transaction_id bigint,
      created_at timestamptz not null,
      completed_at timestamptz,
      check (status <> 'succeeded' or (result is not null and transaction_id is not null)),
      check (status <> 'failed' or error is not null),
      check ((status = 'pending') = (completed_at is null))
    );

    create table ledger_transactions (
      id bigint generated always as identity primary key,
      kind text not null check (kind in (
        'deposit', 'withdrawal_request', 'withdrawal_approve', 'withdrawal_reject',
        'bet_stake', 'bet_win', 'bet_refund', 'bonus_grant', 'transfer', 'reversal'
      )),
      idempotency_key text not null unique references ledger_idempotency (key),
      reference text check (length(reference) between 1 and 200),
      reverses_id bigint unique references ledger_transactions (id),
      actor text not null check (length(actor) between 1 and 200),
      reason text,
      created_at timestamptz not null,
      check ((kind = 'reversal') = (reverses_id is not null)),
      check (kind <> 'reversal' or reference is null)
    );
    create unique index ledger_transactions_one_per_reference on ledger_transactions (kind, reference) where reference is not null;

    create table ledger_postings (
      id bigint generated always as identity primary key,
      transaction_id bigint not null references ledger_transactions (id),
      account_id bigint not null,
      currency_id integer not null,
      amount bigint not null check (amount <> 0 and amount between -9007199254740991 and 9007199254740991),
      foreign key (account_id, currency_id) references ledger_accounts (id, currency_id),
      unique (transaction_id, account_id)
    );
    create index ledger_postings_account on ledger_postings (account_id, transaction_id desc);

    create table ledger_balance_audit (
      id bigint generated always as identity primary key,
      account_id bigint not null references ledger_accounts (id),
      transaction_id bigint not null references ledger_transactions (id),
      actor text not null,
      reason text not null,
      balance_before bigint not null,
      balance_after bigint not null,
      created_at timestamptz not null,
      check (balance_after <> balance_before)
    );
    create index ledger_balance_audit_account on ledger_balance_audit (account_id, id desc);

    create trigger ledger_transactions_append_only before update or delete on ledger_transactions
      for each row execute function ledger_refuse_change();
    create trigger ledger_transactions_no_truncate before truncate on ledger_transactions
      for each statement execute function ledger_refuse_change();
    create trigger ledger_postings_append_only before update or delete on ledger_postings
      for each row execute function ledger_refuse_change();
    create trigger ledger_postings_no_truncate before truncate on ledger_postings
      for each statement execute function ledger_refuse_change();
    create trigger ledger_balance_audit_append_only before update or delete on ledger_balance_audit
      for each row execute function ledger_refuse_change();
    create trigger ledger_balance_audit_no_truncate before truncate on ledger_balance_audit
      for each statement execute function ledger_refuse_change();

    -- Double entry, checked by the database at commit whatever code wrote the rows.
    create function ledger_check_balanced(checked_id bigint) returns void language plpgsql as $$
    begin
      if (select count(*) from ledger_postings where transaction_id = checked_id) < 2 then
        raise exception 'ledger transaction % has fewer than two postings', checked_id using errcode = 'check_violation';
      end if;
      if exists (select 1 from ledger_postings where transaction_id = checked_id group by currency_id having sum(amount) <> 0) then
        raise exception 'ledger transaction % does not sum to zero per currency', checked_id using errcode = 'check_violation';
      end if;
    end
    $$;
    create function ledger_transaction_balanced() returns trigger language plpgsql as $$
    begin
      perform ledger_check_balanced(new.id);
      return null;
    end
    $$;
    create function ledger_posting_balanced() returns trigger language plpgsql as $$
    begin
      perform ledger_check_balanced(new.transaction_id);
      return null;
    end
    $$;
    create constraint trigger ledger_transactions_balanced after insert on ledger_transactions
      deferrable initially deferred for each row execute function ledger_transaction_balanced();
    create constraint trigger ledger_postings_balanced after insert on ledger_postings
      deferrable initially deferred for each row execute function ledger_posting_balanced();

    create table ledger_withdrawals (
      id bigint generated always as identity primary key,
      wallet_account_id bigint not null references wallet_accounts (id),
      currency_id integer not null,
      amount bigint not null check (amount > 0),
      status text not null check (status in ('pending', 'approved', 'rejected')),
      request_transaction_id bigint not null unique references ledger_transactions (id),
      settle_transaction_id bigint unique references ledger_transactions (id),
      created_at timestamptz not null,
      settled_at timestamptz,
      check ((status = 'pending') = (settle_transaction_id is null)),
      check ((status = 'pending') = (settled_at is null))
    );
    create index ledger_withdrawals_account on ledger_withdrawals (wallet_account_id, id desc);
    create index ledger_withdrawals_pending on ledger_withdrawals (id) where status = 'pending';
  `,
};
