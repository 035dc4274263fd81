import { CasinoGamePaths, CasinoRoundHistoryResponseSchema, CasinoTournamentPaths, CasinoTournamentPrizesResponseSchema, type CasinoRoundHistoryQueryInput } from '@betting/contracts';
import { concurrency, createQuery } from '@farfetched/core';
import { createEffect } from 'effector';
import { apiRequest } from '../../../shared/api/api';

/** `office/history/casino`: the player's casino rounds (real money), newest first, a page at a time; the latest request wins. */
export const loadCasinoHistoryFx = createEffect((query: CasinoRoundHistoryQueryInput) =>
  apiRequest({ method: 'GET', path: CasinoGamePaths.history, query: query.launchKind ? { page: String(query.page ?? 1), launchKind: query.launchKind } : { page: String(query.page ?? 1) }, schema: CasinoRoundHistoryResponseSchema }),
);
export const casinoHistoryQuery = createQuery({ effect: loadCasinoHistoryFx, name: 'office.casinoHistory' });
concurrency(casinoHistoryQuery, { strategy: 'TAKE_LATEST' });

/** The tournament prizes paid to the person (they show under the casino rounds), newest first. */
export const loadTournamentPrizesFx = createEffect((query: { readonly lng: string; readonly page: number }) =>
  apiRequest({ method: 'GET', path: CasinoTournamentPaths.myPrizes, query: { lng: query.lng, page: String(query.page) }, schema: CasinoTournamentPrizesResponseSchema }),
);
export const tournamentPrizesQuery = createQuery({ effect: loadTournamentPrizesFx, name: 'office.tournamentPrizes' });
concurrency(tournamentPrizesQuery, { strategy: 'TAKE_LATEST' });
