import * as z from 'zod/mini';

/**
 * Why a payment call was refused: the `code` of the ApiError body (`{ error: { code, message, params } }`), which the
 * page translates. `params` carry the numbers: `minimum`/`maximum` and `currency` for the amount refusals, `field`
 * for an invalid request, the limit's refusal for `limit_refused` (see limit-refusal.ts).
 */
export const PaymentErrorCodeSchema = z.enum([
  /** 400: the body, query or `Idempotency-Key` header did not match the call's contract. */
  'invalid_request',
  /** 401: no session. */
  'not_signed_in',
  /** 401: a bad or expired bearer token. */
  'invalid_token',
  /** 404: no such deposit-capable account (main or currency) of this user. */
  'account_not_found',
  /** 409: the account is frozen: no withdrawals from it. */
  'account_frozen',
  /** 409: the account holds less than the withdrawal. */
  'insufficient_funds',
  /** 400: below the method's minimum for the currency (`params.minimum`, `params.currency`). */
  'amount_below_minimum',
  /** 400: above the method's maximum for the currency (`params.maximum`, `params.currency`). */
  'amount_above_maximum',
  /** 400: no such method, or not for this currency or this direction. */
  'method_not_available',
  /** 409: this Idempotency-Key was used with another request body. */
  'idempotency_conflict',
  /** 404: no such payment of this user. */
  'payment_not_found',
  /** 403: a responsible-gaming limit refuses the deposit (`params.reason` and the limit's numbers). */
  'limit_refused',
  /** 404: no such payment-request topic (or one that is not about payments of that kind). */
  'topic_not_found',
  /** 503: the payment provider did not answer; nothing was charged or held. */
  'provider_unavailable',
]);
export type PaymentErrorCode = z.infer<typeof PaymentErrorCodeSchema>;

/** HTTP status of each refusal. */
export const PAYMENT_ERROR_STATUS: Readonly<Record<PaymentErrorCode, number>> = {
  invalid_request: 400,
  not_signed_in: 401,
  invalid_token: 401,
  account_not_found: 404,
  account_frozen: 409,
  insufficient_funds: 409,
  amount_below_minimum: 400,
  amount_above_maximum: 400,
  method_not_available: 400,
  idempotency_conflict: 409,
  payment_not_found: 404,
  limit_refused: 403,
  topic_not_found: 404,
  provider_unavailable: 503,
};

/** Refusals of a provider's callback (answered to the provider, never shown to a person). */
export const PaymentCallbackErrorCodeSchema = z.enum([
  /** 400: not the provider's event format. */
  'invalid_request',
  /** 404: no such provider. */
  'unknown_provider',
  /** 401: missing or wrong signature. */
  'invalid_signature',
  /** 401: the signed timestamp is too far from the server's clock. */
  'stale_timestamp',
  /** 409: this event id was processed before (a retry of a delivered event may treat this as delivered). */
  'callback_replayed',
  /** 404: the event names no payment of ours. */
  'payment_not_found',
  /** 422: the event's amount, currency, kind or provider reference is not the payment's. */
  'callback_mismatch',
  /** 500: the ledger refused the settlement; the provider should retry later, an operator is told. */
  'settlement_failed',
]);
export type PaymentCallbackErrorCode = z.infer<typeof PaymentCallbackErrorCodeSchema>;
