/**
 * Paths of the betting calls (spec §2 office history and `print-coupon/{couponId}`,
 * §3 placed coupon, §4 coupon types). The spec shows none of them: they live under `/web-api/betting/`. Every call
 * needs a session except `expressOfTheDay` (`ua` cookie or `Authorization: Bearer`; `401 not_signed_in` / `invalid_token` otherwise) and none
 * is cached.
 */
const BASE = '/web-api/betting';

export const BettingPaths = {
  /** POST PlaceCouponBodySchema (+ header `Idempotency-Key`) → 201 PlaceCouponResponseSchema or a refusal. */
  coupons: `${BASE}/coupons`,
  /** GET one coupon of the caller (`print-coupon/{couponId}`) → CouponResponseSchema; `couponPath(id)`. */
  coupon: `${BASE}/coupons/:couponId`,
  /** GET BetHistoryQuerySchema → BetHistoryResponseSchema: the caller's coupons, newest first. */
  history: `${BASE}/history`,
  /** POST SaveCouponBodySchema → 201 SavedCouponResponseSchema: the bet slip under a short code anyone can load. */
  savedCoupons: `${BASE}/saved-coupons`,
  /** GET a saved bet slip by its code (`savedCouponPath(code)`) → LoadedCouponResponseSchema. */
  savedCoupon: `${BASE}/saved-coupons/:code`,
  /** GET → CouponPromoCodesResponseSchema: the promo codes the caller may put on a coupon now. */
  promoCodes: `${BASE}/promo-codes`,
  /** POST CouponPromoCheckBodySchema → CouponPromoCheckResponseSchema: would this code apply to this coupon? */
  promoCodeCheck: `${BASE}/promo-codes/check`,
  /** GET → ExpressOfTheDayResponseSchema: the day's express on offer (public: no session needed). */
  expressOfTheDay: `${BASE}/express-of-the-day`,
  /** GET → CashOutOfferResponseSchema; POST CashOutBodySchema (+ `Idempotency-Key`) → CashOutResponseSchema (`cashOutPath(id)`). */
  cashOut: `${BASE}/coupons/:couponId/cash-out`,
  /** PUT AutoCashOutBodySchema → AutoCashOutResponseSchema arms the automatic cash out; DELETE disarms it (`autoCashOutPath(id)`). */
  autoCashOut: `${BASE}/coupons/:couponId/auto-cash-out`,
  /** POST EditBetBodySchema (+ `Idempotency-Key`) → 201 EditBetResponseSchema: cash out whole, stake it on new legs (`editBetPath(id)`). */
  editBet: `${BASE}/coupons/:couponId/edit`,
} as const;

export const couponPath = (couponId: number | string): string => `${BASE}/coupons/${couponId}`;
export const cashOutPath = (couponId: number | string): string => `${BASE}/coupons/${couponId}/cash-out`;
export const autoCashOutPath = (couponId: number | string): string => `${BASE}/coupons/${couponId}/auto-cash-out`;
export const editBetPath = (couponId: number | string): string => `${BASE}/coupons/${couponId}/edit`;
export const savedCouponPath = (code: string): string => `${BASE}/saved-coupons/${encodeURIComponent(code)}`;

/** Test-control calls (non-production only). */
export const BettingTestControlPaths = {
  /** POST → SettleRunResponseSchema: run the settlement sweep now (every open coupon whose legs are all decided). */
  settle: '/__test/betting/settle',
} as const;
