import {
  CreatePaymentRequestResponseSchema,
  PaymentRequestPaths,
  PaymentRequestTransactionResponseSchema,
  PaymentRequestTransactionsResponseSchema,
  paymentRequestTopicTransactionPath,
  paymentRequestTopicTransactionsPath,
  type CreatePaymentRequestBody,
  type Payment,
  type PaymentRequest,
  type PaymentRequestTransactionsResponse,
} from '@betting/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { apiRequest } from '../../../shared/api/api';
import { paymentRequestRefusalOf, type PaymentRequestRefusal } from './refusal';

export interface TransactionsQuery {
  readonly topicId: number;
  readonly page: number;
}
export type TransactionsPage = PaymentRequestTransactionsResponse & TransactionsQuery;

export interface TransactionKey {
  readonly topicId: number;
  readonly transactionId: number;
}

/**
 * The steps of `office/payment/create-request`: the person's payments a topic is about, one of them, and the message
 * that creates the request. A created request is kept for the requests list to confirm.
 */
export const createFlowStarted = createEvent();
export const transactionsRequested = createEvent<TransactionsQuery>();
export const transactionOpened = createEvent<TransactionKey>();
export const requestSubmitted = createEvent<CreatePaymentRequestBody>();
/** The requests list has shown the confirmation. */
export const createdNoticeSeen = createEvent();

export const loadTransactionsFx = createEffect(async (query: TransactionsQuery): Promise<TransactionsPage> => ({
  ...query,
  ...(await apiRequest({ method: 'GET', path: paymentRequestTopicTransactionsPath(query.topicId), query: { page: query.page }, schema: PaymentRequestTransactionsResponseSchema })),
}));
export const loadTransactionFx = createEffect(
  async (key: TransactionKey): Promise<Payment> =>
    (await apiRequest({ method: 'GET', path: paymentRequestTopicTransactionPath(key.topicId, key.transactionId), schema: PaymentRequestTransactionResponseSchema })).payment,
);
export const createRequestFx = createEffect(
  async (body: CreatePaymentRequestBody): Promise<PaymentRequest> => (await apiRequest({ method: 'POST', path: PaymentRequestPaths.requests, body, schema: CreatePaymentRequestResponseSchema })).request,
);

export const $transactionsQuery = createStore<TransactionsQuery | null>(null).on(transactionsRequested, (_, query) => query);
export const $transactions = createStore<TransactionsPage | null>(null);
export const $transactionsRefusal = createStore<PaymentRequestRefusal | null>(null)
  .on(loadTransactionsFx.failData, (_, error) => paymentRequestRefusalOf(error))
  .reset(loadTransactionsFx);

export const $transactionKey = createStore<TransactionKey | null>(null).on(transactionOpened, (_, key) => key);
export const $transaction = createStore<Payment | null>(null).reset(transactionOpened);
export const $transactionRefusal = createStore<PaymentRequestRefusal | null>(null).reset(transactionOpened);

export const $createRefusal = createStore<PaymentRequestRefusal | null>(null)
  .on(createRequestFx.failData, (_, error) => paymentRequestRefusalOf(error))
  .reset(requestSubmitted, createFlowStarted, transactionOpened);
/** The request just created: the form's page goes to the requests list, which confirms it once. */
export const $createdRequest = createStore<PaymentRequest | null>(null)
  .on(createRequestFx.doneData, (_, request) => request)
  .reset(createFlowStarted, createdNoticeSeen);

sample({ clock: transactionsRequested, target: loadTransactionsFx });
// Only the answer to the latest question is shown (a quick page change or another topic makes older ones stale).
sample({
  clock: loadTransactionsFx.doneData,
  source: $transactionsQuery,
  filter: (query, loaded) => query?.topicId === loaded.topicId && query.page === loaded.page,
  fn: (_, loaded) => loaded,
  target: $transactions,
});
sample({ clock: transactionOpened, target: loadTransactionFx });
const isLatest = (key: TransactionKey | null, params: TransactionKey) => key?.topicId === params.topicId && key.transactionId === params.transactionId;
sample({ clock: loadTransactionFx.done, source: $transactionKey, filter: (key, { params }) => isLatest(key, params), fn: (_, { result }) => result, target: $transaction });
sample({
  clock: loadTransactionFx.fail,
  source: $transactionKey,
  filter: (key, { params }) => isLatest(key, params),
  fn: (_, { error }) => paymentRequestRefusalOf(error),
  target: $transactionRefusal,
});
sample({ clock: requestSubmitted, source: createRequestFx.pending, filter: (pending) => !pending, fn: (_, body) => body, target: createRequestFx });
