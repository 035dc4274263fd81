import { CasinoPaths, type CasinoGame, type CasinoTileLaunch, type CasinoVolatility } from '@betting/contracts';

/** A game as `GAME_COLUMNS` (`games.repository.ts`) selects it. */
export interface GameRow {
  id: number;
  name: string;
  route: string;
  old_route: string | null;
  tag: number;
  rtp_basis_points: number;
  volatility: CasinoVolatility;
  popularity: number;
  released_on: string;
  launch: CasinoTileLaunch | null;
  launch_variant: string | null;
  provider_slug: string;
  provider_name: string;
  brand_slug: string | null;
  category_ids: number[] | string;
}

/** An integer[] as the driver gives it: an array, or the literal `{1,2}` should a driver leave it as text. */
export function intArray(value: readonly (number | string)[] | string): number[] {
  const items = Array.isArray(value) ? value : String(value).replace(/^\{|\}$/g, '').split(',').filter(Boolean);
  return items.map(Number);
}

export function toGame(row: GameRow): CasinoGame {
  return {
    id: row.id,
    name: row.name,
    route: row.route,
    oldRoute: row.old_route,
    categoryIds: intArray(row.category_ids),
    tag: row.tag,
    providerSlug: row.provider_slug,
    providerName: row.provider_name,
    brandSlug: row.brand_slug,
    rtpBasisPoints: row.rtp_basis_points,
    volatility: row.volatility,
    popularity: row.popularity,
    releasedOn: row.released_on,
    launch: row.launch,
    launchVariant: row.launch_variant,
    coverUrl: CasinoPaths.gameCover(row.id),
  };
}
