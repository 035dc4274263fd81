/**
 * Bets (spec §3 placed coupon and coupon bet, §4 coupon types). Money never lives
 * here: every stake, win and refund is a ledger transaction (0017) keyed by the coupon (`bet:{id}:stake`,
 * `bet:{id}:settle`, reference `bet:{id}`); these tables say what was bet and how it ended.
 *
 * - `bet_placements`: one row per place-coupon request, keyed by the caller's scoped idempotency key
 *   (`user:{userId}:{Idempotency-Key}`) with the request's fingerprint and the coupons it placed. A retry with the same
 *   key and body answers those coupons again; another body is `idempotency_conflict`. A refused request keeps no row.
 * - `bet_coupons`: one placed coupon (multiple singles, 10001, are stored as singles with `slip_type_id` 10001).
 *   Types 0, 1, 2, 4; amount in minor units of the account's currency; coef and bonus-bet coef in thousandths;
 *   `possible_win` when every leg wins; `status` open → won | lost | void | partly exactly once, with `payout` (0 for
 *   a loss) and `settled_at` set together; `wagering_recorded` once the stake was counted towards bonuses.
 * - `bet_coupon_legs`: the picks, in slip order, with the coefficient placed at and the line's names at placement (so
 *   history outlives the line's data; no foreign key to line_outcomes for the same reason); `result` once decided.
 * - `bet_saved_coupons`: a bet slip saved under a short code (save / load a coupon by code).
 * - `bet_promo_codes`, `bet_promo_uses`: coupon promo codes (a win boost on the profit) and who used which, once.
 */
export const betsMigration = {
  id: '0024_bets',
  sql: /* sql */ `
    create table bet_placements (
      key text primary key check (length(key) between 1 and 240),
      user_id integer not null references users (id),
      fingerprint text not null,
      coupon_ids bigint[] not null,
      singles_results json not null default '[]',
      created_at timestamptz not null
    );

    create table bet_coupons (
      id bigint generated always as identity (start with 100001) primary key,
      user_id integer not null references users (id),
      wallet_account_id bigint not null references wallet_accounts (id),
      currency_id integer not null,
      type_id integer not null check (type_id in (0, 1, 2, 4)),
      slip_type_id integer check (slip_type_id = 10001),
      system_value integer check (system_value >= 2),
      lines_count bigint not null default 1 check (lines_count >= 1),
      amount bigint not null check (amount > 0),
      coef bigint not null check (coef >= 1000),
      possible_win bigint not null check (possible_win >= 0),
      bonus_bet_coef integer check (bonus_bet_coef >= 1000),
      is_vip boolean not null default false,
      change_coef_action smallint not null check (change_coef_action in (0, 1, 2)),
      promo_code text,
      promo_boost_percent integer check (promo_boost_percent between 1 and 100),
      status text not null default 'open' check (status in ('open', 'won', 'lost', 'void', 'partly')),
      payout bigint check (payout >= 0),
      placement_key text not null references bet_placements (key),
      stake_transaction_id bigint not null,
      settle_transaction_id bigint,
      wagering_recorded boolean not null default false,
      placed_at timestamptz not null,
      settled_at timestamptz,
      check ((status = 'open') = (settled_at is null)),
      check ((status = 'open') = (payout is null)),
      check ((type_id in (2, 4)) = (system_value is not null))
    );
    create index bet_coupons_user_placed on bet_coupons (user_id, placed_at desc, id desc);
    create index bet_coupons_open on bet_coupons (id) where status = 'open';
    create index bet_coupons_unrecorded on bet_coupons (id) where not wagering_recorded;

    create table bet_coupon_legs (
      coupon_id bigint not null references bet_coupons (id),
      position integer not null check (position >= 0),
      outcome_id bigint not null,
      coef integer not null check (coef >= 1000),
      block_id integer,
      result text check (result in ('won', 'lost', 'void')),
      game_id bigint,
      sport_id integer,
      is_live boolean not null default false,
      game_name text not null default '',
      market_name text not null default '',
      outcome_name text not null default '',
      sport_name text not null default '',
      champ_name text not null default '',
      start_at timestamptz,
      primary key (coupon_id, position)
    );
    create index bet_coupon_legs_undecided on bet_coupon_legs (outcome_id) where result is null;
    create index bet_coupon_legs_game on bet_coupon_legs (game_id) where result is null;

    create table bet_saved_coupons (
      code text primary key check (code ~ '^[2-9A-HJKMNP-Z]{8}$'),
      user_id integer references users (id),
      type_id integer not null check (type_id in (0, 1, 2, 4, 10001)),
      system_value integer,
      amount bigint check (amount > 0),
      bets json not null,
      created_at timestamptz not null
    );

    create table bet_promo_codes (
      code text primary key check (code ~ '^[A-Z0-9_-]{3,32}$'),
      title text not null,
      boost_percent integer not null check (boost_percent between 1 and 100),
      min_bets integer not null default 1 check (min_bets >= 1),
      min_coef integer not null default 1000 check (min_coef >= 1000),
      valid_from timestamptz not null,
      valid_until timestamptz not null,
      check (valid_until > valid_from)
    );

    create table bet_promo_uses (
      code text not null references bet_promo_codes (code),
      user_id integer not null references users (id),
      coupon_id bigint not null references bet_coupons (id),
      used_at timestamptz not null,
      primary key (code, user_id)
    );

    -- Demo coupon promo codes: valid for years so that the demo site always has some.
    insert into bet_promo_codes (code, title, boost_percent, min_bets, min_coef, valid_from, valid_until) values
      ('EXPRESS10', 'Express boost: +10 % of the win', 10, 3, 1500, '2025-01-01T00:00:00Z', '2035-01-01T00:00:00Z'),
      ('SINGLE5', 'Single boost: +5 % of the win', 5, 1, 1000, '2025-01-01T00:00:00Z', '2035-01-01T00:00:00Z');
  `,
};
