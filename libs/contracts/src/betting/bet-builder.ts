import * as z from 'zod/mini';
import { ChangeCoefActionSchema, CoefThousandthsSchema, CouponBetInputSchema, DEFAULT_CHANGE_COEF_ACTION } from './coupon';

/**
 * Bet builder: markets of ONE game in one bet (a coupon of type 1 with `isBetBuilder`), priced on the joint
 * probability of the game's model with the line's margin — not on the product of the legs' coefficients. Quoting is
 * public; placing needs a session and goes through the same ledger, limits and idempotency as any coupon. Refusals are
 * the coupon's (`CouponRefusedResponseSchema`, 409 `coupon_refused`), with the `bet_builder_*` codes below.
 *
 * Settlement: every leg won → stake × the builder's coefficient; a leg lost → lost; otherwise (no leg lost, some
 * void: a map never played, a whole line hit exactly) the stake is returned — the price was for the combination as a
 * whole, so it is not re-priced without the void leg. Legs that can end in halves (quarter lines) are not taken.
 */
export const MIN_BET_BUILDER_LEGS = 2;
export const MAX_BET_BUILDER_LEGS = 6;

const BASE = '/web-api/betting/bet-builder';
export const BetBuilderPaths = {
  /** POST BetBuilderQuoteBodySchema → 200 BetBuilderQuoteSchema, or 409 coupon_refused (public). */
  quote: `${BASE}/quote`,
  /** POST BetBuilderPlaceBodySchema (+ header `Idempotency-Key`) → 201 PlaceCouponResponseSchema, or a refusal like a coupon's. */
  coupons: `${BASE}/coupons`,
} as const;

const IdSchema = z.int().check(z.positive(), z.lte(2_147_483_647));

export const BetBuilderQuoteBodySchema = z.object({
  outcomeIds: z.array(IdSchema).check(z.minLength(MIN_BET_BUILDER_LEGS), z.maxLength(MAX_BET_BUILDER_LEGS)),
});
export type BetBuilderQuoteBody = z.infer<typeof BetBuilderQuoteBodySchema>;

export const BetBuilderQuoteSchema = z.object({
  gameId: IdSchema,
  /** The builder's coefficient, thousandths. */
  coef: CoefThousandthsSchema,
  /** The product of the legs' own coefficients (what an express of them would pay, were it allowed), thousandths. */
  legsCoef: CoefThousandthsSchema,
  legs: z.array(z.object({ outcomeId: IdSchema, coef: CoefThousandthsSchema })),
});
export type BetBuilderQuote = z.infer<typeof BetBuilderQuoteSchema>;

export const BetBuilderPlaceBodySchema = z.object({
  /** The legs with the coefficients the bettor saw. */
  bets: z.array(CouponBetInputSchema).check(z.minLength(MIN_BET_BUILDER_LEGS), z.maxLength(MAX_BET_BUILDER_LEGS)),
  /** The builder's coefficient the bettor saw; a change is handled by `changeCoefAction` as for any coupon. */
  coef: CoefThousandthsSchema,
  amount: z.int().check(z.gte(1), z.lte(Number.MAX_SAFE_INTEGER)),
  accountId: z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER)),
  changeCoefAction: z._default(ChangeCoefActionSchema, DEFAULT_CHANGE_COEF_ACTION),
});
export type BetBuilderPlaceBody = z.infer<typeof BetBuilderPlaceBodySchema>;
export type BetBuilderPlaceBodyInput = z.input<typeof BetBuilderPlaceBodySchema>;
