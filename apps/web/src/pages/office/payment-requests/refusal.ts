import { failureCode, isApiFailure } from '../../../shared/api/api';

/** Refusals the payment-request pages explain: each has a text `office.paymentRequests.errors.<code>`. */
export const PAYMENT_REQUEST_REFUSAL_CODES = [
  'invalid_request',
  'not_signed_in',
  'invalid_token',
  'topic_not_found',
  'payment_not_found',
  'network_error',
  'unknown_error',
] as const;
export type PaymentRequestRefusalCode = (typeof PAYMENT_REQUEST_REFUSAL_CODES)[number];

/** Why a call was refused, and the field of the form it is about (`subTopicId`, `paymentId`, `message`). */
export interface PaymentRequestRefusal {
  readonly code: PaymentRequestRefusalCode;
  readonly field?: string;
}

const KNOWN: ReadonlySet<string> = new Set<string>(PAYMENT_REQUEST_REFUSAL_CODES);

export function paymentRequestRefusalOf(error: unknown): PaymentRequestRefusal {
  const code = failureCode(error);
  const known = (KNOWN.has(code) ? code : 'unknown_error') as PaymentRequestRefusalCode;
  const params = isApiFailure(error) && error.kind === 'http' ? error.error?.params : undefined;
  const field = typeof params?.['field'] === 'string' ? params['field'] : undefined;
  return field ? { code: known, field } : { code: known };
}
