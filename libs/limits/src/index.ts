// rules: the catalogue of types, windows and page sections
export {
  DAY_SECONDS,
  LIMIT_SECTIONS,
  LIMIT_TYPE,
  LIMIT_TYPES,
  PENDING_SECONDS,
  WINDOW_SECONDS,
  isAmountType,
  isPeriodType,
  limitKind,
  limitLabel,
  limitMeasure,
  sectionOf,
  sortLimits,
  typesOfKind,
  windowSecondsOf,
} from './rules/catalog';

// rules: options
export {
  NOT_SET,
  NO_AMOUNT_LIMIT,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_DAYS,
  SESSION_HOURS,
  TIME_OUT_DAYS,
  clampRemaining,
  isValidLimitValue,
  limitOptions,
  noLimitValue,
} from './rules/options';

// rules: changing the list (the limit service's writes)
export { activeLimit, approveLimit, cancelLimit, isInForce, isStricter, limitsAt, pendingLimit, rejectLimit, setLimit } from './rules/change';
export { limitRuleError } from './rules/errors';

// rules: decisions on money paths and sign-in (the server calls these)
export {
  amountHeadrooms,
  bindingHeadroom,
  canSignIn,
  checkDeposit,
  checkStake,
  depositHeadroom,
  describeLimits,
  sessionRemaining,
  stakeHeadroom,
} from './rules/checks';
export { clampSafe, emptyUsage, inWindow, limitValueToMinor, netPosition, sumInWindow, sumSince } from './rules/usage';

// rules: the page
export { isFieldDisabled, isFieldLocked, limitActionNotice, limitSections, showSelfExclusionWarning } from './rules/page';
export {
  RealityCheckRecordSchema,
  acknowledgeRealityCheck,
  readRealityCheckRecord,
  realityCheckState,
  serializeRealityCheckRecord,
  startRealityChecks,
} from './rules/reality-check';

// model
export { createLimitsPageModel } from './model/limits-page.model';
export { createSessionLimitModel } from './model/session-limit.model';
export { createRealityCheckModel } from './model/reality-check.model';
export { createLimitPingModel } from './model/limit-ping.model';

// types
export type { AmountLimitKind, AmountLimitType, LimitKind, LimitSection, LimitSectionId, PeriodLimitType } from './rules/catalog';
export type { LimitChange, LimitChangeOutcome } from './rules/change';
export type { LimitRuleError, LimitRuleErrorCode } from './rules/errors';
export type { AmountHeadroom } from './rules/checks';
export type { LimitUsage, MoneyEvent } from './rules/usage';
export type { LimitActionKind, LimitNotice, LimitSectionFlags, LimitSectionView } from './rules/page';
export type { RealityCheckRecord, RealityCheckState } from './rules/reality-check';
export type { LimitActionParams, LimitsApi, LimitsPageModel } from './model/limits-page.model';
export type { SessionLimitModel } from './model/session-limit.model';
export type { RealityCheckApi, RealityCheckModel, RealityCheckPrompt, RealityCheckStorage } from './model/reality-check.model';
export type { LimitPingApi, LimitPingModel } from './model/limit-ping.model';
