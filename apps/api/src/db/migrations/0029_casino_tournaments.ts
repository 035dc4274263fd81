/**
 * Casino tournaments and the casino actions' pages.
 *
 * - `casino_tournaments`: a definition only, never a standing. Its leaderboard is computed from the game server's
 *   real-money rounds (0027) whose stake went through the ledger (0017): played in `currency` with at least
 *   `min_stake`, started at or after `starts_at` and settled before `ends_at`, on a game it names — a launch kind in
 *   `launch_kinds`, a catalogue game in `game_ids`, or a game of a category in `category_ids` (0026). `scoring` says
 *   what ranks; `prizes` are the paid places in order (`prizes[1]` the first place), minor units of `currency`.
 *   `action_id` ties it to the casino action it runs under (the action's page lists it).
 * - `casino_tournament_texts`: title, summary and rules (a JSON array of paragraphs) per language.
 * - `casino_action_details` (+ `_texts`): what an action's page (bonus/casino/{id}) adds to its name: a summary, its
 *   terms (JSON array of strings), the button (`cta_path` after `/{lng}/`, `cta_label`) and the content promotion with
 *   the full terms (`promotion_slug`, content_promotions.slug; not a foreign key: content is edited on its own).
 */
const SLUG = `'^[a-z0-9]+(-[a-z0-9]+)*$'`;
const PAGE_PATH = `'^[a-z0-9_-]+(/[a-z0-9_-]+)*$'`;

export const casinoTournamentsMigration = {
  id: '0029_casino_tournaments',
  sql: /* sql */ `
    create table casino_tournaments (
      id integer generated always as identity primary key,
      -- Never all digits: a path names a tournament by its slug or its id.
      slug text not null unique check (slug ~ ${SLUG} and length(slug) <= 120 and slug !~ '^[0-9]+$'),
      starts_at timestamptz not null,
      ends_at timestamptz not null check (ends_at > starts_at),
      scoring text not null check (scoring in ('total_stake', 'biggest_multiplier', 'net_win')),
      currency text not null check (currency ~ '^[A-Z]{3}$'),
      min_stake bigint not null check (min_stake > 0),
      prizes bigint[] not null check (cardinality(prizes) between 1 and 100 and 0 < all (prizes)),
      launch_kinds text[] not null default '{}' check (launch_kinds <@ array['slot', 'crash', 'scratch']::text[]),
      game_ids integer[] not null default '{}',
      category_ids integer[] not null default '{}',
      action_id integer references casino_actions (id),
      position integer not null default 0,
      is_published boolean not null default true,
      check (cardinality(launch_kinds) + cardinality(game_ids) + cardinality(category_ids) > 0)
    );
    create index casino_tournaments_period on casino_tournaments (ends_at, starts_at);

    create table casino_tournament_texts (
      tournament_id integer not null references casino_tournaments (id) on delete cascade,
      lng text not null check (lng ~ '^[a-z]{2}$'),
      title text not null check (length(title) between 1 and 200),
      summary text not null default '' check (length(summary) <= 1000),
      rules jsonb not null default '[]' check (jsonb_typeof(rules) = 'array'),
      primary key (tournament_id, lng)
    );

    create table casino_action_details (
      action_id integer primary key references casino_actions (id),
      cta_path text check (cta_path ~ ${PAGE_PATH}),
      promotion_slug text check (promotion_slug ~ ${SLUG})
    );
    create table casino_action_detail_texts (
      action_id integer not null references casino_action_details (action_id) on delete cascade,
      lng text not null check (lng ~ '^[a-z]{2}$'),
      summary text not null default '' check (length(summary) <= 1000),
      terms jsonb not null default '[]' check (jsonb_typeof(terms) = 'array'),
      cta_label text not null default '' check (length(cta_label) <= 100),
      primary key (action_id, lng)
    );

    -- The leaderboards read a period's settled real-money rounds of one currency.
    create index casino_rounds_tournaments on casino_rounds (currency, settled_at) where not is_demo and status = 'settled';
  `,
};
