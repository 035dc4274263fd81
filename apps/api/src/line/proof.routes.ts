import { ApiErrorSchema, LineGameParamsSchema, LineGameProofResponseSchema, LinePaths, type LineGameProofResponse } from '@betting/contracts';
import { playToEnd, startGame, type SimEvent } from '@betting/games';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../db/database';
import { SPORT_BY_ID } from './catalog';
import { SimDraws, drawKeyCommitment, gameDrawKey, type SimulatorSecret } from './draws';
import { lineError } from './line.routes';
import { proofGameOf, proofMarketsOf, type ProofRow } from './proof.repository';
import type { SimGame } from './simulation';

export interface LineProofRoutesOptions {
  readonly db: Queryable;
  readonly secret: SimulatorSecret;
  /** Runs before each call (the lazy schedule). */
  readonly ready: () => Promise<void>;
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
    const row = await proofGameOf(db, request.params.gameId);
    const markets = row ? await proofMarketsOf(db, row.id) : [];
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
      markets,
    };
    return answer;
  });
};
