import * as z from 'zod/mini';
import { CurrencyIsoSchema, MinorAmountSchema } from '../accounts/money';
import { PlacedCouponSchema } from './coupon';

/**
 * Cash out (not in the spec; the operator's own): the house buys a single or an express back before its open legs are
 * decided. GET `BettingPaths.cashOut` → the offer now; POST with `Idempotency-Key` takes all of it or a part.
 */
export const CashOutUnavailableReasonSchema = z.enum(['lost', 'decided', 'closed', 'unsupported', 'settled']);
export type CashOutUnavailableReason = z.infer<typeof CashOutUnavailableReasonSchema>;

export const CashOutOfferResponseSchema = z.object({
  couponId: z.int(),
  currency: CurrencyIsoSchema,
  /** What the house pays for all the coupon still held, minor units; null with `reason` when nothing is offered. */
  offer: z.nullable(MinorAmountSchema),
  reason: z.nullable(CashOutUnavailableReasonSchema),
});
export type CashOutOfferResponse = z.infer<typeof CashOutOfferResponseSchema>;

export const CashOutBodySchema = z.object({
  /** The offer the bettor saw: a moved offer is refused (409 `cash_out_changed`, with the new one). */
  offer: MinorAmountSchema.check(z.positive()),
  /** How much of it to take now (≤ offer): all of it settles the coupon as cashed out; less keeps the rest in play. */
  amount: MinorAmountSchema.check(z.positive()),
});
export type CashOutBody = z.infer<typeof CashOutBodySchema>;

export const CashOutResponseSchema = z.object({
  /** What this cash out paid, minor units. */
  paid: MinorAmountSchema,
  coupon: PlacedCouponSchema,
});
export type CashOutResponse = z.infer<typeof CashOutResponseSchema>;
