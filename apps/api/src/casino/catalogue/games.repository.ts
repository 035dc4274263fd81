import type { CasinoGame, CasinoGameDetails, CasinoGameSort, CasinoGamesQuery, CasinoGamesResponse } from '@betting/contracts';
import type { Queryable } from '../../db/database';
import { toGame, type GameRow } from './game-rows';
import { searchPatterns } from './search';

/** Games `g` with their provider `p` and brand `b`: `select ${GAME_COLUMNS} ${GAME_FROM} where …`. */
export const GAME_COLUMNS = `g.id, g.name, g.route, g.old_route, g.tag, g.rtp_basis_points, g.volatility, g.popularity,
  to_char(g.released_on, 'YYYY-MM-DD') as released_on, g.launch, g.launch_variant, p.slug as provider_slug, p.name as provider_name, b.slug as brand_slug,
  array(select gc.category_id from casino_game_categories gc where gc.game_id = g.id order by gc.category_id) as category_ids`;

export const GAME_FROM = `from casino_games g
  join casino_providers p on p.id = g.provider_id
  left join casino_brands b on b.id = g.brand_id`;

/** `true` unless the provider is not offered in the country `$n` (null: any country). */
export const offeredIn = (param: number) => `($${param}::integer is null or not (p.blocked_country_ids @> array[$${param}::integer]))`;

const ORDER: Readonly<Record<CasinoGameSort, string>> = {
  popular: 'g.popularity desc, g.id',
  new: 'g.released_on desc, g.id desc',
  // One order on every engine, whatever the database's collation.
  name: 'lower(g.name) collate "C", g.id',
  rtp: 'g.rtp_basis_points desc, g.id',
};

/** One page of the games matching every filter, and how many match in all. */
export async function listGames(db: Queryable, query: CasinoGamesQuery): Promise<CasinoGamesResponse> {
  const params: unknown[] = [query.category ?? null, query.provider ?? null, query.brand ?? null, query.tag ?? null, searchPatterns(query.q ?? ''), query.fcountry ?? null];
  const where = `where ($1::text is null or exists (select 1 from casino_game_categories gc join casino_categories c on c.id = gc.category_id where gc.game_id = g.id and c.slug = $1))
      and ($2::text is null or p.slug = $2)
      and ($3::text is null or b.slug = $3)
      and ($4::smallint is null or g.tag = $4)
      and not exists (select 1 from unnest($5::text[]) as term(pattern) where not (g.name ilike term.pattern or p.name ilike term.pattern))
      and ${offeredIn(6)}`;
  const [counted] = await db.query<{ total: string | number }>(`select count(*) as total ${GAME_FROM} ${where}`, params);
  const rows = await db.query<GameRow>(`select ${GAME_COLUMNS} ${GAME_FROM} ${where} order by ${ORDER[query.sort]} limit $7 offset $8`, [
    ...params,
    query.pageSize,
    (query.page - 1) * query.pageSize,
  ]);
  const totalCount = Number(counted?.total ?? 0);
  return {
    games: rows.map(toGame),
    paging: { pageNumber: query.page, pageSize: query.pageSize, totalCount, totalPages: Math.ceil(totalCount / query.pageSize) },
  };
}

/**
 * The first `limit` games of each category, in its order (`games_order`: popularity or newest release), keyed by
 * category id. Categories with no game offered in the country have no entry.
 */
export async function firstGamesByCategory(db: Queryable, categoryIds: readonly number[], limit: number, countryId: number | null): Promise<Map<number, CasinoGame[]>> {
  const rows = await db.query<GameRow & { list_category_id: number }>(
    `select c.id as list_category_id, x.*
       from casino_categories c
       cross join lateral (
         select ${GAME_COLUMNS}, g.released_on as released_day
           from casino_game_categories member
           join casino_games g on g.id = member.game_id
           join casino_providers p on p.id = g.provider_id
           left join casino_brands b on b.id = g.brand_id
          where member.category_id = c.id and ${offeredIn(3)}
          order by case when c.games_order = 'new' then g.released_on end desc nulls last, g.popularity desc, g.id
          limit $2
       ) x
      where c.id = any($1::integer[])
      order by c.sort, c.id, case when c.games_order = 'new' then x.released_day end desc nulls last, x.popularity desc, x.id`,
    [[...categoryIds], limit, countryId],
  );
  const lists = new Map<number, CasinoGame[]>();
  for (const row of rows) {
    const list = lists.get(row.list_category_id) ?? [];
    list.push(toGame(row));
    lists.set(row.list_category_id, list);
  }
  return lists;
}

/** The caller's favourite games, last added first. */
export async function favoriteGames(db: Queryable, userId: number, limit: number | null = null): Promise<CasinoGame[]> {
  const rows = await db.query<GameRow>(
    `select ${GAME_COLUMNS} ${GAME_FROM} join casino_favorites f on f.game_id = g.id
      where f.user_id = $1 order by f.created_at desc, g.id desc limit $2`,
    [userId, limit],
  );
  return rows.map(toGame);
}

async function withDetails(db: Queryable, row: (GameRow & { brand_name: string | null }) | undefined, lng: string): Promise<CasinoGameDetails | null> {
  if (!row) return null;
  const categories = await db.query<{ id: number; slug: string; route: string; title: string }>(
    `select c.id, c.slug, c.route, coalesce(t.title, e.title) as title
       from casino_game_categories gc
       join casino_categories c on c.id = gc.category_id
       join casino_category_texts e on e.category_id = c.id and e.lng = 'en'
       left join casino_category_texts t on t.category_id = c.id and t.lng = $2
      where gc.game_id = $1
      order by c.sort, c.id`,
    [row.id, lng],
  );
  return { ...toGame(row), categories, brandName: row.brand_name };
}

/** One game with its categories' titles in `lng` (English where it has none). */
export async function gameById(db: Queryable, gameId: number, lng: string): Promise<CasinoGameDetails | null> {
  const [row] = await db.query<GameRow & { brand_name: string | null }>(`select ${GAME_COLUMNS}, b.name as brand_name ${GAME_FROM} where g.id = $1`, [gameId]);
  return withDetails(db, row, lng);
}

/** One game by its current route R or its old route OR (case-insensitive); R wins when both could match. */
export async function gameByRoute(db: Queryable, route: string, lng: string): Promise<CasinoGameDetails | null> {
  const [row] = await db.query<GameRow & { brand_name: string | null }>(
    `select ${GAME_COLUMNS}, b.name as brand_name ${GAME_FROM}
      where g.route = lower($1) or lower(g.old_route) = lower($1)
      order by (g.route = lower($1)) desc limit 1`,
    [route],
  );
  return withDetails(db, row, lng);
}

export async function gameExists(db: Queryable, gameId: number): Promise<boolean> {
  return (await db.query('select 1 from casino_games where id = $1', [gameId])).length > 0;
}

/** What a cover shows: the name and the provider's name. */
export async function gameCoverData(db: Queryable, gameId: number): Promise<{ id: number; name: string; providerName: string } | null> {
  const [row] = await db.query<{ id: number; name: string; provider_name: string }>('select g.id, g.name, p.name as provider_name from casino_games g join casino_providers p on p.id = g.provider_id where g.id = $1', [gameId]);
  return row ? { id: row.id, name: row.name, providerName: row.provider_name } : null;
}

/** Every route and old route with the current route it leads to (lower-case keys), for legacy links. */
export async function loadLegacyRoutes(db: Queryable): Promise<Map<string, string>> {
  const rows = await db.query<{ route: string; old_route: string | null }>('select route, old_route from casino_games order by id');
  const routes = new Map<string, string>();
  for (const row of rows) if (row.old_route) routes.set(row.old_route.toLowerCase(), row.route);
  // Current routes last: one that equals another game's old route leads to its own game.
  for (const row of rows) routes.set(row.route, row.route);
  return routes;
}
