/**
 * Amounts: the +/− step and the initial stake by currency (tables in @betting/kernel), and which minimum and maximum
 * apply (spec §5). Money in minor units.
 */
import { amountStepFor, initialStakeFor } from '@betting/kernel';
import type { MinorUnits } from '@betting/kernel';
import type { CouponSettings, CouponTypeId } from './entities';

/**
 * The coupon's amount step for a currency: the settings' manual step when `isManualAmountStep` and it is a positive
 * integer, else the currency table, else the default currency's (RUB) step — the kernel's `amountStepFor`.
 */
export function couponAmountStep(iso: string, settings: Pick<CouponSettings, 'amountStepByCurrencyIso' | 'isManualAmountStep'>): MinorUnits {
  return amountStepFor(iso, settings.isManualAmountStep ? settings.amountStepByCurrencyIso : undefined);
}

/** The stake a fresh coupon starts with (kernel table; unknown currencies take the RUB value). */
export function couponInitialStake(iso: string): MinorUnits {
  return initialStakeFor(iso);
}

/** Amount one step up (from 0 the first step). */
export function stepUp(amount: MinorUnits, step: MinorUnits): MinorUnits {
  return (Math.floor(amount / step) + 1) * step;
}

/** Amount one step down, never below 0 (off-grid amounts go to the grid below). */
export function stepDown(amount: MinorUnits, step: MinorUnits): MinorUnits {
  return Math.max(0, (Math.ceil(amount / step) - 1) * step);
}

export function isOnStep(amount: MinorUnits, step: MinorUnits): boolean {
  return step > 0 && amount % step === 0;
}

export interface AmountLimitsInput {
  readonly typeId: CouponTypeId;
  readonly minBetAmount: MinorUnits | null;
  /** null = unlimited. */
  readonly maxBetAmount: MinorUnits | null;
  /** Config list of coupon types the minimum and maximum apply to. */
  readonly limitedTypeIds: readonly CouponTypeId[];
  readonly isBonusAccount: boolean;
}

export interface AmountLimits {
  /** null: no minimum applies. */
  readonly min: MinorUnits | null;
  /** null: no maximum applies. */
  readonly max: MinorUnits | null;
}

/**
 * Spec §5: the maximum applies only when the type is in the config list and the account is not the bonus account;
 * the minimum likewise. A minimum of 0 is no minimum. When the server sends min > max, max wins (min becomes max),
 * so the answer always has min ≤ max when both apply.
 */
export function couponAmountLimits({ typeId, minBetAmount, maxBetAmount, limitedTypeIds, isBonusAccount }: AmountLimitsInput): AmountLimits {
  if (isBonusAccount || !limitedTypeIds.includes(typeId)) return { min: null, max: null };
  const max = maxBetAmount;
  const rawMin = minBetAmount !== null && minBetAmount > 0 ? minBetAmount : null;
  const min = rawMin !== null && max !== null && rawMin > max ? max : rawMin;
  return { min, max };
}

/** Multiples of the currency's initial stake the quick coupon offers as one-tap stakes. */
export const QUICK_STAKE_MULTIPLES = [1, 2, 5, 10] as const;

/**
 * The quick coupon's one-tap stakes (spec §3 "quick coupon"; ours: the spec does not list them): the currency's
 * initial stake × 1, 2, 5 and 10, each brought inside the limits that apply (`couponAmountLimits`), ascending and
 * without repeats. Never empty: with a maximum below every multiple, the maximum alone.
 */
export function quickStakes(iso: string, limits: AmountLimits): MinorUnits[] {
  const base = couponInitialStake(iso);
  const inside = QUICK_STAKE_MULTIPLES.map((times) => {
    let amount = base * times;
    if (limits.min !== null && amount < limits.min) amount = limits.min;
    if (limits.max !== null && amount > limits.max) amount = limits.max;
    return amount;
  }).filter((amount) => amount > 0);
  const stakes = [...new Set(inside)].sort((a, b) => a - b);
  return stakes.length > 0 ? stakes : [base];
}

export interface MaxStakeInput {
  readonly limits: AmountLimits;
  /** Money the stake may come from (balance + prepaid), minor units; null when unknown (a guest). */
  readonly available: MinorUnits | null;
  /** Stakes the amount is taken for: the number of bets of multiple singles (each staked the amount), else 1. */
  readonly stakes: number;
  readonly step: MinorUnits;
  /** The operator takes only amounts on the step: the maximum is brought down to it. */
  readonly enforceStep: boolean;
}

/**
 * The largest amount the coupon takes now: the "max" button and auto-max (spec §3 isAutoMax; the stake follows it
 * while auto-max is on). The maximum that applies, and no more than the available money split over the stakes;
 * brought down to the step when the operator enforces it. null when nothing bounds it (no maximum, money unknown).
 */
export function maxStake({ limits, available, stakes, step, enforceStep }: MaxStakeInput): MinorUnits | null {
  const affordable = available === null ? null : Math.floor(Math.max(0, available) / Math.max(1, stakes));
  const bounds = [limits.max, affordable].filter((bound): bound is MinorUnits => bound !== null);
  if (bounds.length === 0) return null;
  const max = Math.min(...bounds);
  return enforceStep && step > 0 ? max - (max % step) : max;
}
