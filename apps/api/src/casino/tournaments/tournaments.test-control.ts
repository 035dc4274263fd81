import { ApiErrorSchema, CasinoTournamentEndResponseSchema, CasinoTournamentParamsSchema, CasinoTournamentTestControlPaths } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { payTournamentPrizes, payoutOf } from './prizes';
import { refuseTournament } from './refusals';
import { findTournament } from './tournaments.repository';

/**
 * Non-production only (`CasinoTournamentTestControlPaths`): a tournament ends now — its end moved to a millisecond
 * after the clock, so every round settled so far counts (rounds count when settled before the end; its start moves
 * too when it had not started) — and its prizes are paid as the sweep would pay them a millisecond later.
 */
export const casinoTournamentsTestControlRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  const log = (message: string, error: unknown) => app.log.error({ err: error }, message);
  app.post(
    CasinoTournamentTestControlPaths.endPattern,
    { schema: { params: CasinoTournamentParamsSchema, response: { 200: CasinoTournamentEndResponseSchema, 404: ApiErrorSchema } } },
    async (request, reply) => {
      const tournament = await findTournament(db, request.params.tournament, ['en']);
      if (!tournament) return refuseTournament(reply, 'casino_tournament_not_found');
      const endsAt = new Date(clock.now() + 1);
      await db.query(
        `update casino_tournaments set ends_at = $2, starts_at = least(starts_at, $2::timestamptz - interval '1 millisecond') where id = $1 and ends_at > $2`,
        [tournament.id, endsAt],
      );
      await payTournamentPrizes({ db, log, clock: { now: () => Math.max(clock.now(), endsAt.getTime()) } }, tournament.id);
      const [row] = await db.query<{ ends_at: Date | string }>('select ends_at from casino_tournaments where id = $1', [tournament.id]);
      return { tournamentId: tournament.id, endedAt: new Date(row?.ends_at ?? endsAt).toISOString(), payout: await payoutOf(db, tournament.id, null) };
    },
  );
};
