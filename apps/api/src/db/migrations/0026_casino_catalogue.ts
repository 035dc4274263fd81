/**
 * The casino catalogue (spec §3 "Game (preview)", §7 games preview and actions list).
 * Read-only demo data seeded by `0015_casino_catalogue`; only favourites are written by people.
 *
 * - `casino_providers`: studios; `blocked_country_ids` (numeric ISO) hides their games from visitors of those countries.
 * - `casino_brands`: game series of a provider (`casino/brand` pages).
 * - `casino_categories` + `casino_category_texts`: sections with their site path (`route`, after `/{lng}/`), the
 *   pages whose lobby and preview show them (`pages`, the contracts' CASINO_WHENCE), the order of their games
 *   (`games_order`), and a title per language (English is the fallback).
 * - `casino_games` + `casino_game_categories`: the games; `route` is R, `old_route` OR (both are looked up by legacy
 *   links), `tag` GF, return to player in hundredths of a percent, `launch` the game server's kind for the three house
 *   games that play for real (at most one game per kind).
 * - `casino_actions` + `casino_action_texts`: casino promotions for the actions list, named per language.
 * - `casino_favorites`: a person's favourite games; one row per person and game.
 */
export const casinoCatalogueMigration = {
  id: '0026_casino_catalogue',
  sql: /* sql */ `
    create table casino_providers (
      id integer primary key,
      slug text not null unique check (slug ~ '^[a-z0-9-]+$'),
      name text not null,
      is_house boolean not null default false,
      blocked_country_ids integer[] not null default '{}',
      sort integer not null
    );

    create table casino_brands (
      id integer primary key,
      slug text not null unique check (slug ~ '^[a-z0-9-]+$'),
      name text not null,
      provider_id integer not null references casino_providers (id),
      sort integer not null
    );

    create table casino_categories (
      id integer primary key,
      slug text not null unique check (slug ~ '^[a-z0-9-]+$'),
      route text not null unique check (route ~ '^[a-z0-9-]+(/[a-z0-9-]+)?$'),
      pages text[] not null default '{}',
      games_order text not null default 'popular' check (games_order in ('popular', 'new')),
      sort integer not null
    );

    create table casino_category_texts (
      category_id integer not null references casino_categories (id),
      lng text not null check (lng ~ '^[a-z]{2}$'),
      title text not null,
      primary key (category_id, lng)
    );

    create table casino_games (
      id integer primary key,
      name text not null,
      route text not null unique check (route ~ '^[a-z0-9-]+$'),
      old_route text unique check (old_route ~ '^[A-Za-z0-9_-]+$'),
      provider_id integer not null references casino_providers (id),
      brand_id integer references casino_brands (id),
      tag smallint not null default 0 check (tag between 0 and 4),
      rtp_basis_points integer not null check (rtp_basis_points between 0 and 10000),
      volatility text not null check (volatility in ('low', 'medium', 'high')),
      popularity integer not null check (popularity >= 0),
      released_on date not null,
      launch text check (launch in ('slot', 'crash', 'scratch'))
    );
    create unique index casino_games_one_per_launch on casino_games (launch) where launch is not null;
    create index casino_games_provider on casino_games (provider_id, popularity desc);
    create index casino_games_brand on casino_games (brand_id) where brand_id is not null;
    create index casino_games_popularity on casino_games (popularity desc, id);

    create table casino_game_categories (
      category_id integer not null references casino_categories (id),
      game_id integer not null references casino_games (id),
      primary key (category_id, game_id)
    );
    create index casino_game_categories_game on casino_game_categories (game_id);

    create table casino_actions (
      id integer primary key,
      slug text not null unique check (slug ~ '^[a-z0-9-]+$'),
      active boolean not null default true,
      sort integer not null
    );

    create table casino_action_texts (
      action_id integer not null references casino_actions (id),
      lng text not null check (lng ~ '^[a-z]{2}$'),
      name text not null,
      primary key (action_id, lng)
    );

    create table casino_favorites (
      user_id integer not null references users (id),
      game_id integer not null references casino_games (id),
      created_at timestamptz not null,
      primary key (user_id, game_id)
    );
    create index casino_favorites_user_recent on casino_favorites (user_id, created_at desc, game_id desc);
  `,
};
