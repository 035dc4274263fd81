import type { CreatePaymentRequestBody, Payment, PaymentRequest } from '@betting/contracts';
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import {
  $createdRequest,
  $createRefusal,
  $transaction,
  $transactionRefusal,
  $transactions,
  $transactionsRefusal,
  createdNoticeSeen,
  createFlowStarted,
  createRequestFx,
  loadTransactionFx,
  loadTransactionsFx,
  requestSubmitted,
  transactionOpened,
  transactionsRequested,
  type TransactionKey,
  type TransactionsQuery,
} from './create-request.model';

const PAYMENT: Payment = {
  id: 31,
  kind: 'deposit',
  status: 'success',
  accountId: 5,
  amount: 10_000,
  currency: 'RUB',
  method: 'demo_card',
  destination: null,
  redirectUrl: null,
  createdAt: '2026-11-22T12:00:00.000Z',
  settledAt: '2026-11-22T12:01:00.000Z',
};
const BODY: CreatePaymentRequestBody = { topicId: 1, subTopicId: 101, paymentId: 31, message: 'The money left my card.' };
const CREATED: PaymentRequest = { id: 9, topicId: 1, subTopicId: 101, paymentId: 31, message: BODY.message, status: 'open', createdAt: '2026-11-22T12:05:00.000Z' };
const notFound = (code: string, field?: string) => ({ kind: 'http', status: 404, error: { code, message: 'x', ...(field ? { params: { field } } : {}) } });

describe('create-request model: the payments step', () => {
  it('loads the topic’s payments a page at a time and shows only the latest question’s answer', async () => {
    const pending: ((value: Payment[]) => void)[] = [];
    const scope = fork({
      handlers: [[loadTransactionsFx, (query: TransactionsQuery) => new Promise((resolve) => pending.push((entities) => resolve({ ...query, entities, total_count: 25 })))]],
    });
    const settled = Promise.all([allSettled(transactionsRequested, { scope, params: { topicId: 1, page: 1 } }), allSettled(transactionsRequested, { scope, params: { topicId: 1, page: 2 } })]);
    pending[1]?.([PAYMENT]);
    pending[0]?.([]);
    await settled;
    expect(scope.getState($transactions)).toEqual({ topicId: 1, page: 2, entities: [PAYMENT], total_count: 25 });
  });

  it('explains a topic that has no payments step', async () => {
    const scope = fork({
      handlers: [
        [
          loadTransactionsFx,
          () => {
            throw notFound('topic_not_found');
          },
        ],
      ],
    });
    await allSettled(transactionsRequested, { scope, params: { topicId: 3, page: 1 } });
    expect(scope.getState($transactionsRefusal)).toEqual({ code: 'topic_not_found' });
  });
});

describe('create-request model: one payment', () => {
  it('opens the payment, and a payment that is not the person’s is refused', async () => {
    const scope = fork({
      handlers: [
        [
          loadTransactionFx,
          (key: TransactionKey) => {
            if (key.transactionId !== PAYMENT.id) throw notFound('payment_not_found');
            return PAYMENT;
          },
        ],
      ],
    });
    await allSettled(transactionOpened, { scope, params: { topicId: 1, transactionId: 31 } });
    expect([scope.getState($transaction), scope.getState($transactionRefusal)]).toEqual([PAYMENT, null]);
    await allSettled(transactionOpened, { scope, params: { topicId: 1, transactionId: 32 } });
    expect([scope.getState($transaction), scope.getState($transactionRefusal)]).toEqual([null, { code: 'payment_not_found' }]);
  });

  it('drops the answer about a payment opened before the current one', async () => {
    const pending = new Map<number, () => void>();
    const scope = fork({
      handlers: [[loadTransactionFx, (key: TransactionKey) => new Promise<Payment>((resolve) => pending.set(key.transactionId, () => resolve({ ...PAYMENT, id: key.transactionId })))]],
    });
    const settled = Promise.all([allSettled(transactionOpened, { scope, params: { topicId: 1, transactionId: 1 } }), allSettled(transactionOpened, { scope, params: { topicId: 1, transactionId: 2 } })]);
    pending.get(2)?.();
    pending.get(1)?.();
    await settled;
    expect(scope.getState($transaction)?.id).toBe(2);
  });
});

describe('create-request model: sending', () => {
  it('sends the request once and keeps it for the list to confirm, until the list has shown it', async () => {
    const sent: CreatePaymentRequestBody[] = [];
    const scope = fork({ handlers: [[createRequestFx, (body: CreatePaymentRequestBody) => (sent.push(body), CREATED)]] });
    await allSettled(createFlowStarted, { scope });
    await allSettled(requestSubmitted, { scope, params: BODY });
    expect(sent).toEqual([BODY]);
    expect([scope.getState($createdRequest), scope.getState($createRefusal)]).toEqual([CREATED, null]);
    await allSettled(createdNoticeSeen, { scope });
    expect(scope.getState($createdRequest)).toBeNull();
  });

  it('ignores a second submit while the first is on its way', async () => {
    let calls = 0;
    let answer: (request: PaymentRequest) => void = () => undefined;
    const scope = fork({ handlers: [[createRequestFx, () => ((calls += 1), new Promise<PaymentRequest>((resolve) => (answer = resolve)))]] });
    const both = Promise.all([allSettled(requestSubmitted, { scope, params: BODY }), allSettled(requestSubmitted, { scope, params: BODY })]);
    answer(CREATED);
    await both;
    expect(calls).toBe(1);
  });

  it('shows the refusal with its field, cleared by the next try and by a new request; scopes do not share it', async () => {
    const refusing = fork({
      handlers: [
        [
          createRequestFx,
          () => {
            throw { kind: 'http', status: 400, error: { code: 'invalid_request', message: 'x', params: { field: 'subTopicId' } } };
          },
        ],
      ],
    });
    const other = fork({ handlers: [[createRequestFx, () => CREATED]] });
    await allSettled(requestSubmitted, { scope: refusing, params: BODY });
    await allSettled(requestSubmitted, { scope: other, params: BODY });
    expect(refusing.getState($createRefusal)).toEqual({ code: 'invalid_request', field: 'subTopicId' });
    expect(refusing.getState($createdRequest)).toBeNull();
    expect(other.getState($createRefusal)).toBeNull();
    await allSettled(createFlowStarted, { scope: refusing });
    expect(refusing.getState($createRefusal)).toBeNull();
  });
});
