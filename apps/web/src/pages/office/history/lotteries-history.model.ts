import { CasinoLotteryHistoryResponseSchema, CasinoLotteryPaths, type CasinoLotteryHistoryQueryInput } from '@betting/contracts';
import { concurrency, createQuery } from '@farfetched/core';
import { createEffect } from 'effector';
import { apiRequest } from '../../../shared/api/api';

/** `office/history/lotteries`: the person's keno, bingo, toto and lotto entries by game, period and status, a page at a time; the latest request wins. */
export const loadLotteriesHistoryFx = createEffect((query: CasinoLotteryHistoryQueryInput) =>
  apiRequest({
    method: 'GET',
    path: CasinoLotteryPaths.history,
    query: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as Record<string, string | number>,
    schema: CasinoLotteryHistoryResponseSchema,
  }),
);
export const lotteriesHistoryQuery = createQuery({ effect: loadLotteriesHistoryFx, name: 'office.lotteriesHistory' });
concurrency(lotteriesHistoryQuery, { strategy: 'TAKE_LATEST' });
