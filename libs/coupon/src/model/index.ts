export { createCouponModel } from './coupon.model';
export type { CouponModel, PlacementAttempt, PlacementOrigin } from './coupon.model';
export { defaultCouponConfig } from './coupon.types';
export type {
  CoefDirection,
  CoefMove,
  CouponAccount,
  CouponBetChange,
  CouponConfig,
  CouponModelDeps,
  CouponModelRefusal,
  CouponSnapshot,
  LoadedCoupon,
  PendingCoefChange,
  PendingPlacement,
  PlaceCouponError,
  PlaceCouponRequest,
  PromoCodeCheck,
} from './coupon.types';
export { applySettingsPatch, normalizeSnapshot, parseCouponSnapshot, placeBody } from './coupon.helpers';
export type { CouponSettingsPatch } from './coupon.helpers';
