/**
 * The line and live feed. Reference data (sports, countries, champs) comes from the line seed; games, their
 * markets and outcomes are written by the schedule (apps/api/src/line/schedule.ts) and moved by the live simulator.
 *
 * - `line_sports`: sports and esports disciplines (`is_esports`, `esports_type` real|virtual) with what the odds
 *   model needs (`model` poisson|elo, periods, period length, whether a draw exists).
 * - `line_countries`, `line_champs`: the menu's tree; `is_top` champs feed "recommended" and top events.
 * - `line_games`: opponents with the model's strengths, start time, status prematch → live → finished, score,
 *   per-period scores, current period and game seconds. `schedule_key` makes the schedule idempotent.
 * - `line_markets`: per game; `group_id` groups them on the game page; blocked (off until lifted) and suspended
 *   (briefly, around goals; `suspended_until`) flags; `is_combinable`: a second pick of the same game may join an
 *   express with it.
 * - `line_outcomes`: stable integer ids that coupons and bets reference (`integer references line_outcomes (id)`);
 *   coefficient in thousandths; `result` won|lost|void once the market is settled, null before; `version` rises
 *   with every coefficient change.
 */
export const lineMigration = {
  id: '0023_line',
  sql: /* sql */ `
    create table line_sports (
      id integer primary key,
      slug text not null unique check (slug ~ '^[a-z0-9-]{1,40}$'),
      name text not null,
      is_esports boolean not null default false,
      esports_type text check (esports_type in ('real', 'virtual')),
      model text not null check (model in ('poisson', 'elo')),
      has_draw boolean not null,
      period_count integer not null check (period_count between 1 and 9),
      period_seconds integer not null check (period_seconds > 0),
      sort integer not null default 0,
      check (is_esports = (esports_type is not null))
    );

    create table line_countries (
      id integer primary key,
      code text not null unique,
      name text not null
    );

    create table line_champs (
      id integer primary key,
      sport_id integer not null references line_sports (id),
      country_id integer not null references line_countries (id),
      name text not null,
      is_top boolean not null default false,
      sort integer not null default 0
    );
    create index line_champs_sport on line_champs (sport_id);

    create table line_games (
      id integer generated always as identity primary key,
      number integer not null,
      -- the simulator's random key (from schedule_key): the same game plays the same way on every engine
      sim_key bigint not null,
      schedule_key text not null unique,
      sport_id integer not null references line_sports (id),
      champ_id integer not null references line_champs (id),
      home_name text not null,
      away_name text not null,
      home_strength double precision not null,
      away_strength double precision not null,
      start_at timestamptz not null,
      status text not null default 'prematch' check (status in ('prematch', 'live', 'finished')),
      in_break boolean not null default false,
      period integer not null default 0,
      game_seconds integer not null default 0 check (game_seconds >= 0),
      home_score integer check (home_score >= 0),
      away_score integer check (away_score >= 0),
      period_scores jsonb not null default '[]',
      is_top boolean not null default false,
      has_stream boolean not null default false,
      statistic_id text,
      finished_at timestamptz,
      updated_at timestamptz not null
    );
    create index line_games_status_start on line_games (status, start_at);
    create index line_games_champ on line_games (champ_id, start_at);
    create index line_games_sport on line_games (sport_id, status);

    create table line_markets (
      id integer generated always as identity primary key,
      game_id integer not null references line_games (id) on delete cascade,
      type_id integer not null,
      kind integer not null,
      group_id integer not null,
      name text not null,
      period integer not null default 0,
      param integer,
      is_blocked boolean not null default false,
      -- 'model': the odds model cannot price it (lopsided or its period is over); 'manual': an operator (test control)
      blocked_by text check (blocked_by in ('model', 'manual')),
      is_suspended boolean not null default false,
      suspended_until timestamptz,
      is_combinable boolean not null default false,
      is_banned_express boolean not null default false,
      settled boolean not null default false,
      sort integer not null default 0
    );
    create unique index line_markets_key on line_markets (game_id, type_id, period, coalesce(param, -2147483648));

    create table line_outcomes (
      id integer generated always as identity primary key,
      market_id integer not null references line_markets (id) on delete cascade,
      game_id integer not null references line_games (id) on delete cascade,
      code text not null,
      name text not null,
      coef integer not null check (coef >= 1000),
      result text check (result in ('won', 'lost', 'void')),
      version integer not null default 1,
      -- set by an operator (test control): the simulator leaves this coefficient alone
      pinned boolean not null default false,
      sort integer not null default 0,
      updated_at timestamptz not null,
      unique (market_id, code)
    );
    create index line_outcomes_game on line_outcomes (game_id);
  `,
};
