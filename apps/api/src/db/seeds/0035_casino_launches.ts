import { demoCatalogue } from '../../casino';
import type { Queryable } from '../database';

/**
 * Every catalogue tile launches something (`casino/catalogue/demo/launches`): crash, instant, skill and scratch
 * tiles the house games, TV, keno, bingo and virtual-sports tiles the draws or the line's virtual sports. Tiles whose
 * name named a game the house does not play (Limbo, Tower, the skill games) carry the engine's name now, with the
 * route and old route that follow from it; their return to player is the engine's exact figure.
 */
export const casinoLaunchesSeed = {
  id: '0035_casino_launches',
  async run(tx: Queryable) {
    const { games } = demoCatalogue();
    await tx.query(
      `update casino_games g set launch = t.launch, launch_variant = t.launch_variant, name = t.name, route = t.route, old_route = t.old_route, rtp_basis_points = t.rtp_basis_points
         from jsonb_to_recordset($1::jsonb) as t(id integer, launch text, launch_variant text, name text, route text, old_route text, rtp_basis_points integer)
        where g.id = t.id and (g.launch is distinct from t.launch or g.launch_variant is distinct from t.launch_variant or g.name <> t.name or g.rtp_basis_points <> t.rtp_basis_points)`,
      [
        JSON.stringify(
          games.map((game) => ({
            id: game.id,
            launch: game.launch,
            launch_variant: game.launchVariant,
            name: game.name,
            route: game.route,
            old_route: game.oldRoute,
            rtp_basis_points: game.rtpBasisPoints,
          }))
        ),
      ]
    );
  },
};
