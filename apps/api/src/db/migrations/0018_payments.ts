/**
 * Payments: the site's side and, separately, the demo provider's own tables.
 *
 * - `payments`: one row per deposit or withdrawal the person asked for: who, which account, how much, which method,
 *   status pending → success | fail | cancel, the provider's reference and hosted page, the Idempotency-Key with the
 *   fingerprint of the request body, and the ledger's withdrawal hold and settling transaction. `settling_status` is
 *   the outcome claimed by the first provider callback (so two different outcomes can never both move money).
 * - `payment_callback_events`: every provider event id processed (replay refused).
 * - `payment_first_deposits`: the user's first successful deposit, once per user (the first-deposit bonus seam).
 * - `payment_requests`: the office's requests to the cashier's desk about payments.
 * - `demo_pay_sessions`, `demo_pay_notifications`: the built-in demo provider's checkouts/payouts and its outbox of
 *   signed notifications (a real provider keeps these on its side; nothing of the site reads them).
 */
export const paymentsMigration = {
  id: '0018_payments',
  sql: /* sql */ `
    create table payments (
      id bigint generated always as identity primary key,
      user_id integer not null references users (id),
      wallet_account_id bigint not null references wallet_accounts (id),
      kind text not null check (kind in ('deposit', 'withdrawal')),
      amount bigint not null check (amount between 1 and 9007199254740991),
      currency_id integer not null check (currency_id between 1 and 999),
      method text not null check (length(method) between 1 and 40),
      provider text not null check (length(provider) between 1 and 40),
      destination text check (length(destination) <= 64),
      lng text not null check (lng ~ '^[a-z]{2}$'),
      status text not null default 'pending' check (status in ('pending', 'success', 'fail', 'cancel')),
      settling_status text check (settling_status in ('success', 'fail', 'cancel')),
      provider_ref text check (length(provider_ref) between 1 and 200),
      redirect_url text check (length(redirect_url) between 1 and 2000),
      idempotency_key text not null check (length(idempotency_key) between 1 and 100),
      request_fingerprint text not null check (request_fingerprint ~ '^[0-9a-f]{64}$'),
      ledger_withdrawal_id bigint unique references ledger_withdrawals (id),
      settle_transaction_id bigint unique references ledger_transactions (id),
      created_at timestamptz not null,
      settled_at timestamptz,
      unique (user_id, idempotency_key),
      unique (provider, provider_ref),
      check ((status = 'pending') = (settled_at is null)),
      check (status = 'pending' or status = settling_status),
      check ((kind = 'withdrawal') = (destination is not null)),
      check (kind = 'withdrawal' or ledger_withdrawal_id is null)
    );
    create index payments_user on payments (user_id, id desc);
    create index payments_account on payments (wallet_account_id, id desc);
    create index payments_user_kind_settled on payments (user_id, kind, settled_at) where status = 'success';
    create index payments_pending on payments (id) where status = 'pending';

    create table payment_callback_events (
      provider text not null,
      event_id text not null check (length(event_id) between 1 and 200),
      payment_id bigint not null references payments (id),
      status text not null check (status in ('pending', 'success', 'fail', 'cancel')),
      received_at timestamptz not null,
      primary key (provider, event_id)
    );

    create table payment_first_deposits (
      user_id integer primary key references users (id),
      payment_id bigint not null unique references payments (id),
      created_at timestamptz not null,
      hook_completed_at timestamptz
    );

    create table payment_requests (
      id bigint generated always as identity primary key,
      user_id integer not null references users (id),
      topic_id integer not null,
      sub_topic_id integer,
      payment_id bigint references payments (id),
      message text not null check (length(message) between 1 and 2000),
      status text not null default 'open' check (status in ('open', 'answered', 'closed')),
      created_at timestamptz not null
    );
    create index payment_requests_user on payment_requests (user_id, id desc);

    create table demo_pay_sessions (
      token text primary key check (token ~ '^[A-Za-z0-9_-]{43}$'),
      provider_ref text not null unique check (provider_ref ~ '^dp_[a-f0-9]{32}$'),
      kind text not null check (kind in ('checkout', 'payout')),
      merchant_ref text not null check (length(merchant_ref) between 1 and 64),
      amount bigint not null check (amount between 1 and 9007199254740991),
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      description text not null,
      destination text,
      lng text not null,
      return_urls json not null,
      callback_url text not null,
      status text not null default 'open' check (status in ('open', 'pending', 'success', 'fail', 'cancel')),
      created_at timestamptz not null,
      pending_since timestamptz,
      finished_at timestamptz,
      unique (kind, merchant_ref),
      check ((status in ('open', 'pending')) = (finished_at is null)),
      check (status <> 'pending' or pending_since is not null)
    );
    create index demo_pay_sessions_pending on demo_pay_sessions (pending_since) where status = 'pending';
    create index demo_pay_sessions_open on demo_pay_sessions (created_at) where status = 'open';

    create table demo_pay_notifications (
      event_id text primary key,
      provider_ref text not null references demo_pay_sessions (provider_ref),
      callback_url text not null,
      body text not null,
      created_at timestamptz not null,
      attempts integer not null default 0,
      next_attempt_at timestamptz not null,
      delivered_at timestamptz,
      last_error text
    );
    create index demo_pay_notifications_due on demo_pay_notifications (next_attempt_at) where delivered_at is null;
  `,
};
