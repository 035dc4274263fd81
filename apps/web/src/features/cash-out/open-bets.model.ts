import { BetHistoryResponseSchema, BettingPaths } from '@betting/contracts';
import { createQuery } from '@farfetched/core';
import { createEffect, createEvent, sample } from 'effector';
import { debounce } from 'patronum';
import { coupon } from '../../entities/coupon/coupon';
import { lineEventReceived } from '../../entities/line/line-stream';
import { apiRequest } from '../../shared/api/api';
import { couponChanged } from './cash-out.model';

/** How many open bets the slip lists (the office's history has them all). */
export const OPEN_BETS_SHOWN = 20;

const loadOpenBetsFx = createEffect(() => apiRequest({ method: 'GET', path: BettingPaths.history, query: { status: 'open', pageSize: OPEN_BETS_SHOWN }, schema: BetHistoryResponseSchema }));
/** The bettor's open coupons, newest first, for the slip's "Open bets" view. */
export const openBetsQuery = createQuery({ effect: loadOpenBetsFx, name: 'slip.openBets' });

/** The view is on screen: the list is read now and again whenever a coupon changes. */
export const openBetsShown = createEvent();

export const $openBetGames = openBetsQuery.$data.map((data) => [...new Set((data?.coupons ?? []).flatMap((placed) => placed.bets.flatMap((bet) => (bet.gameId === null ? [] : [bet.gameId]))))]);

// A game of an open bet finished: settlement runs as its results are committed, so the list is read a moment later.
const openBetGameFinished = sample({ clock: lineEventReceived, source: $openBetGames, filter: (games, event) => event.type === 'finished' && games.includes(event.gameId) });
sample({ clock: [openBetsShown, couponChanged, coupon.couponPlaced, debounce(openBetGameFinished, 1_000)], fn: () => undefined, target: openBetsQuery.start });
