import { CATALOGUE_LANGUAGES, FAST_BET_CATEGORY, FAST_BET_LAUNCHES, FIRST_DEPOSIT_CASINO_OFFER, OFFER_CATEGORIES, SLOT_FIRST_DEPOSIT_CATEGORY } from '../../casino';
import type { Queryable } from '../database';

/**
 * The casino's `fast-bet` and `casino/slot-first-deposit` sections (`casino/catalogue/demo/offer-categories`): the
 * categories in the six languages, then their games from what is stored — the fast games the dice, plinko and wheel
 * engines play, and the slots of the first-deposit casino bonus's games list. Runs after the catalogue, its launches
 * and the bonuses; again-safe.
 */
export const casinoOfferCategoriesSeed = {
  id: '0036_casino_offer_categories',
  async run(tx: Queryable) {
    await tx.query(
      `insert into casino_categories (id, slug, route, pages, games_order, sort)
       select id, slug, route, '{}', 'popular', id from jsonb_to_recordset($1::jsonb) as c(id integer, slug text, route text)
       on conflict (id) do nothing`,
      [JSON.stringify(OFFER_CATEGORIES.map((category) => ({ id: category.id, slug: category.slug, route: category.route })))]
    );
    await tx.query(
      `insert into casino_category_texts (category_id, lng, title) select * from jsonb_to_recordset($1::jsonb) as t(category_id integer, lng text, title text)
       on conflict do nothing`,
      [JSON.stringify(OFFER_CATEGORIES.flatMap((category) => CATALOGUE_LANGUAGES.map((lng) => ({ category_id: category.id, lng, title: category.title[lng] }))))]
    );
    await tx.query(
      `insert into casino_game_categories (category_id, game_id)
       select $1, g.id from casino_games g
        where g.launch = any($2::text[])
          and exists (select 1 from casino_game_categories gc join casino_categories c on c.id = gc.category_id where gc.game_id = g.id and c.slug = 'fast-games')
       on conflict do nothing`,
      [FAST_BET_CATEGORY.id, FAST_BET_LAUNCHES]
    );
    await tx.query(
      `insert into casino_game_categories (category_id, game_id)
       select $1, g.id from casino_games g
         join bonus_offer_games og on og.game_id = g.route and og.offer_id = $2
         join bonus_games b on b.id = og.game_id and b.kind = 'slot'
       on conflict do nothing`,
      [SLOT_FIRST_DEPOSIT_CATEGORY.id, FIRST_DEPOSIT_CASINO_OFFER]
    );
  },
};
