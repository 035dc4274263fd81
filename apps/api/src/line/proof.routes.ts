import { ApiErrorSchema, LineGameParamsSchema, LineGameProofResponseSchema, LinePaths, type LineGameProofResponse } from '@betting/contracts';
import { playToEnd, startGame, type SimEvent } from '@betting/games';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../db/database';
import { SPORT_BY_ID } from './catalog';
import { SimDraws, drawKeyCommitment, gameDrawKey, type SimulatorSecret } from './draws';
import { lineError } from './line.routes';
import type { SimGame } from './simulation';

export interface LineProofRoutesOptions {
  readonly db: Queryable;
  readonly secret: SimulatorSecret;
  /** Runs before each call (the lazy schedule). */
  readonly ready: () => Promise<void>;
}

interface ProofRow {
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

/** The scoring events of a game, replayed from its key with the simulator's own code (only ever for a finished game). */
function eventsOf(key: Buffer, row: ProofRow): SimEvent[] {
  const sport = SPORT_BY_ID.get(row.sport_id)!;
  const game: SimGame = { draws: new SimDraws(key), sport, homeRating: row.home_strength, awayRating: row.away_strength, status: 'prematch', gameSeconds: 0, period: 0, home: 0, away: 0, periodScores: [], events: [] };
  startGame(game);
  playToEnd(game);
  return game.events ?? [];
}

/**
 * "Commit before, reveal after" (LinePaths.proof): every game publishes the SHA-256 of its draw key from the moment
 * it is on the line; the key itself, and the scoring events it played, only when the game is finished — before that
 * the key would tell how the game goes on. This is the only place the line ever sends a key.
 */
export const lineProofRoutes: FastifyPluginAsyncZod<LineProofRoutesOptions> = async (app, { db, secret, ready }) => {
  app.get(LinePaths.proofPattern, { schema: { params: LineGameParamsSchema, response: { 200: LineGameProofResponseSchema, 404: ApiErrorSchema } } }, async (request, reply) => {
    await ready();
    const [row] = await db.query<ProofRow>(
      `select g.id, g.sport_id, s.name as sport_name, c.name as champ_name, g.status, g.home_name, g.away_name, g.home_strength, g.away_strength,
         g.home_score, g.away_score, g.period_scores, g.schedule_key, floor(extract(epoch from g.start_at))::float8 as start_s
       from line_games g join line_sports s on s.id = g.sport_id join line_champs c on c.id = g.champ_id where g.id = $1`,
      [request.params.gameId],
    );
    const marketRows = row
      ? await db.query<{ id: number; name: string; type_id: number; period: number; param: number | null; code: string; outcome_name: string; result: string | null }>(
          `select m.id, m.name, m.type_id, m.period, m.param, o.code, o.name as outcome_name, o.result
           from line_markets m join line_outcomes o on o.market_id = m.id where m.game_id = $1 order by m.sort, m.id, o.sort, o.id`,
          [row.id],
        )
      : [];
    const markets = new Map<number, LineGameProofResponse['markets'][number]>();
    for (const m of marketRows) {
      const market = markets.get(m.id) ?? { id: m.id, name: m.name, typeId: m.type_id, period: m.period, param: m.param, outcomes: [] };
      market.outcomes.push({ code: m.code, name: m.outcome_name, result: m.result });
      markets.set(m.id, market);
    }
    const sport = row && SPORT_BY_ID.get(row.sport_id);
    if (!row || !sport) return lineError(reply, 404, 'line_game_not_found');
    const key = gameDrawKey(secret, row.schedule_key);
    const finished = row.status === 'finished';
    const answer: LineGameProofResponse = {
      gameId: row.id,
      status: row.status,
      sportId: row.sport_id,
      sportName: row.sport_name,
      champName: row.champ_name,
      homeName: row.home_name,
      awayName: row.away_name,
      startsAt: row.start_s,
      sport: { slug: sport.slug, model: sport.model, hasDraw: sport.hasDraw, periods: sport.periods, periodSeconds: sport.periodSeconds, goals: sport.goals },
      homeRating: row.home_strength,
      awayRating: row.away_strength,
      commitment: drawKeyCommitment(key),
      key: finished ? key.toString('hex') : null,
      home: row.home_score ?? 0,
      away: row.away_score ?? 0,
      periodScores: typeof row.period_scores === 'string' ? (JSON.parse(row.period_scores) as [number, number][]) : row.period_scores,
      events: finished ? eventsOf(key, row) : null,
      markets: [...markets.values()],
    };
    return answer;
  });
};
