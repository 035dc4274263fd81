import { BetHistoryResponseSchema, BettingPaths, type BetHistoryQueryInput } from '@betting/contracts';
import { concurrency, createQuery } from '@farfetched/core';
import { createEffect } from 'effector';
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
