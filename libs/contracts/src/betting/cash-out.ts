import * as z from 'zod/mini';
import { CurrencyIsoSchema, MinorAmountSchema } from '../accounts/money';
import { ChangeCoefActionSchema, CouponBetInputSchema, DEFAULT_CHANGE_COEF_ACTION, MAX_COUPON_BETS, PlacedCouponSchema } from './coupon';

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
  /** Each leg's price now (thousandths; null once decided or while its market is closed): an edit sends them as seen. */
  legs: z.array(z.object({ outcomeId: z.int(), coef: z.nullable(z.int()) })),
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

/** Arms the automatic cash out: the whole coupon is cashed out, once, when its offer reaches `target`. */
export const AutoCashOutBodySchema = z.object({
  /** Minor units; at most what the coupon could ever be offered (409 `auto_cash_out_unreachable` with `ceiling` above it). */
  target: MinorAmountSchema.check(z.positive()),
});
export type AutoCashOutBody = z.infer<typeof AutoCashOutBodySchema>;

export const AutoCashOutResponseSchema = z.object({
  coupon: PlacedCouponSchema,
  /** Set when the target was already reached: the cash out it took at once, minor units. */
  paid: z.nullable(MinorAmountSchema),
});
export type AutoCashOutResponse = z.infer<typeof AutoCashOutResponseSchema>;

/**
 * Edit bet: the coupon is cashed out whole at `offer` and exactly that amount is staked on `bets` at their current
 * prices, in one transaction (both or neither). Refused whenever the cash out is, with the placement's refusals for
 * the new coupon, and when the legs are the coupon's open legs unchanged.
 */
export const EditBetBodySchema = z.object({
  offer: MinorAmountSchema.check(z.positive()),
  bets: z.array(CouponBetInputSchema).check(z.minLength(1), z.maxLength(MAX_COUPON_BETS)),
  changeCoefAction: z._default(ChangeCoefActionSchema, DEFAULT_CHANGE_COEF_ACTION),
});
export type EditBetBody = z.infer<typeof EditBetBodySchema>;
export type EditBetBodyInput = z.input<typeof EditBetBodySchema>;

export const EditBetResponseSchema = z.object({
  /** The coupon edited, now cashed out. */
  coupon: PlacedCouponSchema,
  /** The coupon that replaces it, staked with the whole offer. */
  placed: PlacedCouponSchema,
});
export type EditBetResponse = z.infer<typeof EditBetResponseSchema>;
