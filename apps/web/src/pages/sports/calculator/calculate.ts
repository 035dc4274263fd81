import {
  clampSystemValue,
  COUPON_TYPE,
  defaultCouponBet,
  formatCoefView,
  parseCoefView,
  settleCoupon,
  settledExpressCoef,
  systemAverageCoef,
  systemLineCount,
  systemOptions,
  type CoefViewId,
  type CouponTypeId,
  type LegResult,
  type SystemOption,
} from '@betting/coupon';
import type { Coef, MinorUnits } from '@betting/kernel';

/**
 * The betting calculator's sums, all of them libs/coupon's: the odds read back from the chosen view, the payout is
 * `settleCoupon` (what the server would credit, rounded down once), the odds are the coupon's own display.
 */
export const BET_TYPES = ['single', 'express', 'system'] as const;
export type BetType = (typeof BET_TYPES)[number];
export const LEG_RESULTS: readonly LegResult[] = ['won', 'lost', 'void'];
/** The stake typed is the whole bet or one line of a system (then the bet costs it × lines). */
export const STAKE_MODES = ['total', 'perLine'] as const;
export type StakeMode = (typeof STAKE_MODES)[number];

/** Most selections the calculator takes (a system 15/16 has 16 lines, 8/16 has 12,870). */
export const MAX_LEGS = 16;
const MIN_LEGS: Readonly<Record<BetType, number>> = { single: 1, express: 2, system: 3 };
const TYPE_IDS: Readonly<Record<BetType, CouponTypeId>> = { single: COUPON_TYPE.single, express: COUPON_TYPE.express, system: COUPON_TYPE.system };

export interface CalculatorLeg {
  /** What the bettor typed (or the odds redrawn in a newly chosen view). */
  readonly text: string;
  /** The odds in thousandths, read from the text in the view it was typed in; null when the text is not odds. */
  readonly coef: Coef | null;
  readonly result: LegResult;
}

export const emptyLeg: CalculatorLeg = { text: '', coef: null, result: 'won' };

/** A selection's odds as typed in a view. */
export function typedLeg(leg: CalculatorLeg, text: string, view: CoefViewId): CalculatorLeg {
  return { ...leg, text, coef: parseCoefView(text, view) };
}

/** The same odds drawn in another view; what does not read as odds stays as typed. */
export function redrawnLeg(leg: CalculatorLeg, view: CoefViewId): CalculatorLeg {
  return leg.coef === null ? leg : { ...leg, text: formatCoefView(leg.coef, view) };
}

/** How many selections a bet type shows: one for a single, else the bettor's choice kept within the type's range. */
export function legCountFor(type: BetType, chosen: number): number {
  if (type === 'single') return 1;
  return Math.min(MAX_LEGS, Math.max(MIN_LEGS[type], Math.trunc(chosen)));
}

/** The counts a bet type offers. */
export function legCountOptions(type: BetType): readonly number[] {
  return Array.from({ length: MAX_LEGS - MIN_LEGS[type] + 1 }, (_, index) => MIN_LEGS[type] + index);
}

/** k of the system for n selections: the bettor's choice, clamped to 2 ≤ k < n. */
export function systemValueFor(chosen: number, n: number): number {
  return clampSystemValue(chosen, n);
}

/** The k/n choices for n selections, with their lines. */
export function systemChoices(n: number): readonly SystemOption[] {
  return systemOptions({ n });
}

export interface CalculatorInput {
  readonly type: BetType;
  /** The selections shown (already cut to the type's count). */
  readonly legs: readonly CalculatorLeg[];
  /** k of a system (ignored by the other types). */
  readonly systemValue: number;
  readonly stake: MinorUnits;
  readonly stakeMode: StakeMode;
}

export type CalculatorResult =
  | {
      readonly kind: 'incomplete';
      readonly missingStake: boolean;
      /** Positions (0-based) of the selections whose odds are missing or unreadable. */
      readonly legsWithoutOdds: readonly number[];
    }
  | { readonly kind: 'tooLarge' }
  | {
      readonly kind: 'ready';
      readonly typeId: CouponTypeId;
      /** Single and express: the settled total (void legs at 1.000; 0 when a leg lost). System: a line's average as placed. */
      readonly odds: Coef;
      readonly lines: number;
      /** Lines with no lost selection. */
      readonly winningLines: number;
      readonly totalStake: MinorUnits;
      /** The exact stake of one line is totalStake / lines; this is it rounded down, `exact` when nothing was cut. */
      readonly stakePerLine: { readonly amount: MinorUnits; readonly exact: boolean };
      readonly payout: MinorUnits;
      /** payout − totalStake; negative when the bet loses money. */
      readonly profit: MinorUnits;
    };

/** What the bet costs and returns, or why it cannot be worked out yet. */
export function calculateBet(input: CalculatorInput): CalculatorResult {
  const { type, legs, stake, stakeMode } = input;
  const legsWithoutOdds = legs.flatMap((leg, index) => (leg.coef === null ? [index] : []));
  if (stake <= 0 || legsWithoutOdds.length > 0 || legs.length === 0) return { kind: 'incomplete', missingStake: stake <= 0, legsWithoutOdds };
  const settled = legs.map((leg) => ({ coef: leg.coef ?? 0, result: leg.result }));
  const typeId = TYPE_IDS[type];
  const k = type === 'system' ? systemValueFor(input.systemValue, legs.length) : legs.length;
  const lines = type === 'system' ? systemLineCount(legs.length, k) : 1;
  const lost = settled.filter((leg) => leg.result === 'lost').length;
  const winningLines = type === 'system' ? systemLineCount(legs.length - lost, k) : lost === 0 ? 1 : 0;
  const totalStake = stakeMode === 'perLine' ? stake * lines : stake;
  if (!Number.isSafeInteger(totalStake)) return { kind: 'tooLarge' };
  try {
    const payout = settleCoupon({ typeId, systemValue: k, amount: totalStake, legs: settled });
    const odds =
      type === 'system'
        ? systemAverageCoef(
            settled.map((leg, index) => defaultCouponBet({ id: String(index), gameId: index, market: { id: String(index), coef: leg.coef } })),
            k,
          )
        : settledExpressCoef(settled);
    return {
      kind: 'ready',
      typeId,
      odds,
      lines,
      winningLines,
      totalStake,
      stakePerLine: { amount: (totalStake - (totalStake % lines)) / lines, exact: totalStake % lines === 0 },
      payout,
      profit: payout - totalStake,
    };
  } catch (error) {
    // settleCoupon refuses a payout beyond a safe integer: no bookmaker takes such a bet, so say so.
    if (error instanceof RangeError) return { kind: 'tooLarge' };
    throw error;
  }
}
