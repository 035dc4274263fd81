// Betting: placement, settlement, bet history, print coupon, saved coupon codes, coupon promo codes.

// assembly (app.ts) and test control
export { createBettingModule, DEFAULT_SWEEP_INTERVAL_MS } from './betting.module';
export { bettingTestControlRoutes } from './betting.test-control';

// for other modules and jobs
export { settleCoupon, settleDecidedCoupons } from './settlement';
export { DEFAULT_BETTING_SETTINGS } from './coupon-rules';

// types
export type { BettingModule, BettingModuleDeps, BettingOptions, GamesFinishedSource } from './betting.module';
export type { BettingSettings } from './coupon-rules';
export type { SettleRun } from './settlement';

// for backoffice
export { reopenForCorrection } from './settlement';
