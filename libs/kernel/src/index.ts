// rules: money
export {
  DEFAULT_CURRENCY,
  amountStepFor,
  currencies,
  currencyByIso,
  initialStakeFor,
  isNiceMinorUnits,
} from './rules/currencies';
export { exponentOf, formatMoney, formatMoneyParts, isMinorUnits, minorToMajorString, parseMoney } from './rules/money';
export { REFERENCE_RATES_DATE } from './rules/currency-data';
export { convertMinorUnits, exchangeFactor, referenceRateOf } from './rules/exchange';

// rules: coefficients
export { COEF_ONE, COEF_SCALE, applyCoef, coefToString, multiplyCoefs, multiplyCoefsExact, parseCoef } from './rules/coef';

// rules: rounding (the only place that rounds)
export { floorDiv, roundHalfUpDiv, toSafeNumber } from './rules/rounding';

// rules: result and errors
export { andThen, err, isErr, isOk, mapError, mapResult, ok, unwrapOr } from './rules/result';
export { domainError } from './rules/errors';

// rules: idempotency keys of money calls (reuse the key until the call is answered)
export { callFingerprint, idempotencyKeyFor, pendingAfter } from './rules/idempotency';

// clock
export { fixedClock, manualClock, offsetClock } from './rules/clock';
export { systemClock } from './clock/system';

// types
export type { Currency } from './rules/currencies';
export type { ReferenceRate } from './rules/exchange';
export type { MinorUnits } from './rules/money-types';
export type { Coef } from './rules/coef';
export type { Result } from './rules/result';
export type { DomainError, KernelError, KernelErrorCode } from './rules/errors';
export type { Clock, ManualClock } from './rules/clock';
export type { PendingCall } from './rules/idempotency';
