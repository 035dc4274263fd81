import type { LineGameProofResponse } from '@betting/contracts';
import type { Queryable } from '../db/database';

/** A game as its proof needs it: its sides, ratings, score and schedule key. */
export interface ProofRow {
  id: number;
  sport_id: number;
  sport_name: string;
  champ_name: string;
  status: 'prematch' | 'live' | 'finished';
  home_name: string;
  away_name: string;
  home_strength: number;
  away_strength: number;
  home_score: number | null;
  away_score: number | null;
  period_scores: [number, number][] | string;
  schedule_key: string;
  start_s: number;
}

export async function proofGameOf(db: Queryable, gameId: number): Promise<ProofRow | undefined> {
  const [row] = await db.query<ProofRow>(
    `select g.id, g.sport_id, s.name as sport_name, c.name as champ_name, g.status, g.home_name, g.away_name, g.home_strength, g.away_strength,
       g.home_score, g.away_score, g.period_scores, g.schedule_key, floor(extract(epoch from g.start_at))::float8 as start_s
     from line_games g join line_sports s on s.id = g.sport_id join line_champs c on c.id = g.champ_id where g.id = $1`,
    [gameId],
  );
  return row;
}

/** The game's markets in the line's order, each with its outcomes and their results. */
export async function proofMarketsOf(db: Queryable, gameId: number): Promise<LineGameProofResponse['markets']> {
  const rows = await db.query<{ id: number; name: string; type_id: number; period: number; param: number | null; code: string; outcome_name: string; result: string | null }>(
    `select m.id, m.name, m.type_id, m.period, m.param, o.code, o.name as outcome_name, o.result
     from line_markets m join line_outcomes o on o.market_id = m.id where m.game_id = $1 order by m.sort, m.id, o.sort, o.id`,
    [gameId],
  );
  const markets = new Map<number, LineGameProofResponse['markets'][number]>();
  for (const m of rows) {
    const market = markets.get(m.id) ?? { id: m.id, name: m.name, typeId: m.type_id, period: m.period, param: m.param, outcomes: [] };
    market.outcomes.push({ code: m.code, name: m.outcome_name, result: m.result });
    markets.set(m.id, market);
  }
  return [...markets.values()];
}
