import { DEMO_ACTIONS, demoCatalogue, CATALOGUE_LANGUAGES } from '../../casino';
import type { Queryable } from '../database';

/** Rows as JSON for `jsonb_to_recordset`: one statement per table, whatever the number of rows. */
const json = (rows: readonly object[]) => JSON.stringify(rows);

/**
 * The casino catalogue: 41 providers with their brands, the categories and casino actions in the six site
 * languages, and about 630 games generated deterministically (`casino/catalogue/demo`), three of them the house games
 * the game server plays for real.
 */
export const casinoCatalogueSeed = {
  id: '0026_casino_catalogue',
  async run(tx: Queryable) {
    const { providers, categories, games } = demoCatalogue();
    await tx.query(
      `insert into casino_providers (id, slug, name, is_house, blocked_country_ids, sort)
       select id, slug, name, is_house, array(select jsonb_array_elements_text(blocked) :: integer), id
         from jsonb_to_recordset($1::jsonb) as p(id integer, slug text, name text, is_house boolean, blocked jsonb)
       on conflict (id) do nothing`,
      [json(providers.map((provider) => ({ id: provider.id, slug: provider.slug, name: provider.name, is_house: provider.isHouse ?? false, blocked: provider.blockedCountryIds ?? [] })))],
    );
    await tx.query(
      `insert into casino_brands (id, slug, name, provider_id, sort)
       select id, slug, name, provider_id, id from jsonb_to_recordset($1::jsonb) as b(id integer, slug text, name text, provider_id integer)
       on conflict (id) do nothing`,
      [json(providers.flatMap((provider) => (provider.brand ? [{ ...provider.brand, provider_id: provider.id }] : [])))],
    );
    await tx.query(
      `insert into casino_categories (id, slug, route, pages, games_order, sort)
       select id, slug, route, array(select jsonb_array_elements_text(pages)), games_order, id
         from jsonb_to_recordset($1::jsonb) as c(id integer, slug text, route text, pages jsonb, games_order text)
       on conflict (id) do nothing`,
      [json(categories.map((category) => ({ id: category.id, slug: category.slug, route: category.route, pages: category.pages, games_order: category.gamesOrder })))],
    );
    await tx.query(
      `insert into casino_category_texts (category_id, lng, title) select * from jsonb_to_recordset($1::jsonb) as t(category_id integer, lng text, title text)
       on conflict do nothing`,
      [json(categories.flatMap((category) => CATALOGUE_LANGUAGES.map((lng) => ({ category_id: category.id, lng, title: category.title[lng] }))))],
    );
    await tx.query(
      `insert into casino_games (id, name, route, old_route, provider_id, brand_id, tag, rtp_basis_points, volatility, popularity, released_on, launch)
       select * from jsonb_to_recordset($1::jsonb) as g(id integer, name text, route text, old_route text, provider_id integer, brand_id integer,
         tag smallint, rtp_basis_points integer, volatility text, popularity integer, released_on date, launch text)
       on conflict (id) do nothing`,
      [
        json(
          games.map((game) => ({
            id: game.id,
            name: game.name,
            route: game.route,
            old_route: game.oldRoute,
            provider_id: game.providerId,
            brand_id: game.brandId,
            tag: game.tag,
            rtp_basis_points: game.rtpBasisPoints,
            volatility: game.volatility,
            popularity: game.popularity,
            released_on: game.releasedOn,
            launch: game.launch,
          })),
        ),
      ],
    );
    await tx.query(
      `insert into casino_game_categories (category_id, game_id) select * from jsonb_to_recordset($1::jsonb) as m(category_id integer, game_id integer)
       on conflict do nothing`,
      [json(games.flatMap((game) => game.categoryIds.map((categoryId) => ({ category_id: categoryId, game_id: game.id }))))],
    );
    await tx.query(
      `insert into casino_actions (id, slug, sort) select id, slug, id from jsonb_to_recordset($1::jsonb) as a(id integer, slug text) on conflict (id) do nothing`,
      [json(DEMO_ACTIONS.map((action) => ({ id: action.id, slug: action.slug })))],
    );
    await tx.query(
      `insert into casino_action_texts (action_id, lng, name) select * from jsonb_to_recordset($1::jsonb) as t(action_id integer, lng text, name text) on conflict do nothing`,
      [json(DEMO_ACTIONS.flatMap((action) => CATALOGUE_LANGUAGES.map((lng) => ({ action_id: action.id, lng, name: action.name[lng] }))))],
    );
  },
};
