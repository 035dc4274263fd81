/**
 * Casino landings (spec §2 casino/landing/{landingId}, games-landing/{landingRoute}, slots/vulkan).
 *
 * - `casino_landings`: one page by kind and slug (`casino` → casino/landing/{slug}, `games` → games-landing/{slug},
 *   `hall` → a branded hall such as slots/vulkan), its hero theme, its call to action (a page path after `/{lng}/`)
 *   and which catalogue games it features: the games listed in `casino_landing_games` (in order) or, when it lists
 *   none, the games of a catalogue category, provider and/or tag, most played first, `games_limit` of them. Game data
 *   is never copied: the page reads the catalogue's own rows.
 * - `casino_landing_texts`: per language the kicker, title, summary, highlights, the CTA's label, the heading over the
 *   games and the SEO title and description (null: derived from title and summary). A language without a row reads
 *   the site's default language, then English.
 */
const SLUG = `'^[a-z0-9]+(-[a-z0-9]+)*$'`;
const PAGE_PATH = `'^[a-z0-9_-]+(/[a-z0-9_-]+)*$'`;

export const casinoLandingsMigration = {
  id: '0033_casino_landings',
  sql: /* sql */ `
    create table casino_landings (
      id integer generated always as identity primary key,
      kind text not null check (kind in ('casino', 'games', 'hall')),
      slug text not null check (slug ~ ${SLUG} and length(slug) <= 120),
      theme text not null default 'ember' check (theme in ('ember', 'royal', 'neon', 'emerald', 'sunset')),
      cta_path text check (cta_path ~ ${PAGE_PATH}),
      category_slug text references casino_categories (slug),
      provider_slug text references casino_providers (slug),
      tag smallint check (tag between 1 and 4),
      games_limit integer not null default 12 check (games_limit between 1 and 24),
      is_published boolean not null default true,
      unique (kind, slug)
    );

    create table casino_landing_games (
      landing_id integer not null references casino_landings (id) on delete cascade,
      game_id integer not null references casino_games (id),
      position integer not null,
      primary key (landing_id, game_id),
      unique (landing_id, position)
    );

    create table casino_landing_texts (
      landing_id integer not null references casino_landings (id) on delete cascade,
      lang char(2) not null references languages (code),
      kicker text not null default '' check (length(kicker) <= 80),
      title text not null check (length(title) between 1 and 200),
      summary text not null default '' check (length(summary) <= 1000),
      highlights text[] not null default '{}' check (cardinality(highlights) <= 4),
      cta_label text not null default '' check (length(cta_label) <= 60),
      games_title text not null default '' check (length(games_title) <= 120),
      seo_title text check (seo_title is null or length(seo_title) between 1 and 300),
      seo_description text check (seo_description is null or length(seo_description) <= 1000),
      primary key (landing_id, lang)
    );
  `,
};
