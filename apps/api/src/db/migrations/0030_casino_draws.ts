/**
 * Keno and bingo draws: a schedule per game, its draws, and the tickets bought for them. Money never lives
 * here: a ticket's stake, win and refund are ledger transactions (0017) with the reference `draw-ticket:{id}` and keys
 * `draw-ticket:{id}:stake` / `:win` / `:refund`; these tables say what was bought and how it ended.
 *
 * - `casino_draw_schedules`: per game, a draw every `every_seconds` at whole multiples of it (UTC) and the pace the
 *   balls are shown at. Keno every 5 minutes (a ball a second), bingo every 10 (two balls a second).
 * - `casino_draws`: one draw, unique per game and time. `open` (takes tickets until `draw_at`) → `drawing` (balls
 *   fixed in `balls`, shown one by one) → `settled` (tickets paid) exactly once; or `cancelled` (tickets refunded).
 *   `server_seed` is secret until the draw is settled or cancelled; `server_seed_hash` is shown from creation.
 * - `casino_draw_tickets`: a ticket of a draw, paid from one wallet account: keno picks or bingo cards
 *   (`selection`), `stake` in all and `unit_stake` per card, `open` → `settled` (payout, multiplier, outcome) or
 *   `refunded`. `request_key` is the caller's scoped Idempotency-Key (`user:{id}:{key}`) with the body's fingerprint.
 */
export const casinoDrawsMigration = {
  id: '0030_casino_draws',
  sql: /* sql */ `
    create table casino_draw_schedules (
      game text primary key check (game in ('keno', 'bingo')),
      every_seconds integer not null check (every_seconds between 60 and 86400),
      ball_interval_ms integer not null check (ball_interval_ms between 100 and 10000),
      enabled boolean not null default true
    );
    insert into casino_draw_schedules (game, every_seconds, ball_interval_ms) values ('keno', 300, 1000), ('bingo', 600, 500);

    create table casino_draws (
      id bigint generated always as identity (start with 1001) primary key,
      game text not null references casino_draw_schedules (game),
      opens_at timestamptz not null,
      draw_at timestamptz not null,
      status text not null default 'open' check (status in ('open', 'drawing', 'settled', 'cancelled')),
      server_seed text not null check (length(server_seed) between 1 and 200),
      server_seed_hash text not null check (server_seed_hash ~ '^[0-9a-f]{64}$'),
      balls json,
      ball_interval_ms integer not null,
      created_at timestamptz not null,
      settled_at timestamptz,
      unique (game, draw_at),
      check (opens_at < draw_at),
      check ((status in ('drawing', 'settled')) = (balls is not null) or status = 'cancelled'),
      check ((status in ('settled', 'cancelled')) = (settled_at is not null))
    );
    create index casino_draws_due on casino_draws (draw_at) where status in ('open', 'drawing');
    create index casino_draws_results on casino_draws (game, draw_at desc) where status in ('settled', 'cancelled');

    create table casino_draw_tickets (
      id bigint generated always as identity (start with 700001) primary key,
      draw_id bigint not null references casino_draws (id),
      game text not null check (game in ('keno', 'bingo')),
      user_id integer not null references users (id),
      wallet_account_id bigint not null references wallet_accounts (id),
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      stake bigint not null check (stake > 0),
      unit_stake bigint not null check (unit_stake > 0),
      selection json not null,
      status text not null default 'open' check (status in ('open', 'settled', 'refunded')),
      payout bigint check (payout >= 0),
      multiplier integer check (multiplier >= 0),
      outcome json,
      request_key text not null unique check (length(request_key) between 1 and 240),
      request_fingerprint text not null,
      stake_transaction_id bigint,
      win_transaction_id bigint,
      refund_transaction_id bigint,
      wagering_recorded boolean not null default false,
      bought_at timestamptz not null,
      settled_at timestamptz,
      check ((status = 'settled') = (payout is not null)),
      check ((status = 'open') = (settled_at is null))
    );
    create index casino_draw_tickets_draw on casino_draw_tickets (draw_id, id);
    create index casino_draw_tickets_user on casino_draw_tickets (user_id, bought_at desc, id desc);
    create index casino_draw_tickets_unrecorded on casino_draw_tickets (id) where not wagering_recorded;
  `,
};
