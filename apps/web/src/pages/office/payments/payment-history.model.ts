import { AccountsPaths, MainAccountPaymentsResponseSchema, type MainAccountPaymentsResponse } from '@betting/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { apiRequest } from '../../../shared/api/api';

export interface PaymentHistoryQuery {
  readonly pageNumber: number;
  readonly isIncludeArchive: boolean;
}

/** `office/historypay`: the main account's payments, a page at a time, the archive on request. */
export const historyRequested = createEvent<PaymentHistoryQuery>();
export const loadHistoryFx = createEffect((query: PaymentHistoryQuery) =>
  apiRequest({ method: 'GET', path: AccountsPaths.mainAccountPayments, query: { pageNumber: query.pageNumber, isIncludeArchive: query.isIncludeArchive }, schema: MainAccountPaymentsResponseSchema }),
);
export const $query = createStore<PaymentHistoryQuery>({ pageNumber: 1, isIncludeArchive: false }).on(historyRequested, (_, query) => query);
export const $history = createStore<MainAccountPaymentsResponse | null>(null).on(loadHistoryFx.doneData, (_, history) => history);
export const $historyFailed = createStore(false)
  .on(loadHistoryFx.fail, () => true)
  .reset(loadHistoryFx);

sample({ clock: historyRequested, target: loadHistoryFx });
