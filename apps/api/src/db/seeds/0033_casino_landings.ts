import { DEMO_LANDINGS, saveLanding, VULKAN_CATEGORY } from '../../casino';
import type { Queryable } from '../database';

/**
 * Casino landings: the Vulkan hall's catalogue category (slots/vulkan, the classic-style slots the
 * catalogue files under fruit, book and jackpot slots, most played first, with the house's Fruit Five), then three
 * casino landings, two games landings and the hall's hero in the six site languages.
 */
export const casinoLandingsSeed = {
  id: '0033_casino_landings',
  async run(tx: Queryable) {
    await tx.query(
      `insert into casino_categories (id, slug, route, pages, games_order, sort)
       select coalesce(max(id), 0) + 1, $1, $2, '{}', 'popular', coalesce(max(sort), 0) + 1 from casino_categories
       on conflict (slug) do nothing`,
      [VULKAN_CATEGORY.slug, VULKAN_CATEGORY.route],
    );
    await tx.query(
      `insert into casino_category_texts (category_id, lng, title)
       select c.id, t.lng, t.title from casino_categories c, jsonb_each_text($2::jsonb) as t(lng, title) where c.slug = $1
       on conflict do nothing`,
      [VULKAN_CATEGORY.slug, JSON.stringify(VULKAN_CATEGORY.title)],
    );
    await tx.query(
      `insert into casino_game_categories (category_id, game_id)
       select hall.id, picked.id from casino_categories hall,
         (select g.id from casino_games g
           where g.route = any($3::text[])
              or (exists (select 1 from casino_game_categories gc join casino_categories c on c.id = gc.category_id where gc.game_id = g.id and c.slug = 'slots')
                  and exists (select 1 from casino_game_categories gc join casino_categories c on c.id = gc.category_id where gc.game_id = g.id and c.slug = any($2::text[])))
           order by (g.route = any($3::text[])) desc, g.popularity desc, g.id
           limit $4) picked
        where hall.slug = $1
       on conflict do nothing`,
      [VULKAN_CATEGORY.slug, [...VULKAN_CATEGORY.from], [...VULKAN_CATEGORY.alwaysRoutes], VULKAN_CATEGORY.size],
    );
    for (const landing of DEMO_LANDINGS) await saveLanding(tx, landing);
  },
};
