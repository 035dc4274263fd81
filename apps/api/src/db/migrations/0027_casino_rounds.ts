/**
 * The casino game server: provably fair rounds of the house games (`@betting/games`). Money
 * never lives here for real play: each round's stake and win are ledger transactions (0017) with the reference
 * `casino:{roundId}` and keys `casino:{roundId}:stake` / `:win`; these tables say what was played and how it ended.
 * Play money (demo mode) lives in `casino_demo_wallets` only and never touches the ledger.
 *
 * - `casino_seed_pairs`: per owner (`user:{id}` or `demo:{demoId}`) and launch kind, the server seed (secret until
 *   `revealed_at`), its SHA-256 `server_seed_hash` (shown from the start), the client seed and the next nonce. At most
 *   one pair per owner and kind is unrevealed: rotating reveals it and commits a new one.
 * - `casino_rounds`: one round, its seed pair and nonce (unique together), the client seed it was played with, the
 *   stake in minor units of `currency` (`FUN` in demo), `open` → `settled` exactly once with `payout`, `multiplier`
 *   (thousandths) and the lib's `outcome`. Crash rounds start open (`auto_cash_out` optional) and settle by cash-out,
 *   auto cash-out or bust; an owner has at most one open round. `request_key` is the caller's scoped Idempotency-Key
 *   (`user:{id}:{key}` / `demo:{id}:{key}`) with the request's fingerprint. `wagering_recorded` once the stake counted
 *   towards bonus wagering.
 * - `casino_demo_wallets`: play-money balances by the demo cookie's id, never negative.
 */
export const casinoRoundsMigration = {
  id: '0027_casino_rounds',
  sql: /* sql */ `
    create table casino_demo_wallets (
      demo_id text primary key check (demo_id ~ '^[0-9a-f]{32}$'),
      balance bigint not null check (balance >= 0),
      created_at timestamptz not null,
      updated_at timestamptz not null
    );

    create table casino_seed_pairs (
      id bigint generated always as identity primary key,
      owner text not null check (owner ~ '^(user:[0-9]+|demo:[0-9a-f]{32})$'),
      user_id integer references users (id),
      launch_kind text not null check (launch_kind in ('slot', 'crash', 'scratch')),
      server_seed text not null check (length(server_seed) between 1 and 200),
      server_seed_hash text not null check (server_seed_hash ~ '^[0-9a-f]{64}$'),
      client_seed text not null check (length(client_seed) between 1 and 64),
      next_nonce integer not null default 0 check (next_nonce >= 0),
      created_at timestamptz not null,
      revealed_at timestamptz
    );
    create unique index casino_seed_pairs_active on casino_seed_pairs (owner, launch_kind) where revealed_at is null;

    create table casino_rounds (
      id bigint generated always as identity (start with 500001) primary key,
      owner text not null,
      user_id integer references users (id),
      is_demo boolean not null,
      launch_kind text not null check (launch_kind in ('slot', 'crash', 'scratch')),
      seed_pair_id bigint not null references casino_seed_pairs (id),
      nonce integer not null check (nonce >= 0),
      client_seed text not null,
      wallet_account_id bigint references wallet_accounts (id),
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      stake bigint not null check (stake > 0),
      auto_cash_out integer check (auto_cash_out >= 1010),
      status text not null default 'open' check (status in ('open', 'settled')),
      payout bigint check (payout >= 0),
      multiplier integer check (multiplier >= 0),
      outcome json,
      request_key text not null unique check (length(request_key) between 1 and 240),
      request_fingerprint text not null,
      stake_transaction_id bigint,
      win_transaction_id bigint,
      wagering_recorded boolean not null default false,
      started_at timestamptz not null,
      settled_at timestamptz,
      unique (seed_pair_id, nonce),
      check ((status = 'open') = (settled_at is null)),
      check ((status = 'open') = (payout is null)),
      check ((status = 'open') = (outcome is null)),
      check (is_demo = (wallet_account_id is null)),
      check (is_demo or user_id is not null),
      check (status = 'settled' or launch_kind = 'crash')
    );
    create index casino_rounds_user on casino_rounds (user_id, started_at desc, id desc) where user_id is not null and not is_demo;
    create unique index casino_rounds_one_open on casino_rounds (owner) where status = 'open';
    create index casino_rounds_unrecorded on casino_rounds (id) where not wagering_recorded and not is_demo;
  `,
};
