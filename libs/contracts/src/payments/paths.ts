/**
 * Paths of the payment calls (spec §2 Office recharge, deduce, historypay,
 * payment/requests and payment/create-request). The spec shows none of them: the bettor's own payments live under
 * `/web-api/payments/`, the office's payment requests under `/web-api/office/payment-requests/`. Every call but the
 * methods list needs a session (`401 not_signed_in` otherwise) and none is cached.
 */
export const PaymentsPaths = {
  /** GET `?currency=EUR`: the methods offered for that currency, with their amount limits. */
  methods: '/web-api/payments/methods',
  /** POST a deposit (header `Idempotency-Key`): answers the payment id and the provider's hosted page. */
  deposits: '/web-api/payments/deposits',
  /** POST a withdrawal (header `Idempotency-Key`): holds the money at once, answers the provider's page. */
  withdrawals: '/web-api/payments/withdrawals',
  /** GET one payment of the user by id (`paymentPath(id)`). */
  payment: '/web-api/payments/:paymentId',
  /** POST: the payment provider's signed notifications (`paymentCallbackPath('demo')`); not for browsers. */
  callback: '/web-api/payments/callbacks/:provider',
} as const;

export const paymentPath = (paymentId: number): string => `/web-api/payments/${paymentId}`;
export const paymentCallbackPath = (provider: string): string => `/web-api/payments/callbacks/${encodeURIComponent(provider)}`;

/** The office's payment requests (a question about a payment to the cashier's desk). */
export const PaymentRequestPaths = {
  /** GET the user's requests (`?page=`), newest first; POST a new one. */
  requests: '/web-api/office/payment-requests',
  /** GET `?lng=`: topics with their subtopics. */
  topics: '/web-api/office/payment-requests/topics',
  /** GET `?page=`: the user's payments a request of this topic may be about. */
  topicTransactions: '/web-api/office/payment-requests/topics/:topicId/transactions',
  /** GET one of those payments. */
  topicTransaction: '/web-api/office/payment-requests/topics/:topicId/transactions/:transactionId',
} as const;

export const paymentRequestTopicTransactionsPath = (topicId: number): string => `/web-api/office/payment-requests/topics/${topicId}/transactions`;
export const paymentRequestTopicTransactionPath = (topicId: number, transactionId: number): string =>
  `/web-api/office/payment-requests/topics/${topicId}/transactions/${transactionId}`;
