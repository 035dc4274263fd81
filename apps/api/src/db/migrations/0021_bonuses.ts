/**
 * Bonuses: the public catalogue and what each person received.
 *
 * - `bonus_offers` (+ `bonus_offer_texts` per language): the catalogue of the bonuses and offers pages, each in one or
 *   more promo categories of spec §3. The figures the site acts on live here: the percentage, the cap and the minimum
 *   loss in initial stakes of `@betting/kernel`'s currency table (so every currency gets its own amounts without a
 *   second table), the wagering multiplier and kind, the lowest coefficient that counts and the days to wager.
 * - `bonus_partners`, `bonus_games`, `bonus_offer_games`, `bonus_rule_sections`: partner pages, the games bonuses are
 *   wagered on (with the share of a stake that counts) and the general rules.
 * - `user_bonuses`: every bonus granted (first deposit, promo code, cashback), one per (source, source_ref) so a retry
 *   never grants twice; its money is granted into the person's bonus account (type 4) and, once wagered, moved to the
 *   main or currency account of the same currency. The ledger transactions of both steps are kept.
 * - `bonus_wagering_entries`: every bet or casino round counted towards wagering, once per (kind, reference).
 * - `bonus_promo_codes`, `bonus_promo_code_uses`: promo codes and who used them (once per person).
 * - `bonus_cashback_claims`: a claimed weekly cashback, once per person, programme, week and currency.
 */
export const bonusesMigration = {
  id: '0021_bonuses',
  sql: /* sql */ `
    create table bonus_partners (
      id text primary key check (id ~ '^[a-z0-9][a-z0-9_-]{0,63}$'),
      url text check (url ~ '^https://'),
      position integer not null default 0
    );
    create table bonus_partner_texts (
      partner_id text not null references bonus_partners (id),
      lng text not null check (lng ~ '^[a-z]{2}$'),
      name text not null check (length(name) between 1 and 120),
      description text not null,
      primary key (partner_id, lng)
    );

    create table bonus_offers (
      id text primary key check (id ~ '^[a-z0-9][a-z0-9_-]{0,63}$'),
      kind text not null check (kind in ('first_deposit_sport', 'first_deposit_casino', 'promo_code', 'cashback_vip', 'cashback_premium', 'redeposit', 'share', 'poker')),
      categories text[] not null check (
        cardinality(categories) >= 1
        and categories <@ array['poker', 'casino', 'bukmaker', 'redeposit', 'shares', 'cashback', 'first_deposit', 'bonuses']::text[]
      ),
      percent integer check (percent between 1 and 1000),
      cap_initial_stakes integer check (cap_initial_stakes > 0),
      min_loss_initial_stakes integer not null default 0 check (min_loss_initial_stakes >= 0),
      wager_kind text check (wager_kind in ('sport', 'casino')),
      wager_multiplier integer check (wager_multiplier between 0 and 100),
      min_coef integer check (min_coef >= 1000),
      valid_days integer not null default 30 check (valid_days between 1 and 365),
      partner_id text references bonus_partners (id),
      position integer not null,
      active boolean not null default true,
      check ((wager_kind is null) = (wager_multiplier is null)),
      check (min_coef is null or wager_kind = 'sport')
    );
    create unique index bonus_offers_one_active_per_system_kind on bonus_offers (kind)
      where active and kind in ('first_deposit_sport', 'first_deposit_casino', 'cashback_vip', 'cashback_premium');
    create table bonus_offer_texts (
      offer_id text not null references bonus_offers (id),
      lng text not null check (lng ~ '^[a-z]{2}$'),
      title text not null check (length(title) between 1 and 200),
      summary text not null check (length(summary) between 1 and 500),
      description text not null,
      rules text not null,
      primary key (offer_id, lng)
    );

    create table bonus_games (
      id text primary key check (id ~ '^[a-z0-9][a-z0-9_-]{0,63}$'),
      name text not null,
      provider text not null,
      kind text not null check (kind in ('slot', 'table', 'live', 'poker')),
      contribution_percent integer not null check (contribution_percent between 0 and 100),
      position integer not null
    );
    create table bonus_offer_games (
      offer_id text not null references bonus_offers (id),
      game_id text not null references bonus_games (id),
      primary key (offer_id, game_id)
    );

    create table bonus_rule_sections (
      id text not null check (id ~ '^[a-z0-9][a-z0-9_-]{0,63}$'),
      lng text not null check (lng ~ '^[a-z]{2}$'),
      position integer not null,
      title text not null,
      body text not null,
      primary key (id, lng)
    );

    create table user_bonuses (
      id bigint generated always as identity primary key,
      user_id integer not null references users (id),
      offer_id text not null references bonus_offers (id),
      source text not null check (source in ('first_deposit', 'promo_code', 'cashback')),
      source_ref text not null check (length(source_ref) between 1 and 200),
      wager_kind text not null check (wager_kind in ('sport', 'casino')),
      bonus_account_id bigint not null references wallet_accounts (id),
      currency_id integer not null check (currency_id between 1 and 999),
      amount bigint not null check (amount between 1 and 9007199254740991),
      wager_required bigint not null check (wager_required between 0 and 9007199254740991),
      wager_done bigint not null default 0 check (wager_done >= 0 and wager_done <= wager_required),
      min_coef integer check (min_coef >= 1000),
      state text not null default 'active' check (state in ('active', 'wagered', 'expired', 'cancelled')),
      grant_transaction_id bigint unique references ledger_transactions (id),
      release_amount bigint check (release_amount between 0 and 9007199254740991),
      release_attempt integer not null default 0 check (release_attempt >= 0),
      release_transaction_id bigint unique references ledger_transactions (id),
      released_at timestamptz,
      granted_at timestamptz not null,
      expires_at timestamptz not null,
      finished_at timestamptz,
      unique (source, source_ref),
      check ((state = 'active') = (finished_at is null)),
      check (state <> 'wagered' or wager_done = wager_required),
      check (release_transaction_id is null or released_at is not null)
    );
    create index user_bonuses_user on user_bonuses (user_id, id desc);
    create index user_bonuses_active on user_bonuses (user_id, wager_kind, currency_id, id) where state = 'active';
    create index user_bonuses_unreleased on user_bonuses (id) where state = 'wagered' and released_at is null;

    -- bring a friend: the friends registered with a person's code (users.ref_code holds the inviter's id as text)
    create index users_ref_code on users (ref_code) where ref_code is not null;

    create table bonus_wagering_entries (
      kind text not null check (kind in ('sport', 'casino')),
      reference text not null check (length(reference) between 1 and 200),
      user_id integer not null references users (id),
      currency_id integer not null check (currency_id between 1 and 999),
      stake bigint not null check (stake between 1 and 9007199254740991),
      coef integer check (coef >= 1000),
      counted bigint not null default 0 check (counted >= 0 and counted <= stake),
      recorded_at timestamptz not null,
      primary key (kind, reference)
    );

    create table bonus_promo_codes (
      code text primary key check (code ~ '^[A-Z0-9_-]{3,32}$'),
      offer_id text not null references bonus_offers (id),
      amount_initial_stakes integer not null check (amount_initial_stakes between 1 and 100000),
      valid_from timestamptz not null,
      valid_until timestamptz not null,
      max_uses integer check (max_uses > 0),
      used_count integer not null default 0 check (used_count >= 0),
      created_at timestamptz not null,
      check (valid_from < valid_until),
      check (max_uses is null or used_count <= max_uses)
    );
    create table bonus_promo_code_uses (
      code text not null references bonus_promo_codes (code),
      user_id integer not null references users (id),
      bonus_id bigint not null unique references user_bonuses (id),
      used_at timestamptz not null,
      primary key (code, user_id)
    );

    create table bonus_cashback_claims (
      user_id integer not null references users (id),
      program text not null check (program in ('vip', 'premium')),
      period_start timestamptz not null,
      currency_id integer not null check (currency_id between 1 and 999),
      net_loss bigint not null check (net_loss > 0),
      bonus_id bigint not null unique references user_bonuses (id),
      claimed_at timestamptz not null,
      primary key (user_id, program, period_start, currency_id)
    );
  `,
};
