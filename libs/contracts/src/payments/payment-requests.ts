import * as z from 'zod/mini';
import { PaymentKindSchema, type PaymentKind } from './methods';
import { PaymentLanguageSchema, PaymentSchema } from './payment';

/**
 * Payment requests (spec §2 Office: payment/requests; payment/create-request with {topicId},
 * {topicId}/transactions, {topicId}/transactions/{transactionId}, {topicId}/{subTopicId}): the person picks a topic,
 * then a subtopic or one of their payments, and writes to the cashier's desk.
 */
export interface PaymentRequestTopicDefinition {
  readonly id: number;
  readonly key: string;
  /** The payments a request of this topic is about (its transactions step), or null for none. */
  readonly paymentKind: PaymentKind | null;
  readonly title: Readonly<Record<'en' | 'ru', string>>;
  readonly subTopics: readonly { readonly id: number; readonly key: string; readonly title: Readonly<Record<'en' | 'ru', string>> }[];
}

export const PAYMENT_REQUEST_TOPICS: readonly PaymentRequestTopicDefinition[] = [
  {
    id: 1,
    key: 'deposit',
    paymentKind: 'deposit',
    title: { en: 'A deposit', ru: 'Пополнение' },
    subTopics: [
      { id: 101, key: 'not_credited', title: { en: 'The money left me but is not on my balance', ru: 'Деньги списаны, но не зачислены' } },
      { id: 102, key: 'wrong_amount', title: { en: 'A different amount was credited', ru: 'Зачислена другая сумма' } },
      { id: 103, key: 'stuck_pending', title: { en: 'The deposit has been pending too long', ru: 'Пополнение слишком долго в обработке' } },
    ],
  },
  {
    id: 2,
    key: 'withdrawal',
    paymentKind: 'withdrawal',
    title: { en: 'A withdrawal', ru: 'Вывод средств' },
    subTopics: [
      { id: 201, key: 'not_received', title: { en: 'I have not received the money', ru: 'Деньги не поступили' } },
      { id: 202, key: 'cancelled', title: { en: 'The withdrawal was cancelled', ru: 'Вывод отменён' } },
      { id: 203, key: 'wrong_amount', title: { en: 'A different amount arrived', ru: 'Поступила другая сумма' } },
    ],
  },
  {
    id: 3,
    key: 'methods',
    paymentKind: null,
    title: { en: 'Payment methods', ru: 'Способы оплаты' },
    subTopics: [
      { id: 301, key: 'method_unavailable', title: { en: 'A method I need is not offered', ru: 'Нет нужного способа оплаты' } },
      { id: 302, key: 'amount_limits', title: { en: 'Minimum and maximum amounts', ru: 'Минимальные и максимальные суммы' } },
    ],
  },
  { id: 4, key: 'other', paymentKind: null, title: { en: 'Something else', ru: 'Другое' }, subTopics: [] },
];

export function paymentRequestTopicById(id: number): PaymentRequestTopicDefinition | undefined {
  return PAYMENT_REQUEST_TOPICS.find((topic) => topic.id === id);
}

const TopicIdSchema = z.int().check(z.positive(), z.lte(1_000_000));
const IdParam = z.coerce.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER));

/** `GET …/topics?lng=ru`: titles in that language (English when it has none). */
export const PaymentRequestTopicsQuerySchema = z.object({ lng: z._default(PaymentLanguageSchema, 'en') });
export const PaymentRequestSubTopicSchema = z.object({ id: TopicIdSchema, key: z.string(), title: z.string() });
export const PaymentRequestTopicSchema = z.object({
  id: TopicIdSchema,
  key: z.string(),
  title: z.string(),
  paymentKind: z.nullable(PaymentKindSchema),
  /** A request of this topic names one of the person's payments of `paymentKind`. */
  requiresTransaction: z.boolean(),
  subTopics: z.array(PaymentRequestSubTopicSchema),
});
export type PaymentRequestTopic = z.infer<typeof PaymentRequestTopicSchema>;
export const PaymentRequestTopicsResponseSchema = z.object({ topics: z.array(PaymentRequestTopicSchema) });
export type PaymentRequestTopicsResponse = z.infer<typeof PaymentRequestTopicsResponseSchema>;

export const PAYMENT_REQUESTS_PAGE_SIZE = 20;
const PageQuerySchema = z.object({ page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1) });

export const PaymentRequestTopicParamsSchema = z.object({ topicId: IdParam });
export const PaymentRequestTransactionParamsSchema = z.object({ topicId: IdParam, transactionId: IdParam });
/** `GET …/topics/:topicId/transactions?page=`: the person's payments of the topic's kind, newest first. */
export const PaymentRequestTransactionsQuerySchema = PageQuerySchema;
export const PaymentRequestTransactionsResponseSchema = z.object({ entities: z.array(PaymentSchema), total_count: z.int().check(z.gte(0)) });
export type PaymentRequestTransactionsResponse = z.infer<typeof PaymentRequestTransactionsResponseSchema>;
export const PaymentRequestTransactionResponseSchema = z.object({ payment: PaymentSchema });

export const PAYMENT_REQUEST_MESSAGE_LENGTH = { min: 10, max: 2000 } as const;

/**
 * `POST /web-api/office/payment-requests`. `subTopicId` is required when the topic has subtopics (and must be one of
 * them); `paymentId` is required when the topic requires a transaction (one of the person's payments of its kind).
 */
export const CreatePaymentRequestBodySchema = z.object({
  topicId: TopicIdSchema,
  subTopicId: z.optional(z.nullable(TopicIdSchema)),
  paymentId: z.optional(z.nullable(z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER)))),
  message: z.string().check(z.trim(), z.minLength(PAYMENT_REQUEST_MESSAGE_LENGTH.min), z.maxLength(PAYMENT_REQUEST_MESSAGE_LENGTH.max)),
});
export type CreatePaymentRequestBody = z.infer<typeof CreatePaymentRequestBodySchema>;

export const PaymentRequestStatusSchema = z.enum(['open', 'answered', 'closed']);
export const PaymentRequestSchema = z.object({
  id: z.int().check(z.positive()),
  topicId: TopicIdSchema,
  subTopicId: z.nullable(TopicIdSchema),
  paymentId: z.nullable(z.int().check(z.positive())),
  message: z.string(),
  status: PaymentRequestStatusSchema,
  /** ISO 8601 instant. */
  createdAt: z.iso.datetime({ offset: true }),
});
export type PaymentRequest = z.infer<typeof PaymentRequestSchema>;
export const CreatePaymentRequestResponseSchema = z.object({ request: PaymentRequestSchema });

/** `GET /web-api/office/payment-requests?page=`: newest first, PAYMENT_REQUESTS_PAGE_SIZE a page. */
export const PaymentRequestsQuerySchema = PageQuerySchema;
export const PaymentRequestsResponseSchema = z.object({ entities: z.array(PaymentRequestSchema), total_count: z.int().check(z.gte(0)) });
export type PaymentRequestsResponse = z.infer<typeof PaymentRequestsResponseSchema>;
