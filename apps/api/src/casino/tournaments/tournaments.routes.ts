import {
  ApiErrorSchema,
  CasinoTournamentPrizesQuerySchema,
  CasinoTournamentPrizesResponseSchema,
  CasinoLeaderboardQuerySchema,
  CasinoLeaderboardResponseSchema,
  CasinoTournamentParamsSchema,
  CasinoTournamentPaths,
  CasinoTournamentQuerySchema,
  CasinoTournamentResponseSchema,
  CasinoTournamentsQuerySchema,
  CasinoTournamentsResponseSchema,
} from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context';
import { limitsCallerOf } from '../../limits';
import { computeLeaderboard } from './leaderboard.repository';
import { payoutOf, prizesWonBy, type PrizeState } from './prizes';
import { refuseTournament } from './refusals';
import { compareTournaments, tournamentStatus } from './rules';
import { findTournament, listTournaments, tournamentGames } from './tournaments.repository';
import { leaderboardMe, leaderboardRows, tournamentSummary } from './wire';
import { guestRefusalOf } from '../../sessions';

export interface TournamentsRoutesOptions {
  readonly context: AppContext;
  /** The prize hook: pays an ended tournament's prizes once (the module's `payTournamentPrizes`). */
  readonly payPrizes: (tournamentId: number) => Promise<PrizeState>;
}

/** Texts in the asked language, English where a tournament has none. */
export const languagesOf = (lng: string): string[] => (lng === 'en' ? ['en'] : [lng, 'en']);

/** Lists and rules change only when a tournament starts or ends: shared caches may keep them for a minute. */
const LIST_CACHE = 'public, max-age=60';

/**
 * The tournaments (`CasinoTournamentPaths`): the list, one tournament with its games, and its leaderboard computed from
 * the rounds on every call (`no-store`). The board reads who calls only to add their own row; a token that is not
 * valid is answered as a guest, like the catalogue's preview.
 */
export const tournamentsRoutes: FastifyPluginAsyncZod<TournamentsRoutesOptions> = async (app, { context, payPrizes }) => {
  const { db, clock, userTokenKey: key } = context;

  app.get(CasinoTournamentPaths.list, { schema: { querystring: CasinoTournamentsQuerySchema, response: { 200: CasinoTournamentsResponseSchema } } }, async (request, reply) => {
    const nowMs = clock.now();
    const tournaments = (await listTournaments(db, languagesOf(request.query.lng)))
      .filter((tournament) => request.query.status === undefined || tournamentStatus(tournament, nowMs) === request.query.status)
      .sort(compareTournaments(nowMs));
    reply.header('cache-control', LIST_CACHE);
    return { tournaments: tournaments.map((tournament) => tournamentSummary(tournament, nowMs)), serverTime: new Date(nowMs).toISOString() };
  });

  app.get(
    CasinoTournamentPaths.tournamentPattern,
    { schema: { params: CasinoTournamentParamsSchema, querystring: CasinoTournamentQuerySchema, response: { 200: CasinoTournamentResponseSchema, 404: ApiErrorSchema } } },
    async (request, reply) => {
      const tournament = await findTournament(db, request.params.tournament, languagesOf(request.query.lng));
      if (!tournament) return refuseTournament(reply, 'casino_tournament_not_found');
      const nowMs = clock.now();
      reply.header('cache-control', LIST_CACHE);
      return {
        tournament: {
          ...tournamentSummary(tournament, nowMs),
          rules: [...tournament.rules],
          prizes: tournament.prizes.map((amount, index) => ({ place: index + 1, amount })),
          games: await tournamentGames(db, tournament.id),
        },
        serverTime: new Date(nowMs).toISOString(),
      };
    },
  );

  app.get(
    CasinoTournamentPaths.leaderboardPattern,
    { schema: { params: CasinoTournamentParamsSchema, querystring: CasinoLeaderboardQuerySchema, response: { 200: CasinoLeaderboardResponseSchema, 404: ApiErrorSchema } } },
    async (request, reply) => {
      const tournament = await findTournament(db, request.params.tournament, ['en']);
      if (!tournament) return refuseTournament(reply, 'casino_tournament_not_found');
      const caller = await limitsCallerOf(db, clock, key, request);
      const me = caller.kind === 'user' ? caller.userId : null;
      const nowMs = clock.now();
      const { limit } = request.query;
      const status = tournamentStatus(tournament, nowMs);
      // The hook: the first look at an ended tournament pays its prizes (the sweep does it too; either way once).
      if (status === 'finished') await payPrizes(tournament.id).catch((error: unknown) => request.log.error({ err: error }, `prizes of tournament ${tournament.id} not paid`));
      const board = await computeLeaderboard(db, tournament, limit, me);
      reply.header('cache-control', 'private, no-store').header('vary', 'authorization, cookie');
      return {
        tournamentId: tournament.id,
        status,
        scoring: tournament.scoring,
        currency: tournament.currency,
        participants: board.participants,
        top: leaderboardRows(board.standings, tournament.prizes, me, limit),
        me: me === null ? null : leaderboardMe(board.standings, tournament.prizes, me),
        computedAt: new Date(nowMs).toISOString(),
        payout: status === 'finished' ? await payoutOf(db, tournament.id, me) : null,
      };
    },
  );

  app.get(
    CasinoTournamentPaths.myPrizes,
    { schema: { querystring: CasinoTournamentPrizesQuerySchema, response: { 200: CasinoTournamentPrizesResponseSchema, 401: ApiErrorSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const caller = await request.caller;
      if (caller.kind !== 'user') {
        return refuseTournament(reply, guestRefusalOf(caller));
      }
      const { page, pageSize } = request.query;
      const { prizes, total } = await prizesWonBy(db, caller.userId, languagesOf(request.query.lng), { page, pageSize });
      return { prizes, paging: { pageNumber: page, pageSize, totalCount: total, totalPages: Math.ceil(total / pageSize) } };
    },
  );
};
