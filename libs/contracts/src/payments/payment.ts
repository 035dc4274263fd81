import * as z from 'zod/mini';
import { PAYMENT_STATUSES } from '../accounts/payments';
import { CurrencyIsoSchema, MinorAmountSchema } from '../accounts/money';
import { PaymentKindSchema, PaymentMethodIdSchema } from './methods';

/**
 * Every call that creates a payment carries this header: a key the page makes once per payment attempt (a UUID).
 * The same key with the same body answers the first answer again (and creates nothing); the same key with another
 * body is refused with `idempotency_conflict`. A refused request (bad amount, limit, short funds) keeps nothing, so
 * a corrected request may reuse its key.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** Set to `true` on an answer that repeats a stored first answer. */
export const IDEMPOTENT_REPLAY_HEADER = 'Idempotent-Replayed';
export const IdempotencyKeySchema = z.string().check(z.regex(/^[\x21-\x7e]{8,100}$/, '8 to 100 visible ASCII characters'));

export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

const AccountIdSchema = z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER));
/** The language of the provider's page and of the return page (`/{lng}/onpay/…`). */
export const PaymentLanguageSchema = z.string().check(z.regex(/^[a-z]{2}$/, 'a two-letter language code'));
/** A positive amount of minor units of the account's currency. */
const PaymentAmountSchema = z.int().check(z.gte(1), z.lte(Number.MAX_SAFE_INTEGER));

/** `POST /web-api/payments/deposits` (+ `Idempotency-Key`): money into one of the user's main or currency accounts. */
export const CreateDepositBodySchema = z.object({
  accountId: AccountIdSchema,
  amount: PaymentAmountSchema,
  method: PaymentMethodIdSchema,
  lng: PaymentLanguageSchema,
});
export type CreateDepositBody = z.infer<typeof CreateDepositBodySchema>;

/** A card number (13–19 digits, spaces allowed) or an e-wallet id, as the method's `destination` says. */
export const PayoutDestinationValueSchema = z.string().check(z.trim(), z.minLength(4), z.maxLength(64));

/**
 * `POST /web-api/payments/withdrawals` (+ `Idempotency-Key`): the amount is held at once (no longer spendable); the
 * provider's outcome pays it out or gives it back.
 */
export const CreateWithdrawalBodySchema = z.object({
  accountId: AccountIdSchema,
  amount: PaymentAmountSchema,
  method: PaymentMethodIdSchema,
  destination: PayoutDestinationValueSchema,
  lng: z._default(PaymentLanguageSchema, 'en'),
});
export type CreateWithdrawalBody = z.infer<typeof CreateWithdrawalBodySchema>;

/**
 * 201 of both create calls; the page sends the browser to `redirectUrl` (the provider's hosted page). A new payment is
 * always pending; a replay of the same request answers this first answer again (its current state: GET the payment).
 */
export const CreatePaymentResponseSchema = z.object({
  paymentId: z.int().check(z.positive()),
  status: z.literal('pending'),
  // An absolute http(s) address (a regex, not z.url: its URL class would join the zod of the first page).
  redirectUrl: z.string().check(z.regex(/^https?:\/\/[^\s/?#]+[^\s]*$/, 'an absolute http(s) URL')),
});
export type CreatePaymentResponse = z.infer<typeof CreatePaymentResponseSchema>;

/** One payment as its owner sees it (`GET /web-api/payments/:paymentId`, the request pages' transactions). */
export const PaymentSchema = z.object({
  id: z.int().check(z.positive()),
  kind: PaymentKindSchema,
  status: PaymentStatusSchema,
  accountId: AccountIdSchema,
  /** Minor units of `currency`; never negative, the direction is `kind`. */
  amount: MinorAmountSchema,
  currency: CurrencyIsoSchema,
  method: PaymentMethodIdSchema,
  /** A withdrawal's destination, masked (`•••• 4242`); null for deposits. */
  destination: z.nullable(z.string()),
  /** The provider's page while the payment is pending (it can still be finished there), else null. */
  redirectUrl: z.nullable(z.string()),
  /** ISO 8601 instants. */
  createdAt: z.iso.datetime({ offset: true }),
  settledAt: z.nullable(z.iso.datetime({ offset: true })),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const PaymentParamsSchema = z.object({ paymentId: z.coerce.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER)) });
export const PaymentResponseSchema = z.object({ payment: PaymentSchema });
export type PaymentResponse = z.infer<typeof PaymentResponseSchema>;
