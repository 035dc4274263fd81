import {
  LineChampResponseSchema,
  LineEsportsResponseSchema,
  LineEventsResponseSchema,
  LineGameResponseSchema,
  LineMenuResponseSchema,
  LinePaths,
  LineResultsResponseSchema,
  type EsportsType,
  type LineSection,
  type LineTimeFilter,
} from '@betting/contracts';
import { cache, concurrency, createQuery } from '@farfetched/core';
import { createEffect, sample, type EventCallable, type Store } from 'effector';
import { apiRequest } from '../../shared/api/api';
import { LINE_QUERY_NAMES } from './line-query-names';
import { lineStateStale } from './line-stream';

/**
 * The line feed's reads (the sports menu, event lists, one game, results, a champ, esports disciplines). Each is a
 * query whose latest start wins, so switching sport or filter quickly never shows an older answer. The session's
 * bearer (when signed in) lets the API hide the sports the user config disallows.
 */
export interface MenuRequest {
  readonly lng: string;
  readonly section?: LineSection;
  readonly esports?: boolean;
  readonly groupByCountry: boolean;
}
export const loadMenuFx = createEffect(({ lng, section, esports, groupByCountry }: MenuRequest) =>
  apiRequest({
    method: 'GET',
    path: LinePaths.menu,
    query: { lng, ...(section ? { section } : {}), groupByCountry: groupByCountry ? '1' : '0', ...(esports === undefined ? {} : { esports: esports ? '1' : '0' }) },
    schema: LineMenuResponseSchema,
  }),
);
export const menuQuery = createQuery({ effect: loadMenuFx, name: LINE_QUERY_NAMES.menu });
concurrency(menuQuery, { strategy: 'TAKE_LATEST' });
// Every sports page mounts the menu: moving between them reuses an answer under 30 s old instead of asking again.
cache(menuQuery, { staleAfter: '30s', purge: lineStateStale });

export interface EventsRequest {
  readonly lng: string;
  readonly section: LineSection;
  readonly timeFilter: LineTimeFilter;
  readonly sportId?: number;
  readonly champId?: number;
  readonly esportsType?: EsportsType;
}
export const loadEventsFx = createEffect(({ lng, section, timeFilter, sportId, champId, esportsType }: EventsRequest) =>
  apiRequest({
    method: 'GET',
    path: LinePaths.events,
    query: {
      lng,
      section,
      timeFilter,
      ...(sportId ? { sportId: String(sportId) } : {}),
      ...(champId ? { champId: String(champId) } : {}),
      ...(esportsType ? { esports: '1', esportsType } : {}),
    },
    schema: LineEventsResponseSchema,
  }),
);
export const eventsQuery = createQuery({ effect: loadEventsFx, name: LINE_QUERY_NAMES.events });
concurrency(eventsQuery, { strategy: 'TAKE_LATEST' });

export const loadTopFx = createEffect(({ lng, section, limit }: { lng: string; section: LineSection; limit: number }) =>
  apiRequest({ method: 'GET', path: LinePaths.top, query: { lng, section, limit: String(limit) }, schema: LineEventsResponseSchema }),
);

export const loadGameFx = createEffect(({ lng, gameId }: { lng: string; gameId: number }) =>
  apiRequest({ method: 'GET', path: LinePaths.game(gameId), query: { lng }, schema: LineGameResponseSchema }),
);
export const gameQuery = createQuery({ effect: loadGameFx, name: LINE_QUERY_NAMES.game });
concurrency(gameQuery, { strategy: 'TAKE_LATEST' });

export interface ResultsRequest {
  readonly lng: string;
  readonly type: 'live' | 'zone';
  /** A day (YYYY-MM-DD) in the bettor's offset `tzo` (hours). */
  readonly date?: string;
  readonly tzo?: number;
  readonly sportId?: number | null;
}
export const loadResultsFx = createEffect(({ lng, type, date, tzo, sportId }: ResultsRequest) =>
  apiRequest({
    method: 'GET',
    path: LinePaths.results,
    query: { lng, type, ...(date ? { date, tzo: String(tzo ?? 0) } : {}), ...(sportId ? { sportId: String(sportId) } : {}) },
    schema: LineResultsResponseSchema,
  }),
);
export const resultsQuery = createQuery({ effect: loadResultsFx, name: 'line.results' });
concurrency(resultsQuery, { strategy: 'TAKE_LATEST' });

export const loadChampFx = createEffect(({ lng, champId }: { lng: string; champId: number }) =>
  apiRequest({ method: 'GET', path: LinePaths.champ(champId), query: { lng }, schema: LineChampResponseSchema }),
);
export const champQuery = createQuery({ effect: loadChampFx, name: 'line.champ' });
concurrency(champQuery, { strategy: 'TAKE_LATEST' });

export const loadEsportsFx = createEffect(({ lng, type }: { lng: string; type: EsportsType }) =>
  apiRequest({ method: 'GET', path: LinePaths.esports, query: { lng, type }, schema: LineEsportsResponseSchema }),
);
export const esportsQuery = createQuery({ effect: loadEsportsFx, name: 'line.esports' });
concurrency(esportsQuery, { strategy: 'TAKE_LATEST' });

// After a gap the live stream could not bridge, every line read the page made is loaded again with its last params.
for (const query of [menuQuery, eventsQuery, gameQuery, resultsQuery, champQuery, esportsQuery] as const) {
  sample({
    clock: lineStateStale,
    source: query.__.$latestParams as Store<unknown>,
    filter: (params) => params !== undefined,
    target: query.start as EventCallable<unknown>,
  });
}
