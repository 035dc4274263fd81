// rules: entities and defaults (spec §3, §4)
export {
  BET_STATUS,
  BONUS_EXCLUDED_MARKET_KIND,
  CHANGE_COEF_ACTION,
  COUPON_TYPE,
  COUPON_TYPE_IDS,
  DEFAULT_CHANGE_COEF_ACTION,
  MIN_SYSTEM_VALUE,
  ONE_CLICK_BONUS_CHANGE_COEF_ACTION,
  defaultCouponBet,
  defaultCouponSettings,
  defaultCouponState,
  isCombinedType,
  isCouponTypeId,
  isSystemType,
} from './rules/entities';

// rules: coefficient maths (express, system k of n, full cover)
export {
  coefFromDecimal,
  coefToDecimal,
  exactDecimal,
  expressCoef,
  expressCoefThousandths,
  fullCoverTotals,
  systemLineCount,
  systemLineCountExact,
  systemTotalCoef,
  systemTotalCoefExact,
} from './rules/coef-math';

// rules: possible win, settlement, caps and blocks
export {
  blockMaxBets,
  capPayout,
  clampSystemValue,
  effectiveCoef,
  isValidSystemValue,
  maxBetForBlock,
  possibleWin,
  settleCoupon,
  settledBonusCoef,
  settledExpressCoef,
  systemAverageCoef,
  systemLines,
  UnknownLegResultError,
} from './rules/payout';
export { systemOptions } from './rules/system';
export { blockCapBreaches, blockStakes, maxStakeUnderPayout, slipBlocks, winsAtMost } from './rules/caps';
export type { SlipBlock } from './rules/caps';
export { isLostBeforeDecided } from './rules/early-loss';
export { WHOLE_COUPON, cashOutOffer, payoutOfShare, shareAfterCashOut } from './rules/cash-out';
export type { CashOutInput, CashOutLeg, CashOutOffer, CouponShare } from './rules/cash-out';
export { autoCashOutTargetRefusal, cashOutCeiling, isAutoCashOutDue, planBetEdit } from './rules/cash-out-auto-edit';
export type { AutoCashOutRefusal, EditBetPlan } from './rules/cash-out-auto-edit';
export type { PartlyDecidedCoupon } from './rules/early-loss';

// rules: amounts (step, initial stake, min/max)
export { operatorStakeRules } from './rules/operator';
export type { OperatorStakeRules } from './rules/operator';
export { couponAmountLimits, couponAmountStep, couponInitialStake, isOnStep, maxStake, QUICK_STAKE_MULTIPLES, quickStakes, stepDown, stepUp } from './rules/amounts';

// rules: bonus bet, hyper bonus, anti-express
export {
  BONUS_BET,
  BONUS_BET_BASE_COEF,
  BONUS_BET_MAX_COUNTED_BETS,
  BONUS_BET_MIN_BETS,
  BONUS_BET_MIN_LEG_COEF,
  BONUS_BET_MIN_TOTAL_COEF,
  antiExpressCoef,
  bonusBetCoef,
  bonusBetFactorPercent,
  bonusBetQualifies,
  expressOfTheDayBonus,
  hyperBonus,
  isBonusBetAvailable,
  shouldAddBonusBet,
} from './rules/bonus';

// rules: coefficient views (drawing and reading; the view ids and which view to show are @betting/settings')
export { FRACTIONAL_LADDER, MAX_FRACTION_DENOMINATOR, NO_ODDS, bestFraction, coefByView, convertOdds, formatCoefView, parseCoefView, parseOdds } from './rules/odds-view';

// rules: bet status and availability
export { isBetFinished, isBetLive, isBetLocked } from './rules/bet-status';
export { acceptCoefChange, addPick, canCombine, isOneClickActive, isVipBetAvailable, sameGameConflicts } from './rules/availability';

// rules: the placement validator (browser and server)
export { COUPON_REFUSAL_CODES, canPlaceCoupon, couponRefusals, minBetsFor } from './rules/refusals';

// model: the effector model of the bet slip (spec §3–§5), its seams and the snapshot kept in localStorage
export { applySettingsPatch, createCouponModel, defaultCouponConfig, normalizeSnapshot, parseCouponSnapshot, placeBody } from './model';
export type {
  CoefDirection,
  CoefMove,
  CouponAccount,
  CouponBetChange,
  CouponConfig,
  CouponModel,
  CouponModelDeps,
  CouponModelRefusal,
  CouponSettingsPatch,
  CouponSnapshot,
  LoadedCoupon,
  PendingCoefChange,
  PendingPlacement,
  PlaceCouponError,
  PlaceCouponRequest,
  PlacementAttempt,
  PlacementOrigin,
  PromoCodeCheck,
} from './model';

// types
export type {
  ChangeCoefAction,
  CouponBet,
  CouponMarket,
  CouponSettings,
  CouponState,
  CouponTypeId,
  HyperBonusFields,
  PlacedCoupon,
  SingleResult,
  SystemOption,
} from './rules/entities';
export type { LegResult, PossibleWinInput, SettleInput, SettleLeg } from './rules/payout';
export type { SystemOptionsInput } from './rules/system';
export type { AmountLimits, AmountLimitsInput, MaxStakeInput } from './rules/amounts';
export type { BonusBetInput, ExpressBonus, HyperBonusInput } from './rules/bonus';
/** @betting/settings' view id, re-exported because the coupon's views take it (apps import it from here). */
export type { CoefViewId } from '@betting/settings';
export type { AddPickResult, VipBetInput } from './rules/availability';
export type { CouponCheckInput, CouponRefusal, CouponRefusalCode } from './rules/refusals';
