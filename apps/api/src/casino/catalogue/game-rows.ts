import { CasinoPaths, type CasinoGame, type CasinoTileLaunch, type CasinoVolatility } from '@betting/contracts';

/** A game as `GAME_COLUMNS` selects it. */
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

/** Games `g` with their provider `p` and brand `b`: `select ${GAME_COLUMNS} ${GAME_FROM} where …`. */
export const GAME_COLUMNS = `g.id, g.name, g.route, g.old_route, g.tag, g.rtp_basis_points, g.volatility, g.popularity,
  to_char(g.released_on, 'YYYY-MM-DD') as released_on, g.launch, g.launch_variant, p.slug as provider_slug, p.name as provider_name, b.slug as brand_slug,
  array(select gc.category_id from casino_game_categories gc where gc.game_id = g.id order by gc.category_id) as category_ids`;

export const GAME_FROM = `from casino_games g
  join casino_providers p on p.id = g.provider_id
  left join casino_brands b on b.id = g.brand_id`;

/** `true` unless the provider is not offered in the country `$n` (null: any country). */
export const offeredIn = (param: number) => `($${param}::integer is null or not (p.blocked_country_ids @> array[$${param}::integer]))`;

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
