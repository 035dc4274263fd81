import { PaymentRequestPaths, PaymentRequestsResponseSchema, type PaymentRequestsResponse } from '@betting/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { apiRequest } from '../../../shared/api/api';

export type RequestsPage = PaymentRequestsResponse & { readonly page: number };

/** `office/payment/requests`: the person's payment requests, newest first, a page at a time. */
export const requestsPageRequested = createEvent<number>();

export const loadRequestsFx = createEffect(async (page: number): Promise<RequestsPage> => ({
  page,
  ...(await apiRequest({ method: 'GET', path: PaymentRequestPaths.requests, query: { page }, schema: PaymentRequestsResponseSchema })),
}));

/** The page asked for last: an older answer that arrives late is not shown over it. */
export const $requestedPage = createStore(1).on(requestsPageRequested, (_, page) => page);
export const $requests = createStore<RequestsPage | null>(null);
export const $requestsFailed = createStore(false)
  .on(loadRequestsFx.fail, () => true)
  .reset(loadRequestsFx);

sample({ clock: requestsPageRequested, target: loadRequestsFx });
sample({ clock: loadRequestsFx.doneData, source: $requestedPage, filter: (page, loaded) => loaded.page === page, fn: (_, loaded) => loaded, target: $requests });
