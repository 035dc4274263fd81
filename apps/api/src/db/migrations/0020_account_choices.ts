/**
 * What the person chooses about their accounts: which one is active (null: the main account), which
 * additional accounts they closed (kept, as the ledger refers to them; adding the currency again reopens it), and
 * the payments they made through cash agents (team cash, spec §3), each crediting the account once it is paid.
 */
export const accountChoicesMigration = {
  id: '0020_account_choices',
  sql: /* sql */ `
    alter table wallet_accounts add column closed_at timestamptz;
    alter table wallet_accounts add constraint wallet_accounts_only_currency_closes check (closed_at is null or type = 9);
    alter table users add column active_wallet_account_id bigint references wallet_accounts (id);

    create table team_cash_payments (
      id bigint generated always as identity primary key,
      user_id integer not null references users (id),
      wallet_account_id bigint not null references wallet_accounts (id),
      status_id smallint not null check (status_id between 1 and 9),
      status_title text not null check (length(status_title) between 1 and 100),
      message text check (length(message) <= 500),
      translate_message text check (length(translate_message) <= 500),
      skks_hash text not null check (skks_hash ~ '^[0-9a-f]{16,64}$'),
      summ bigint not null check (summ between 1 and 9007199254740991),
      currency_id integer not null check (currency_id between 1 and 999),
      money_deposit_id bigint unique references ledger_transactions (id),
      date_payment timestamptz not null,
      created_at timestamptz not null,
      check ((status_id = 2) = (money_deposit_id is not null))
    );
    create index team_cash_payments_user on team_cash_payments (user_id, date_payment desc, id desc);
  `,
};
