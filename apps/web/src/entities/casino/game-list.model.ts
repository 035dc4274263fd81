import type { CasinoGame, CasinoGamesQueryInput, CasinoGamesResponse } from '@betting/contracts';
import { attach, createEvent, createStore, sample } from 'effector';
import { loadGamesFx } from './casino.queries';

/** The filters of a games list, without its page: a category, a provider, a brand, a search text. */
export type GameListFilters = Omit<CasinoGamesQueryInput, 'page' | 'pageSize'>;

/**
 * A games list that grows a page at a time ("Show more"): opening it with new filters starts again from page 1, and
 * an answer for filters no longer shown is dropped. One list is on screen at a time, so one model serves every page.
 */
export const listOpened = createEvent<GameListFilters>();
export const moreRequested = createEvent();
export const retried = createEvent();

const $filters = createStore<GameListFilters | null>(null).on(listOpened, (_, filters) => filters);
const $page = createStore(1).on(listOpened, () => 1);

const loadPageFx = attach({
  effect: loadGamesFx,
  mapParams: ({ filters, page }: { filters: GameListFilters; page: number }): CasinoGamesQueryInput => ({ ...filters, page }),
});

export const $games = createStore<readonly CasinoGame[] | null>(null).reset(listOpened);
export const $total = createStore(0).reset(listOpened);
export const $pending = loadPageFx.pending;
export const $failed = createStore(false)
  .on(loadPageFx, () => false)
  .on(loadPageFx.fail, () => true)
  .reset(listOpened);

const answered = sample({
  clock: loadPageFx.done,
  source: $filters,
  filter: (filters, { params }) => filters === params.filters,
  fn: (_, { params, result }): { page: number; answer: CasinoGamesResponse } => ({ page: params.page, answer: result }),
});
$games.on(answered, (games, { page, answer }) => (page === 1 || games === null ? answer.games : [...games, ...answer.games.filter((game) => !games.some((known) => known.id === game.id))]));
$total.on(answered, (_, { answer }) => answer.paging.totalCount);
$page.on(answered, (_, { page }) => page);

export const $hasMore = sample({ source: { games: $games, total: $total }, fn: ({ games, total }) => games !== null && games.length < total });

sample({ clock: listOpened, fn: (filters) => ({ filters, page: 1 }), target: loadPageFx });
sample({
  clock: moreRequested,
  source: { filters: $filters, page: $page, pending: $pending, hasMore: $hasMore },
  filter: ({ filters, pending, hasMore }) => filters !== null && !pending && hasMore,
  fn: ({ filters, page }) => ({ filters: filters as GameListFilters, page: page + 1 }),
  target: loadPageFx,
});
sample({
  clock: retried,
  source: { filters: $filters, games: $games, page: $page },
  filter: ({ filters }) => filters !== null,
  fn: ({ filters, games, page }) => ({ filters: filters as GameListFilters, page: games === null ? 1 : page + 1 }),
  target: loadPageFx,
});
