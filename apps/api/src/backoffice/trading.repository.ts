import type { TradingGame, TradingGameDetail, TradingMarket } from '@betting/contracts';
import type { Queryable } from '../db/database';

interface GameRow {
  id: number;
  sport_id: number;
  sport: string;
  champ_id: number;
  champ: string;
  home_name: string;
  away_name: string;
  start_at: Date | string;
  status: TradingGame['status'];
  home_score: number | null;
  away_score: number | null;
  game_seconds: number;
  markets: string | number;
  suspended_markets: string | number;
  blocked_markets: string | number;
}

const GAME_SELECT = `select g.id, g.sport_id, s.name as sport, g.champ_id, c.name as champ, g.home_name, g.away_name, g.start_at, g.status,
       g.home_score, g.away_score, g.game_seconds,
       (select count(*) from line_markets m where m.game_id = g.id) as markets,
       (select count(*) from line_markets m where m.game_id = g.id and m.is_suspended) as suspended_markets,
       (select count(*) from line_markets m where m.game_id = g.id and m.is_blocked) as blocked_markets
  from line_games g join line_sports s on s.id = g.sport_id join line_champs c on c.id = g.champ_id`;

const gameOf = (row: GameRow): TradingGame => ({
  id: row.id,
  sport_id: row.sport_id,
  sport: row.sport,
  champ_id: row.champ_id,
  champ: row.champ,
  home: row.home_name,
  away: row.away_name,
  start_at: new Date(row.start_at).toISOString(),
  status: row.status,
  score: row.home_score === null || row.away_score === null ? null : [row.home_score, row.away_score],
  game_seconds: row.game_seconds,
  markets: Number(row.markets),
  suspended_markets: Number(row.suspended_markets),
  blocked_markets: Number(row.blocked_markets),
});

/** The bookmaker's margin in thousandths: the sum of the implied probabilities minus one (rounded). */
export function marginOf(coefs: readonly number[]): number {
  return Math.round(coefs.reduce((sum, coef) => sum + 1_000_000 / coef, 0) - 1000);
}

export async function tradingGame(db: Queryable, gameId: number): Promise<TradingGameDetail | undefined> {
  const [row] = await db.query<GameRow>(`${GAME_SELECT} where g.id = $1`, [gameId]);
  if (!row) return undefined;
  const markets = await db.query<{ id: number; name: string; period: number; param: number | null; is_suspended: boolean; is_blocked: boolean; blocked_by: TradingMarket['blocked_by'] }>(
    'select id, name, period, param, is_suspended, is_blocked, blocked_by from line_markets where game_id = $1 order by sort, id',
    [gameId]
  );
  const outcomes = await db.query<{ id: number; market_id: number; code: string; name: string; coef: number; pinned: boolean; result: 'won' | 'lost' | 'void' | null }>(
    'select id, market_id, code, name, coef, pinned, result from line_outcomes where game_id = $1 order by sort, id',
    [gameId]
  );
  return {
    game: gameOf(row),
    markets: markets.map((market) => {
      const own = outcomes.filter((outcome) => outcome.market_id === market.id);
      return {
        ...market,
        margin: own.length > 1 && own.every((outcome) => outcome.result === null) ? marginOf(own.map((outcome) => outcome.coef)) : null,
        outcomes: own.map(({ market_id: _market, ...outcome }) => outcome),
      };
    }),
  };
}

/** The trading desk's list filter: a state (unfinished games when none), a sport, words or a game's id. */
export interface TradingGamesFilter {
  readonly status?: TradingGame['status'] | undefined;
  readonly sport_id?: number | undefined;
  readonly q?: string | undefined;
}

/** The line's games by sport for the desk: live first, then by start (finished ones by when they finished). */
export async function tradingGames(db: Queryable, filter: TradingGamesFilter, limit: number): Promise<TradingGame[]> {
  const conditions: string[] = [];
  const values: unknown[] = [];
  const add = (sql: (param: string) => string, value: unknown) => {
    values.push(value);
    conditions.push(sql(`$${values.length}`));
  };
  const q = filter.q?.trim();
  const byId = q !== undefined && /^\d{1,9}$/.test(q);
  if (filter.status) add((p) => `g.status = ${p}`, filter.status);
  // A game asked for by its id is found whatever its state.
  else if (!byId) conditions.push("g.status <> 'finished'");
  if (filter.sport_id) add((p) => `g.sport_id = ${p}`, filter.sport_id);
  if (byId) add((p) => `g.id = ${p}`, Number(q));
  else if (q) add((p) => `(strpos(lower(g.home_name), lower(${p})) > 0 or strpos(lower(g.away_name), lower(${p})) > 0 or strpos(lower(c.name), lower(${p})) > 0)`, q);
  values.push(limit);
  const order = filter.status === 'finished' ? 'g.finished_at desc nulls last, g.id desc' : "case g.status when 'live' then 0 else 1 end, g.start_at, g.id";
  const rows = await db.query<GameRow>(`${GAME_SELECT} where ${conditions.join(' and ')} order by s.name, ${order} limit $${values.length}`, values);
  return rows.map(gameOf);
}

/** The game a market belongs to. */
export async function gameOfMarket(db: Queryable, marketId: number): Promise<number | undefined> {
  const [market] = await db.query<{ game_id: number }>('select game_id from line_markets where id = $1', [marketId]);
  return market?.game_id;
}

/** An outcome's game, market and result (null while undecided). */
export async function outcomeOf(db: Queryable, outcomeId: number): Promise<{ game_id: number; market_id: number; result: string | null } | undefined> {
  const [outcome] = await db.query<{ game_id: number; market_id: number; result: string | null }>('select game_id, market_id, result from line_outcomes where id = $1', [outcomeId]);
  return outcome;
}

/** A corrected result of one of the game's outcomes. */
export async function correctOutcomeResult(db: Queryable, gameId: number, outcomeId: number, result: 'won' | 'lost' | 'void'): Promise<void> {
  await db.query('update line_outcomes set result = $2 where id = $1 and game_id = $3', [outcomeId, result, gameId]);
}

/** Voids the market's undecided outcomes and blocks it for good (settled: the line leaves it alone). */
export async function voidMarket(tx: Queryable, marketId: number): Promise<void> {
  await tx.query("update line_outcomes set result = 'void' where market_id = $1 and result is null", [marketId]);
  await tx.query("update line_markets set is_blocked = true, blocked_by = 'manual', settled = true where id = $1", [marketId]);
}
