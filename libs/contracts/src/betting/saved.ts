import * as z from 'zod/mini';
import { CouponBetInputSchema, CouponTypeIdSchema, MAX_COUPON_BETS } from './coupon';

/** A saved-coupon code: 8 characters of an unambiguous alphabet (no 0/O, 1/I/L), upper case. */
export const SavedCouponCodeSchema = z.string().check(z.trim(), z.toUpperCase(), z.regex(/^[2-9A-HJKMNP-Z]{8}$/, '8 letters and digits'));

/** `POST /web-api/betting/saved-coupons`: the slip to keep under a code (spec §3 loadCouponInputValue). */
export const SaveCouponBodySchema = z.object({
  typeId: CouponTypeIdSchema,
  bets: z.array(CouponBetInputSchema).check(z.minLength(1), z.maxLength(MAX_COUPON_BETS)),
  systemValue: z.optional(z.int().check(z.gte(2), z.lte(MAX_COUPON_BETS))),
  amount: z.optional(z.int().check(z.gte(1), z.lte(Number.MAX_SAFE_INTEGER))),
});
export type SaveCouponBody = z.infer<typeof SaveCouponBodySchema>;

export const SavedCouponResponseSchema = z.object({ code: SavedCouponCodeSchema });
export type SavedCouponResponse = z.infer<typeof SavedCouponResponseSchema>;

export const SavedCouponParamsSchema = z.object({ code: SavedCouponCodeSchema });

/**
 * `GET /web-api/betting/saved-coupons/:code`: the slip as saved, each bet with the line's coefficient now and whether
 * it can still be bet on; the page loads the available ones (loaded-from-code flag).
 */
export const LoadedCouponResponseSchema = z.object({
  code: SavedCouponCodeSchema,
  typeId: CouponTypeIdSchema,
  systemValue: z.nullable(z.int()),
  amount: z.nullable(z.int()),
  bets: z.array(
    z.object({
      outcomeId: z.int(),
      /** The coefficient when saved. */
      savedCoef: z.int(),
      /** The line's coefficient now, null when the outcome is gone. */
      coef: z.nullable(z.int()),
      /** Open for bets now (not blocked, suspended or finished). */
      available: z.boolean(),
    }),
  ),
});
export type LoadedCouponResponse = z.infer<typeof LoadedCouponResponseSchema>;
