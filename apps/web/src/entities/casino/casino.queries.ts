import {
  CasinoCategoriesResponseSchema,
  CasinoGameResponseSchema,
  CasinoGamesResponseSchema,
  CasinoLobbyResponseSchema,
  CasinoPaths,
  CasinoProviderResponseSchema,
  CasinoProvidersResponseSchema,
  type CasinoGamesQueryInput,
  type CasinoWhence,
} from '@betting/contracts';
import { cache, concurrency, createQuery } from '@farfetched/core';
import { createEffect } from 'effector';
import { apiRequest } from '../../shared/api/api';
import { CASINO_QUERY_NAMES } from './casino-query-names';

/**
 * The casino catalogue's reads (libs/contracts casino/catalogue). The catalogue changes rarely: lists seen in the last
 * minute are reused as the player moves between lobby pages; the latest start of each query wins.
 */
const definedOnly = (query: object) => Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;

export const loadLobbyFx = createEffect(({ lng, whence }: { lng: string; whence: CasinoWhence }) =>
  apiRequest({ method: 'GET', path: CasinoPaths.lobby, query: { lng, whence }, schema: CasinoLobbyResponseSchema }),
);
export const lobbyQuery = createQuery({ effect: loadLobbyFx, name: CASINO_QUERY_NAMES.lobby });
concurrency(lobbyQuery, { strategy: 'TAKE_LATEST' });
cache(lobbyQuery, { staleAfter: '1m' });

export const loadCategoriesFx = createEffect(({ lng }: { lng: string }) => apiRequest({ method: 'GET', path: CasinoPaths.categories, query: { lng }, schema: CasinoCategoriesResponseSchema }));
export const categoriesQuery = createQuery({ effect: loadCategoriesFx, name: 'casino.categories' });
cache(categoriesQuery, { staleAfter: '5m' });

export const loadGamesFx = createEffect((query: CasinoGamesQueryInput) => apiRequest({ method: 'GET', path: CasinoPaths.games, query: definedOnly(query), schema: CasinoGamesResponseSchema }));
export const gamesQuery = createQuery({ effect: loadGamesFx, name: 'casino.games' });
concurrency(gamesQuery, { strategy: 'TAKE_LATEST' });
cache(gamesQuery, { staleAfter: '1m' });

export const loadProvidersFx = createEffect(() => apiRequest({ method: 'GET', path: CasinoPaths.providers, schema: CasinoProvidersResponseSchema }));
export const providersQuery = createQuery({ effect: loadProvidersFx, name: 'casino.providers' });
cache(providersQuery, { staleAfter: '5m' });

export const loadProviderFx = createEffect((slug: string) => apiRequest({ method: 'GET', path: CasinoPaths.provider(slug), schema: CasinoProviderResponseSchema }));
export const providerQuery = createQuery({ effect: loadProviderFx, name: 'casino.provider' });
concurrency(providerQuery, { strategy: 'TAKE_LATEST' });

/** One game by id (`…/game/{gameId}/{gameName}`) or by route (`games/{gameRoute}`, a current or an old route). */
export type GameRequest = { readonly lng: string } & ({ readonly gameId: number } | { readonly route: string });
export const loadGameFx = createEffect((request: GameRequest) =>
  apiRequest({ method: 'GET', path: 'gameId' in request ? CasinoPaths.game(request.gameId) : CasinoPaths.gameByRoute(request.route), query: { lng: request.lng }, schema: CasinoGameResponseSchema }),
);
export const gameQuery = createQuery({ effect: loadGameFx, name: CASINO_QUERY_NAMES.game });
concurrency(gameQuery, { strategy: 'TAKE_LATEST' });
