import {
  ApiErrorSchema,
  CreatePaymentRequestBodySchema,
  CreatePaymentRequestResponseSchema,
  PAYMENT_REQUESTS_PAGE_SIZE,
  PAYMENT_REQUEST_TOPICS,
  PaymentRequestPaths,
  PaymentRequestTopicParamsSchema,
  PaymentRequestTopicsQuerySchema,
  PaymentRequestTopicsResponseSchema,
  PaymentRequestTransactionParamsSchema,
  PaymentRequestTransactionResponseSchema,
  PaymentRequestTransactionsQuerySchema,
  PaymentRequestTransactionsResponseSchema,
  PaymentRequestsQuerySchema,
  PaymentRequestsResponseSchema,
  paymentRequestTopicById,
  type PaymentRequestTopic,
  type PaymentRequestTopicDefinition,
} from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { paymentError, sendPaymentError } from '../payment-errors';
import { paymentOfUser, paymentsPage, paymentView } from '../payments.repository';
import { requireSignedIn, signedInCaller } from '../../sessions';
import { insertPaymentRequest, paymentRequestsPage } from './payment-requests.repository';

export interface PaymentRequestsOptions {
  readonly db: Database;
  readonly clock: Clock;
}

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };

function topicIn(topic: PaymentRequestTopicDefinition, lng: string): PaymentRequestTopic {
  const language = lng === 'ru' ? 'ru' : 'en';
  return {
    id: topic.id,
    key: topic.key,
    title: topic.title[language],
    paymentKind: topic.paymentKind,
    requiresTransaction: topic.paymentKind !== null,
    subTopics: topic.subTopics.map((subTopic) => ({ id: subTopic.id, key: subTopic.key, title: subTopic.title[language] })),
  };
}

/** The office's payment requests: topics, the payments a topic is about, creating a request, the user's requests. */
export const paymentRequestsRoutes: FastifyPluginAsyncZod<PaymentRequestsOptions> = async (app, { db, clock }) => {
  requireSignedIn(app, (reply, code) => sendPaymentError(reply, paymentError(code)));
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(PaymentRequestPaths.topics, { schema: { querystring: PaymentRequestTopicsQuerySchema, response: { 200: PaymentRequestTopicsResponseSchema, ...errors } } }, async (request) => ({
    topics: PAYMENT_REQUEST_TOPICS.map((topic) => topicIn(topic, request.query.lng)),
  }));

  app.get(
    PaymentRequestPaths.topicTransactions,
    { schema: { params: PaymentRequestTopicParamsSchema, querystring: PaymentRequestTransactionsQuerySchema, response: { 200: PaymentRequestTransactionsResponseSchema, ...errors } } },
    async (request, reply) => {
      const topic = paymentRequestTopicById(request.params.topicId);
      if (!topic?.paymentKind) return sendPaymentError(reply, paymentError('topic_not_found'));
      const page = await paymentsPage(db, {
        userId: signedInCaller(request).userId,
        kind: topic.paymentKind,
        limit: PAYMENT_REQUESTS_PAGE_SIZE,
        offset: (request.query.page - 1) * PAYMENT_REQUESTS_PAGE_SIZE,
      });
      return { entities: page.payments.map(paymentView), total_count: page.total };
    },
  );

  app.get(
    PaymentRequestPaths.topicTransaction,
    { schema: { params: PaymentRequestTransactionParamsSchema, response: { 200: PaymentRequestTransactionResponseSchema, ...errors } } },
    async (request, reply) => {
      const topic = paymentRequestTopicById(request.params.topicId);
      if (!topic?.paymentKind) return sendPaymentError(reply, paymentError('topic_not_found'));
      const payment = await paymentOfUser(db, signedInCaller(request).userId, request.params.transactionId);
      if (!payment || payment.kind !== topic.paymentKind) return sendPaymentError(reply, paymentError('payment_not_found'));
      return { payment: paymentView(payment) };
    },
  );

  app.post(PaymentRequestPaths.requests, { schema: { body: CreatePaymentRequestBodySchema, response: { 201: CreatePaymentRequestResponseSchema, ...errors } } }, async (request, reply) => {
    const userId = signedInCaller(request).userId;
    const { topicId, message } = request.body;
    const subTopicId = request.body.subTopicId ?? null;
    const paymentId = request.body.paymentId ?? null;
    const topic = paymentRequestTopicById(topicId);
    if (!topic) return sendPaymentError(reply, paymentError('topic_not_found'));
    const subTopicFits = topic.subTopics.length === 0 ? subTopicId === null : topic.subTopics.some((subTopic) => subTopic.id === subTopicId);
    if (!subTopicFits) return sendPaymentError(reply, paymentError('invalid_request', { field: 'subTopicId' }, 'Choose one of the topic’s subtopics'));
    if (topic.paymentKind === null ? paymentId !== null : paymentId === null) {
      return sendPaymentError(reply, paymentError('invalid_request', { field: 'paymentId' }, topic.paymentKind ? 'Choose the payment this is about' : 'This topic is not about one payment'));
    }
    if (paymentId !== null) {
      const payment = await paymentOfUser(db, userId, paymentId);
      if (!payment || payment.kind !== topic.paymentKind) return sendPaymentError(reply, paymentError('payment_not_found'));
    }
    const created = await insertPaymentRequest(db, { userId, topicId, subTopicId, paymentId, message, createdAt: new Date(clock.now()) });
    return reply.code(201).send({ request: created });
  });

  app.get(PaymentRequestPaths.requests, { schema: { querystring: PaymentRequestsQuerySchema, response: { 200: PaymentRequestsResponseSchema, ...errors } } }, async (request) => {
    const page = await paymentRequestsPage(db, signedInCaller(request).userId, PAYMENT_REQUESTS_PAGE_SIZE, (request.query.page - 1) * PAYMENT_REQUESTS_PAGE_SIZE);
    return { entities: page.entities, total_count: page.total };
  });
};
