import {
  PAYMENT_REQUEST_TOPICS,
  PaymentRequestPaths,
  PaymentRequestTopicsResponseSchema,
  PaymentRequestTransactionsResponseSchema,
  PaymentRequestsResponseSchema,
  SESSION_COOKIE,
  paymentRequestTopicTransactionPath,
  paymentRequestTopicTransactionsPath,
} from '@betting/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { createDeposit, createWithdrawal, depositPaid, newBettor, paymentsSite, type Bettor, type PaymentsSite } from '../payments.fixture';

describe.each(enginesUnderTest())('payment requests on $name', (engine) => {
  let site: PaymentsSite;
  beforeAll(async () => {
    site = await paymentsSite(engine);
  });
  afterAll(() => site.close());

  const get = (bettor: Bettor, url: string) => site.app.inject({ method: 'GET', url, cookies: { [SESSION_COOKIE]: bettor.session } });
  const create = (bettor: Bettor, payload: Record<string, unknown>) =>
    site.app.inject({ method: 'POST', url: PaymentRequestPaths.requests, cookies: { [SESSION_COOKIE]: bettor.session }, payload });

  it('topics with their subtopics, titled in the person’s language', async () => {
    const bettor = await newBettor(site);
    const ru = PaymentRequestTopicsResponseSchema.parse((await get(bettor, `${PaymentRequestPaths.topics}?lng=ru`)).json());
    expect(ru.topics.map((topic) => topic.id)).toEqual(PAYMENT_REQUEST_TOPICS.map((topic) => topic.id));
    expect(ru.topics[0]).toMatchObject({ id: 1, title: 'Пополнение', paymentKind: 'deposit', requiresTransaction: true });
    expect(ru.topics[0]?.subTopics.map((subTopic) => subTopic.id)).toEqual([101, 102, 103]);
    const en = PaymentRequestTopicsResponseSchema.parse((await get(bettor, PaymentRequestPaths.topics)).json());
    expect(en.topics[3]).toMatchObject({ key: 'other', title: 'Something else', requiresTransaction: false, subTopics: [] });
    expect((await site.app.inject({ method: 'GET', url: PaymentRequestPaths.topics })).statusCode).toBe(401);
  });

  it('a topic’s transactions are the person’s payments of its kind; create a request about one; list the requests', async () => {
    const bettor = await newBettor(site);
    const other = await newBettor(site);
    const deposit = await depositPaid(site, bettor, 500_00);
    const pendingDeposit = (await createDeposit(site, bettor, { amount: 150_00 })).json<{ paymentId: number }>().paymentId;
    const withdrawal = (await createWithdrawal(site, bettor, { amount: 100_00 })).json<{ paymentId: number }>().paymentId;
    await depositPaid(site, other, 700_00);

    const deposits = PaymentRequestTransactionsResponseSchema.parse((await get(bettor, paymentRequestTopicTransactionsPath(1))).json());
    expect(deposits.entities.map((payment) => payment.id)).toEqual([pendingDeposit, deposit]);
    expect(deposits.total_count).toBe(2);
    const withdrawals = PaymentRequestTransactionsResponseSchema.parse((await get(bettor, paymentRequestTopicTransactionsPath(2))).json());
    expect(withdrawals.entities.map((payment) => payment.id)).toEqual([withdrawal]);
    expect((await get(bettor, paymentRequestTopicTransactionsPath(4))).json()).toMatchObject({ error: { code: 'topic_not_found' } });
    expect((await get(bettor, paymentRequestTopicTransactionPath(1, deposit))).json()).toMatchObject({ payment: { id: deposit, status: 'success' } });
    expect((await get(bettor, paymentRequestTopicTransactionPath(2, deposit))).statusCode).toBe(404);
    expect((await get(other, paymentRequestTopicTransactionPath(1, deposit))).statusCode).toBe(404);

    const created = await create(bettor, { topicId: 1, subTopicId: 103, paymentId: pendingDeposit, message: '  My deposit is still pending  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      request: { topicId: 1, subTopicId: 103, paymentId: pendingDeposit, message: 'My deposit is still pending', status: 'open', createdAt: new Date(site.clock.now()).toISOString() },
    });
    const general = await create(bettor, { topicId: 4, message: 'Which cards do you take?' });
    expect(general.statusCode).toBe(201);

    const list = PaymentRequestsResponseSchema.parse((await get(bettor, PaymentRequestPaths.requests)).json());
    expect(list.total_count).toBe(2);
    expect(list.entities.map((request) => request.topicId)).toEqual([4, 1]);
    expect(PaymentRequestsResponseSchema.parse((await get(other, PaymentRequestPaths.requests)).json())).toEqual({ entities: [], total_count: 0 });
  });

  it('refuses a request without the payment or subtopic its topic needs, or about someone else’s payment', async () => {
    const bettor = await newBettor(site);
    const other = await newBettor(site);
    const theirs = await depositPaid(site, other, 300_00);
    const mine = await depositPaid(site, bettor, 300_00);
    const message = 'Something is wrong here';
    expect((await create(bettor, { topicId: 1, subTopicId: 101, message })).json()).toMatchObject({ error: { code: 'invalid_request', params: { field: 'paymentId' } } });
    expect((await create(bettor, { topicId: 1, paymentId: mine, message })).json()).toMatchObject({ error: { code: 'invalid_request', params: { field: 'subTopicId' } } });
    expect((await create(bettor, { topicId: 1, subTopicId: 201, paymentId: mine, message })).json()).toMatchObject({ error: { code: 'invalid_request', params: { field: 'subTopicId' } } });
    expect((await create(bettor, { topicId: 1, subTopicId: 101, paymentId: theirs, message })).json()).toMatchObject({ error: { code: 'payment_not_found' } });
    expect((await create(bettor, { topicId: 2, subTopicId: 201, paymentId: mine, message })).json()).toMatchObject({ error: { code: 'payment_not_found' } });
    expect((await create(bettor, { topicId: 3, subTopicId: 301, paymentId: mine, message })).json()).toMatchObject({ error: { code: 'invalid_request', params: { field: 'paymentId' } } });
    expect((await create(bettor, { topicId: 9, message })).json()).toMatchObject({ error: { code: 'topic_not_found' } });
    expect((await create(bettor, { topicId: 4, message: 'short' })).json()).toMatchObject({ error: { code: 'invalid_request' } });
    expect(PaymentRequestsResponseSchema.parse((await get(bettor, PaymentRequestPaths.requests)).json()).total_count).toBe(0);
  });
});
