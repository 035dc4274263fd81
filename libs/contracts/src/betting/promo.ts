import * as z from 'zod/mini';
import { CouponPromoCodeSchema, CouponTypeIdSchema } from './coupon';

/**
 * Coupon promo codes (spec §3 promoCode, manualPromoCode, promoCodes): a code put on a coupon raises its win by
 * `boostPercent` % of the profit (payout − stake) when the coupon wins. A code applies to coupons of at least
 * `minBets` bets and `minCoef` total coefficient, while it is valid, once per person.
 */
export const CouponPromoSchema = z.object({
  code: z.string(),
  title: z.string(),
  boostPercent: z.int().check(z.gte(1), z.lte(100)),
  minBets: z.int().check(z.gte(1)),
  /** Thousandths. */
  minCoef: z.int().check(z.gte(1000)),
  validUntil: z.iso.datetime({ offset: true }),
});
export type CouponPromo = z.infer<typeof CouponPromoSchema>;

/** `GET /web-api/betting/promo-codes`: the codes the caller may use now (the list under the coupon). */
export const CouponPromoCodesResponseSchema = z.object({ promoCodes: z.array(CouponPromoSchema) });
export type CouponPromoCodesResponse = z.infer<typeof CouponPromoCodesResponseSchema>;

/** `POST /web-api/betting/promo-codes/check`: a manually typed code against the coupon as it is. */
export const CouponPromoCheckBodySchema = z.object({
  code: CouponPromoCodeSchema,
  typeId: CouponTypeIdSchema,
  betsCount: z.int().check(z.gte(0), z.lte(100)),
  /** The coupon's coefficient now, thousandths. */
  coef: z.int().check(z.gte(1000)),
});
export type CouponPromoCheckBody = z.infer<typeof CouponPromoCheckBodySchema>;

/** valid: applies; invalid: no such code; expired; used: by this person; not_applicable: too few bets or too low a coef. */
export const COUPON_PROMO_STATUSES = ['valid', 'invalid', 'expired', 'used', 'not_applicable'] as const;
export const CouponPromoCheckResponseSchema = z.object({ code: z.string(), status: z.enum(COUPON_PROMO_STATUSES), promo: z.nullable(CouponPromoSchema) });
export type CouponPromoCheckResponse = z.infer<typeof CouponPromoCheckResponseSchema>;
