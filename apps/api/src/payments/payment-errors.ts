import { PAYMENT_ERROR_STATUS, type PaymentErrorCode } from '@betting/contracts';
import { domainError, type DomainError } from '@betting/kernel';
import type { FastifyReply } from 'fastify';
import type { LedgerError } from '../wallet';
import { match } from 'ts-pattern';

export type PaymentError = DomainError<PaymentErrorCode>;

/** English fallbacks; the page shows the code's text in the person's language. */
const MESSAGES: Record<PaymentErrorCode, string> = {
  invalid_request: 'The request is not valid',
  not_signed_in: 'Please sign in',
  invalid_token: 'The token is not valid',
  account_not_found: 'No such account',
  account_frozen: 'This account is frozen',
  insufficient_funds: 'Not enough money on the account',
  amount_below_minimum: 'The amount is below the minimum',
  amount_above_maximum: 'The amount is above the maximum',
  method_not_available: 'This payment method is not available',
  idempotency_conflict: 'This Idempotency-Key was used for another request',
  payment_not_found: 'No such payment',
  limit_refused: 'A responsible-gaming limit refuses this deposit',
  topic_not_found: 'No such topic',
  provider_unavailable: 'The payment provider is not available, please try again later',
};

export function paymentError(code: PaymentErrorCode, params?: Readonly<Record<string, string | number>>, message?: string): PaymentError {
  return domainError(code, message ?? MESSAGES[code], params);
}

export function sendPaymentError(reply: FastifyReply, error: PaymentError) {
  return reply
    .code(PAYMENT_ERROR_STATUS[error.code])
    .header('cache-control', 'no-store')
    .send({ error: { code: error.code, message: error.message ?? MESSAGES[error.code], ...(error.params ? { params: error.params } : {}) } });
}

/** A ledger refusal in the payment's terms; anything the payment flow cannot cause is a bug and throws. */
export function paymentErrorOfLedger(error: LedgerError): PaymentError {
  return match(error.code)
    .with('account_not_found', 'wrong_account_type', 'currency_mismatch', () => paymentError('account_not_found'))
    .with('account_frozen', () => paymentError('account_frozen'))
    .with('insufficient_funds', () => paymentError('insufficient_funds'))
    .with('idempotency_conflict', () => paymentError('idempotency_conflict'))
    .with('invalid_amount', 'invalid_request', 'unknown_currency', () => paymentError('invalid_request', undefined, error.message))
    .otherwise((code) => {
      throw new Error(`the ledger refused a payment: ${code} ${error.message ?? ''}`);
    });
}
