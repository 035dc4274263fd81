import { BetHistoryResponseSchema, BettingPaths, type BetHistoryQueryInput } from '@betting/contracts';
import { concurrency, createQuery } from '@farfetched/core';
import { createEffect, sample, type EventCallable, type Store } from 'effector';
import { debounce, delay } from 'patronum';
import { lineEventReceived } from '../../../entities/line/line-stream';
import { couponChanged } from '../../../features/cash-out/cash-out.model';
import { apiRequest } from '../../../shared/api/api';

/** `office/history`: the bettor's coupons by period, status and type, a page at a time; the latest request wins. */
export const loadBetHistoryFx = createEffect((query: BetHistoryQueryInput) =>
  apiRequest({
    method: 'GET',
    path: BettingPaths.history,
    query: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as Record<string, string | number>,
    schema: BetHistoryResponseSchema,
  }),
);
export const betHistoryQuery = createQuery({ effect: loadBetHistoryFx, name: 'office.betHistory' });
concurrency(betHistoryQuery, { strategy: 'TAKE_LATEST' });

/** The games of the open coupons on the page: the live stream follows them while the page shows them. */
export const $openCouponGames = betHistoryQuery.$data.map((data) => [
  ...new Set((data?.coupons ?? []).filter((coupon) => coupon.status === 'open').flatMap((coupon) => coupon.bets.flatMap((bet) => (bet.gameId === null ? [] : [bet.gameId])))),
]);

/** How long after a game of an open coupon finishes the page asks again: settlement runs as the results are committed. */
export const SETTLED_RELOAD_MS = 1_000;
/** And once more, for a settlement that took longer than that. */
export const SETTLED_RELOAD_AGAIN_MS = 5_000;

const openCouponGameFinished = sample({
  clock: lineEventReceived,
  source: $openCouponGames,
  filter: (games, event) => event.type === 'finished' && games.includes(event.gameId),
  fn: () => undefined,
});
const reloadSoon = debounce(openCouponGameFinished, SETTLED_RELOAD_MS);
const reloadLater = delay(reloadSoon, SETTLED_RELOAD_AGAIN_MS - SETTLED_RELOAD_MS);
// A coupon is lost the moment one leg loses: the page shows it without the bettor reloading.
sample({
  clock: [reloadSoon, reloadLater, couponChanged],
  source: betHistoryQuery.__.$latestParams as Store<BetHistoryQueryInput | undefined>,
  filter: (params) => params !== undefined,
  target: betHistoryQuery.start as EventCallable<BetHistoryQueryInput | undefined>,
});
