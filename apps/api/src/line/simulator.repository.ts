import type { OutcomeResult } from "@betting/contracts";
import type { Queryable } from "../db/database";
import {
  MARKET_OUTCOME_COLUMNS,
  MARKET_OUTCOME_ORDER,
  type MarketOutcomeRow,
} from "./market-rows";

/** A game as the simulator reads it to play on. */
export interface SimulatedGameRow {
  id: number;
  schedule_key: string;
  sport_id: number;
  home_strength: number;
  away_strength: number;
  start_ms: number;
  status: "prematch" | "live" | "finished";
  period: number;
  game_seconds: number;
  home_score: number | null;
  away_score: number | null;
  period_scores: [number, number][] | string;
  game_points: [number, number] | string | null;
}

/** A market and one of its outcomes, with what the simulator keeps of them between ticks. */
export interface SimulatedMarketRow extends MarketOutcomeRow {
  blocked_by: "model" | "manual" | null;
  suspended_ms: number | null;
  is_banned_express: boolean;
  code: string;
  pinned: boolean;
}

export interface GameWrite {
  id: number;
  status: string;
  period: number;
  game_seconds: number;
  home_score: number | null;
  away_score: number | null;
  period_scores: [number, number][];
  game_points: [number, number] | null;
  finished: boolean;
}
export interface MarketWrite {
  id: number;
  is_blocked: boolean;
  blocked_by: string | null;
  is_suspended: boolean;
  suspended_until: string | null;
  settled: boolean;
}
export interface CoefWrite {
  id: number;
  coef: number;
}
export interface ResultWrite {
  id: number;
  result: OutcomeResult;
}

/** What one run of the simulator changed, as the rows it writes. */
export interface SimulatedWrites {
  readonly games: readonly GameWrite[];
  readonly markets: readonly MarketWrite[];
  readonly coefs: readonly CoefWrite[];
  readonly results: readonly ResultWrite[];
}

const GAME_COLUMNS = `id, schedule_key, sport_id, home_strength, away_strength, (extract(epoch from start_at) * 1000)::float8 as start_ms, status, period,
  game_seconds, home_score, away_score, period_scores, game_points`;

/** The markets and outcomes of these games, market by market. */
export function selectSimulatedMarkets(
  db: Queryable,
  gameIds: readonly number[]
): Promise<SimulatedMarketRow[]> {
  return db.query<SimulatedMarketRow>(
    `select ${MARKET_OUTCOME_COLUMNS}, m.blocked_by, (extract(epoch from m.suspended_until) * 1000)::float8 as suspended_ms, m.is_banned_express,
        o.code, o.pinned
       from line_markets m join line_outcomes o on o.market_id = m.id
      where m.game_id = any($1::int[]) ${MARKET_OUTCOME_ORDER}`,
    [gameIds]
  );
}

/** The games of these sports being played at `at`: live, or prematch whose start has come. */
export function selectGamesInPlay(
  db: Queryable,
  at: Date,
  sportIds: readonly number[]
): Promise<SimulatedGameRow[]> {
  return db.query<SimulatedGameRow>(
    `select ${GAME_COLUMNS} from line_games
      where (status = 'live' or (status = 'prematch' and start_at <= $1)) and sport_id = any($2::int[]) order by id`,
    [at, sportIds]
  );
}

export async function selectSimulatedGame(
  db: Queryable,
  gameId: number
): Promise<SimulatedGameRow | undefined> {
  const [row] = await db.query<SimulatedGameRow>(
    `select ${GAME_COLUMNS} from line_games where id = $1`,
    [gameId]
  );
  return row;
}

/** Writes a run's changes (in the caller's transaction), a statement per kind of row changed. */
export async function writeSimulatedChanges(
  tx: Queryable,
  writes: SimulatedWrites,
  stamp: Date
): Promise<void> {
  if (writes.games.length > 0) {
    await tx.query(
      `update line_games g set status = v.status, period = v.period, game_seconds = v.game_seconds, home_score = v.home_score,
          away_score = v.away_score, period_scores = v.period_scores, game_points = v.game_points, finished_at = case when v.finished then $2::timestamptz else g.finished_at end,
          updated_at = $2
         from jsonb_to_recordset($1::jsonb) as v(id integer, status text, period integer, game_seconds integer, home_score integer,
           away_score integer, period_scores jsonb, game_points jsonb, finished boolean)
        where g.id = v.id`,
      [JSON.stringify(writes.games), stamp]
    );
  }
  if (writes.markets.length > 0) {
    await tx.query(
      `update line_markets m set is_blocked = v.is_blocked, blocked_by = v.blocked_by, is_suspended = v.is_suspended,
          suspended_until = v.suspended_until, settled = v.settled
         from jsonb_to_recordset($1::jsonb) as v(id integer, is_blocked boolean, blocked_by text, is_suspended boolean,
           suspended_until timestamptz, settled boolean)
        where m.id = v.id`,
      [JSON.stringify(writes.markets)]
    );
  }
  if (writes.coefs.length > 0) {
    await tx.query(
      `update line_outcomes o set coef = v.coef, version = o.version + 1, updated_at = $2
         from jsonb_to_recordset($1::jsonb) as v(id integer, coef integer) where o.id = v.id`,
      [JSON.stringify(writes.coefs), stamp]
    );
  }
  if (writes.results.length > 0) {
    await tx.query(
      `update line_outcomes o set result = v.result, updated_at = $2
         from jsonb_to_recordset($1::jsonb) as v(id integer, result text) where o.id = v.id`,
      [JSON.stringify(writes.results), stamp]
    );
  }
}

/** A prematch game made to start now. */
export async function moveGameStart(
  db: Queryable,
  gameId: number,
  at: Date
): Promise<void> {
  await db.query(
    "update line_games set start_at = $2, updated_at = $2 where id = $1",
    [gameId, at]
  );
}

/** An outcome's price set by hand and pinned there (the simulator no longer re-prices it); undefined when there is none. */
export async function pinOutcomeCoef(
  db: Queryable,
  outcomeId: number,
  coef: number,
  at: Date
) {
  const [row] = await db.query<{
    game_id: number;
    market_id: number;
    version: number;
    sport_id: number;
  }>(
    `update line_outcomes set coef = $2, version = version + 1, pinned = true, updated_at = $3 where id = $1
     returning game_id, market_id, version, (select g.sport_id from line_games g where g.id = line_outcomes.game_id) as sport_id`,
    [outcomeId, coef, at]
  );
  return row;
}

/** A market suspended or blocked by hand, or let go again; undefined when there is none. */
export async function setMarketFlag(
  db: Queryable,
  marketId: number,
  flag: "suspend" | "block",
  on: boolean
) {
  const sql =
    flag === "suspend"
      ? `update line_markets set is_suspended = $2, suspended_until = null where id = $1
         returning game_id, is_blocked, is_suspended, (select g.sport_id from line_games g where g.id = line_markets.game_id) as sport_id`
      : `update line_markets set is_blocked = $2, blocked_by = case when $2 then 'manual' else null end where id = $1
         returning game_id, is_blocked, is_suspended, (select g.sport_id from line_games g where g.id = line_markets.game_id) as sport_id`;
  const [row] = await db.query<{
    game_id: number;
    is_blocked: boolean;
    is_suspended: boolean;
    sport_id: number;
  }>(sql, [marketId, on]);
  return row;
}
