import * as z from 'zod/mini';
import { CurrencyIsoSchema, MinorAmountSchema } from '../accounts/money';

/**
 * The built-in demo payment provider's wire format. It behaves like a hosted-page provider: the site sends the
 * browser to its page, the person picks an outcome there, the browser returns to `/{lng}/onpay/…`, and the money
 * moves only when the provider's signed notification reaches `POST /web-api/payments/callbacks/demo`.
 */
export const DemoPayPaths = {
  /** GET the hosted page of a deposit, POST the person's choice (form field `outcome`). */
  checkout: '/demo-pay/checkout/:token',
  /** GET the hosted page of a withdrawal (the payout), POST the choice. */
  payout: '/demo-pay/payout/:token',
} as const;

export const demoPayCheckoutPath = (token: string): string => `/demo-pay/checkout/${encodeURIComponent(token)}`;
export const demoPayPayoutPath = (token: string): string => `/demo-pay/payout/${encodeURIComponent(token)}`;

/** What the person may choose on the hosted page (`pending` leaves it open, to be finished later). */
export const DEMO_PAY_OUTCOMES = ['success', 'fail', 'pending', 'cancel'] as const;
export const DemoPayOutcomeSchema = z.enum(DEMO_PAY_OUTCOMES);
export type DemoPayOutcome = z.infer<typeof DemoPayOutcomeSchema>;
export const DemoPayChoiceBodySchema = z.object({ outcome: DemoPayOutcomeSchema });
export const DemoPayTokenParamsSchema = z.object({ token: z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/)) });

/**
 * `X-Demo-Pay-Signature: t=<unix seconds>,v1=<hex>` where v1 = HMAC-SHA256(secret, `${t}.${raw body}`). The API
 * compares in constant time, refuses a `t` more than DEMO_PAY_SIGNATURE_TOLERANCE_SECONDS from its clock, and refuses
 * an event id it has processed before.
 */
export const DEMO_PAY_SIGNATURE_HEADER = 'X-Demo-Pay-Signature';
export const DEMO_PAY_SIGNATURE_TOLERANCE_SECONDS = 300;

export const DemoPayEventSchema = z.object({
  /** Unique per event; a redelivery of the same event keeps its id. */
  eventId: z.string().check(z.regex(/^evt_[A-Za-z0-9_-]{8,64}$/)),
  type: z.literal('payment.updated'),
  /** ISO 8601 instant the event was made. */
  createdAt: z.iso.datetime({ offset: true }),
  payment: z.object({
    /** The provider's own id of the checkout or payout. */
    providerRef: z.string().check(z.regex(/^dp_[a-f0-9]{32}$/)),
    /** Our payment id, as the site passed it. */
    merchantRef: z.string().check(z.regex(/^[1-9]\d{0,15}$/)),
    kind: z.enum(['checkout', 'payout']),
    status: DemoPayOutcomeSchema,
    amount: MinorAmountSchema,
    currency: CurrencyIsoSchema,
  }),
});
export type DemoPayEvent = z.infer<typeof DemoPayEventSchema>;

/** The API's answer to a processed event. */
export const PaymentCallbackResponseSchema = z.object({ received: z.literal(true), paymentStatus: z.enum(['pending', 'success', 'fail', 'cancel']) });
export type PaymentCallbackResponse = z.infer<typeof PaymentCallbackResponseSchema>;

/**
 * Non-production test control: runs the demo provider's scheduled job now — settles payments left pending at least
 * `pendingForMs` ago (default 0: all of them) and delivers the notifications still owed — and answers what it did.
 */
export const DemoPayTestControlPath = '/__test/demo-pay/run-jobs';
export const DemoPayRunJobsBodySchema = z.object({ pendingForMs: z._default(z.int().check(z.gte(0)), 0) });
export const DemoPayRunJobsResponseSchema = z.object({ settled: z.int().check(z.gte(0)), expired: z.int().check(z.gte(0)), delivered: z.int().check(z.gte(0)) });
export type DemoPayRunJobsResponse = z.infer<typeof DemoPayRunJobsResponseSchema>;
