/**
 * Toto and lotto. Money never lives here: each coupon's or ticket's stake, win and refund
 * are ledger transactions (0017) with the reference `toto-coupon:{id}` / `lotto-ticket:{id}` and the keys
 * `…:{id}:stake`, `…:win`, `…:refund`; these tables say what was bought and how it ended. Pools are per currency.
 *
 * - `toto_draws`: `open` (coupons until `closes_at`, the first match's start) → `closed` → `settled` exactly once, or
 *   `cancelled` (too many void matches; coupons refunded).
 * - `toto_draw_matches`: the 15 matches of a draw in order, a snapshot of the line's game (`game_id`), and the result
 *   (`1`, `X`, `2`, `void`) with the final score once decided.
 * - `toto_coupons`: one coupon: its 15 marks (json array of `1`, `X`, `2`, `1X`, `12`, `X2`, `1X2`), lines, line price
 *   and stake in minor units of the account's currency; `open` → `won` | `lost` | `refunded` once with the payout and
 *   the lines per number of right marks. `request_key` is the caller's scoped Idempotency-Key (`user:{id}:{key}`).
 * - `toto_pools`: per draw and currency after settlement: stakes, the jackpot brought in, the split, the jackpot
 *   carried out. `toto_jackpots`: the jackpot waiting for the next draw per currency.
 * - `lotto_draws`: the daily draw at `draw_at`; the server seed (secret until `drawn_at`) and its SHA-256 shown from
 *   the start; the balls in the order drawn. `lotto_tickets`, `lotto_pools`, `lotto_jackpots`: as for toto.
 */
export const casinoPoolsMigration = {
  id: '0031_casino_pools',
  sql: /* sql */ `
    create table toto_draws (
      id bigint generated always as identity (start with 1001) primary key,
      status text not null default 'open' check (status in ('open', 'closed', 'settled', 'cancelled')),
      closes_at timestamptz not null,
      created_at timestamptz not null,
      closed_at timestamptz,
      settled_at timestamptz,
      check ((status in ('settled', 'cancelled')) = (settled_at is not null))
    );
    create index toto_draws_status on toto_draws (status, closes_at);

    create table toto_draw_matches (
      draw_id bigint not null references toto_draws (id),
      position integer not null check (position between 1 and 15),
      game_id integer references line_games (id),
      home_name text not null,
      away_name text not null,
      champ_name text not null,
      start_at timestamptz not null,
      result text check (result in ('1', 'X', '2', 'void')),
      home_score integer check (home_score >= 0),
      away_score integer check (away_score >= 0),
      primary key (draw_id, position)
    );
    create index toto_draw_matches_game on toto_draw_matches (game_id);

    create table toto_coupons (
      id bigint generated always as identity (start with 700001) primary key,
      draw_id bigint not null references toto_draws (id),
      user_id integer not null references users (id),
      wallet_account_id bigint not null references wallet_accounts (id),
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      marks json not null,
      lines integer not null check (lines between 1 and 2187),
      line_price bigint not null check (line_price > 0),
      stake bigint not null check (stake > 0),
      status text not null default 'open' check (status in ('open', 'won', 'lost', 'refunded')),
      payout bigint check (payout >= 0),
      lines_by_correct json,
      request_key text not null unique check (length(request_key) between 1 and 240),
      request_fingerprint text not null,
      stake_transaction_id bigint,
      settle_transaction_id bigint,
      placed_at timestamptz not null,
      settled_at timestamptz,
      check (stake = lines * line_price),
      check ((status = 'open') = (settled_at is null)),
      check ((status = 'open') = (payout is null))
    );
    create index toto_coupons_draw on toto_coupons (draw_id, status);
    create index toto_coupons_user on toto_coupons (user_id, placed_at desc, id desc);

    create table toto_pools (
      draw_id bigint not null references toto_draws (id),
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      coupons integer not null,
      lines bigint not null,
      stakes bigint not null check (stakes >= 0),
      jackpot_in bigint not null check (jackpot_in >= 0),
      house bigint not null check (house >= 0),
      prize_pool bigint not null check (prize_pool >= 0),
      categories json not null,
      jackpot_out bigint not null check (jackpot_out >= 0),
      primary key (draw_id, currency)
    );

    create table toto_jackpots (
      currency text primary key check (currency ~ '^[A-Z]{3}$'),
      amount bigint not null check (amount >= 0),
      updated_at timestamptz not null
    );

    create table lotto_draws (
      id bigint generated always as identity (start with 501) primary key,
      status text not null default 'open' check (status in ('open', 'drawn', 'cancelled')),
      draw_at timestamptz not null unique,
      server_seed text not null check (length(server_seed) between 1 and 200),
      server_seed_hash text not null check (server_seed_hash ~ '^[0-9a-f]{64}$'),
      balls json,
      created_at timestamptz not null,
      drawn_at timestamptz,
      check ((status = 'open') = (drawn_at is null)),
      check ((status = 'drawn') = (balls is not null))
    );
    create index lotto_draws_status on lotto_draws (status, draw_at);

    create table lotto_tickets (
      id bigint generated always as identity (start with 900001) primary key,
      draw_id bigint not null references lotto_draws (id),
      user_id integer not null references users (id),
      wallet_account_id bigint not null references wallet_accounts (id),
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      numbers json not null,
      quick_pick boolean not null,
      price bigint not null check (price > 0),
      status text not null default 'open' check (status in ('open', 'won', 'lost', 'refunded')),
      matches integer check (matches between 0 and 6),
      payout bigint check (payout >= 0),
      request_key text not null unique check (length(request_key) between 1 and 240),
      request_fingerprint text not null,
      stake_transaction_id bigint,
      settle_transaction_id bigint,
      placed_at timestamptz not null,
      settled_at timestamptz,
      check ((status = 'open') = (settled_at is null)),
      check ((status = 'open') = (payout is null))
    );
    create index lotto_tickets_draw on lotto_tickets (draw_id, status);
    create index lotto_tickets_user on lotto_tickets (user_id, placed_at desc, id desc);

    create table lotto_pools (
      draw_id bigint not null references lotto_draws (id),
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      tickets integer not null,
      sales bigint not null check (sales >= 0),
      jackpot_in bigint not null check (jackpot_in >= 0),
      winners json not null,
      jackpot_fund bigint not null check (jackpot_fund >= 0),
      jackpot_per_ticket bigint not null check (jackpot_per_ticket >= 0),
      jackpot_out bigint not null check (jackpot_out >= 0),
      primary key (draw_id, currency)
    );

    create table lotto_jackpots (
      currency text primary key check (currency ~ '^[A-Z]{3}$'),
      amount bigint not null check (amount >= 0),
      updated_at timestamptz not null
    );
  `,
};
