import {
  CASINO_LEADERBOARD_REFRESH_MS,
  CasinoLeaderboardResponseSchema,
  CasinoTournamentPaths,
  CasinoTournamentResponseSchema,
  CasinoTournamentsResponseSchema,
  type CasinoLeaderboardResponse,
  type CasinoTournamentResponse,
} from '@betting/contracts';
import { cache, concurrency, createQuery } from '@farfetched/core';
import { combine, createEffect, createEvent, createStore, merge, sample } from 'effector';
import { interval } from 'patronum';
import { $userId } from '../../../entities/session/session-state';
import { apiRequest } from '../../../shared/api/api';

/** The tournaments list (bonus/casino/tournaments and the bonus/casino page); the latest start wins. */
export const loadTournamentsFx = createEffect(({ lng }: { lng: string }) => apiRequest({ method: 'GET', path: CasinoTournamentPaths.list, query: { lng }, schema: CasinoTournamentsResponseSchema }));
export const tournamentsQuery = createQuery({ effect: loadTournamentsFx, name: 'casino.tournaments' });
concurrency(tournamentsQuery, { strategy: 'TAKE_LATEST' });
cache(tournamentsQuery, { staleAfter: '30s' });

/** One tournament by the slug (or id) in the page's address. */
export const loadTournamentFx = createEffect(({ id, lng }: { id: string; lng: string }) =>
  apiRequest({ method: 'GET', path: CasinoTournamentPaths.tournament(id), query: { lng }, schema: CasinoTournamentResponseSchema }),
);
export const tournamentQuery = createQuery({ effect: loadTournamentFx, name: 'casino.tournament' });
concurrency(tournamentQuery, { strategy: 'TAKE_LATEST' });

/** Its leaderboard: computed by the server on every call, with the signed-in player's own row. */
export const loadLeaderboardFx = createEffect((id: string) => apiRequest({ method: 'GET', path: CasinoTournamentPaths.leaderboard(id), schema: CasinoLeaderboardResponseSchema }));
export const leaderboardQuery = createQuery({ effect: loadLeaderboardFx, name: 'casino.leaderboard' });
concurrency(leaderboardQuery, { strategy: 'TAKE_LATEST' });

/** The tournament page opened (its address's id and language) and left. */
export const tournamentPageOpened = createEvent<{ id: string; lng: string }>();
export const tournamentPageClosed = createEvent();

const $openedId = createStore<string | null>(null)
  .on(tournamentPageOpened, (_, { id }) => id)
  .reset(tournamentPageClosed);

const isTournament = (answer: CasinoTournamentResponse | null, id: string | null): answer is CasinoTournamentResponse =>
  answer !== null && id !== null && (answer.tournament.slug === id || String(answer.tournament.id) === id);

/** The open page's tournament; null while another one's answer is all there is. */
export const $tournament = combine(tournamentQuery.$data, $openedId, (answer, id) => (isTournament(answer, id) ? answer.tournament : null));
/** The open page's board; null until its own answer came. */
export const $leaderboard = combine(leaderboardQuery.$data, $tournament, (board, tournament): CasinoLeaderboardResponse | null =>
  board !== null && tournament !== null && board.tournamentId === tournament.id ? board : null,
);

/** The board's own status is the newer word: it is asked again while the tournament runs. */
export const $isRunning = combine($tournament, $leaderboard, (tournament, board) => (board ? board.status === 'running' : tournament?.status === 'running'));

sample({ clock: tournamentPageOpened, target: tournamentQuery.start });
sample({ clock: tournamentPageOpened, fn: ({ id }) => id, target: leaderboardQuery.start });

// Every 30 s while the open tournament runs; the timer stops when the page closes or the tournament ends.
const refresh = interval({
  timeout: CASINO_LEADERBOARD_REFRESH_MS,
  start: sample({ clock: $isRunning.updates, filter: Boolean, fn: () => undefined }),
  stop: merge([tournamentPageClosed, sample({ clock: $isRunning.updates, filter: (running) => !running })]),
});
export const $isRefreshing = refresh.isRunning;

// A tick, or signing in or out (the own row changes), asks for the board again.
sample({ clock: [refresh.tick, $userId.updates], source: $openedId, filter: (id): id is string => id !== null, target: leaderboardQuery.start });
