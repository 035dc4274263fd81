import type { Queryable } from '../db/database';

/** A prematch game of real sports with how many markets it has so far, for the schedule to deepen. */
export interface GameToDeepenRow {
  id: number;
  schedule_key: string;
  sport_id: number;
  home_name: string;
  away_name: string;
  home_strength: number;
  away_strength: number;
  markets: number;
}

export async function selectChampIds(db: Queryable): Promise<number[]> {
  return (await db.query<{ id: number }>('select id from line_champs')).map((row) => row.id);
}

/** Which of these schedule keys already have their game. */
export async function selectScheduledKeys(db: Queryable, scheduleKeys: readonly string[]): Promise<Set<string>> {
  const rows = await db.query<{ schedule_key: string }>('select schedule_key from line_games where schedule_key = any($1::text[])', [scheduleKeys]);
  return new Set(rows.map((row) => row.schedule_key));
}

/** New games (one statement); a game another process added meanwhile is skipped and not returned. */
export function insertScheduledGames(db: Queryable, gameRows: readonly Record<string, unknown>[], now: Date): Promise<{ id: number; schedule_key: string }[]> {
  return db.query<{ id: number; schedule_key: string }>(
    `insert into line_games (number, sim_key, schedule_key, sport_id, champ_id, home_name, away_name, home_strength, away_strength,
        start_at, status, period, game_seconds, home_score, away_score, period_scores, game_points, is_top, has_stream, statistic_id, finished_at, updated_at)
     select number, sim_key, schedule_key, sport_id, champ_id, home_name, away_name, home_strength, away_strength,
        start_at, status, period, game_seconds, home_score, away_score, period_scores, game_points, is_top, has_stream, statistic_id, finished_at, $2
       from jsonb_to_recordset($1::jsonb) as g(number integer, sim_key bigint, schedule_key text, sport_id integer, champ_id integer,
        home_name text, away_name text, home_strength double precision, away_strength double precision, start_at timestamptz,
        status text, period integer, game_seconds integer, home_score integer, away_score integer, period_scores jsonb, game_points jsonb,
        is_top boolean, has_stream boolean, statistic_id text, finished_at timestamptz)
     on conflict (schedule_key) do nothing
     returning id, schedule_key`,
    [JSON.stringify(gameRows), now],
  );
}

/** Prematch games of these sports starting before `startsBefore`, with their market counts. */
export function selectGamesToDeepen(db: Queryable, startsBefore: Date, sportIds: readonly number[]): Promise<GameToDeepenRow[]> {
  return db.query<GameToDeepenRow>(
    `select g.id, g.schedule_key, g.sport_id, g.home_name, g.away_name, g.home_strength, g.away_strength, count(m.id)::int as markets
       from line_games g join line_markets m on m.game_id = g.id
      where g.status = 'prematch' and g.start_at <= $1 and g.sport_id = any($2::int[])
      group by g.id`,
    [startsBefore, sportIds],
  );
}

/** New markets (one statement), returned with their ids. */
export function insertMarketRows(db: Queryable, marketRows: readonly Record<string, unknown>[]): Promise<{ id: number; game_id: number; sort: number }[]> {
  return db.query<{ id: number; game_id: number; sort: number }>(
    `insert into line_markets (game_id, type_id, kind, group_id, name, period, param, is_blocked, blocked_by, is_combinable, is_banned_express, settled, sort)
     select * from jsonb_to_recordset($1::jsonb) as m(game_id integer, type_id integer, kind integer, group_id integer, name text, period integer,
       param integer, is_blocked boolean, blocked_by text, is_combinable boolean, is_banned_express boolean, settled boolean, sort integer)
     returning id, game_id, sort`,
    [JSON.stringify(marketRows)],
  );
}

/** New outcomes (one statement). */
export async function insertOutcomeRows(db: Queryable, outcomeRows: readonly Record<string, unknown>[], now: Date): Promise<void> {
  await db.query(
    `insert into line_outcomes (market_id, game_id, code, name, coef, result, sort, updated_at)
     select market_id, game_id, code, name, coef, result, sort, $2 from jsonb_to_recordset($1::jsonb)
       as o(market_id integer, game_id integer, code text, name text, coef integer, result text, sort integer)`,
    [JSON.stringify(outcomeRows), now],
  );
}
