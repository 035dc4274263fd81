import { categoryId, DEMO_WHEEL_GAMES, WHEEL_GAME_CATEGORY_SLUGS, WHEEL_GAMES_PROVIDER_ID } from '../../casino';
import type { Queryable } from '../database';

/** The bonus wheel games in the catalogue: eleven house games, `games/{route}` finds them; covers come from their ids. */
export const casinoWheelGamesSeed = {
  id: '0032_casino_wheel_games',
  async run(tx: Queryable) {
    await tx.query(
      `insert into casino_games (id, name, route, old_route, provider_id, brand_id, tag, rtp_basis_points, volatility, popularity, released_on, launch)
       select id, name, route, null, $2, null, 4, rtp_basis_points, volatility, popularity, date '2026-07-01', launch
         from jsonb_to_recordset($1::jsonb) as g(id integer, name text, route text, rtp_basis_points integer, volatility text, popularity integer, launch text)
       on conflict (id) do nothing`,
      [JSON.stringify(DEMO_WHEEL_GAMES.map((game) => ({ id: game.id, name: game.name, route: game.route, rtp_basis_points: game.rtpBasisPoints, volatility: game.volatility, popularity: game.popularity, launch: game.launch }))), WHEEL_GAMES_PROVIDER_ID],
    );
    await tx.query(
      `insert into casino_game_categories (category_id, game_id) select * from jsonb_to_recordset($1::jsonb) as m(category_id integer, game_id integer) on conflict do nothing`,
      [JSON.stringify(DEMO_WHEEL_GAMES.flatMap((game) => WHEEL_GAME_CATEGORY_SLUGS.map((slug) => ({ category_id: categoryId(slug), game_id: game.id }))))],
    );
  },
};
