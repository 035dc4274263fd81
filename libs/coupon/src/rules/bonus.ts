/**
 * The express bonus bet (spec §4, §9), the hyper bonus and the anti-express coefficient.
 */
import { EXPRESS_OF_THE_DAY_BOOST, EXPRESS_OF_THE_DAY_MIN_LEGS } from '@betting/contracts';
import { COEF_ONE, floorDiv, multiplyCoefsExact } from '@betting/kernel';
import type { Coef, MinorUnits } from '@betting/kernel';
import { exactDecimal } from './coef-math';
import { BONUS_EXCLUDED_MARKET_KIND, COUPON_TYPE } from './entities';
import type { CouponBet, CouponTypeId } from './entities';

/** Spec §9: the bonus bet coefficient is 1.1 × a count factor. */
export const BONUS_BET_BASE_COEF: Coef = 1100;
/** Spec §4: the bonus bet needs every leg at 1.1 or more… */
export const BONUS_BET_MIN_LEG_COEF: Coef = 1100;
/** …at least 3 legs… */
export const BONUS_BET_MIN_BETS = 3;
/** …and a total of at least 1.01. */
export const BONUS_BET_MIN_TOTAL_COEF: Coef = 1010;
/**
 * The factor is 1 + count/100 for 1 to 9 bets (spec §9); beyond 9 the spec shows nothing, and we hold it at 1.09
 * (count capped at 9): never decreasing with more legs, never more generous than the last documented step.
 */
export const BONUS_BET_MAX_COUNTED_BETS = 9;

/** Count factor in hundredths: 100 + min(max(count, 0), 9). */
export function bonusBetFactorPercent(count: number): number {
  const counted = Math.min(Math.max(Math.trunc(count), 0), BONUS_BET_MAX_COUNTED_BETS);
  return 100 + counted;
}

/** Bonus bet coefficient in thousandths: 1.1 × (1 + min(count, 9)/100), always exact (11 × (100 + count)): 3 → 1133. */
export function bonusBetCoef(count: number): Coef {
  return (BONUS_BET_BASE_COEF * bonusBetFactorPercent(count)) / 100;
}

/**
 * What multiplies a winning express beyond its legs, as the coupon was placed. Settlement recomputes it on the
 * decided legs (void legs drop out), so a void leg never earns a bonus:
 * - `bonusBet`: spec §4 and §9, 1.1 × (1 + n/100) for the n decided legs, kept only while they still qualify
 *   (at least 3, each at least 1.1, their express at least 1.01; the market kinds were checked at placement and
 *   do not change);
 * - `boost`: a fixed factor (the express of the day's), kept only while at least `minLegs` legs are decided.
 */
export type ExpressBonus = { readonly kind: 'bonusBet' } | { readonly kind: 'boost'; readonly coef: Coef; readonly minLegs: number };

/** The bonus bet, as a placed express carries it. */
export const BONUS_BET: ExpressBonus = { kind: 'bonusBet' };

/** The express of the day's boost (contracts'), kept at settlement while at least the offer's minimum of legs is decided. */
export function expressOfTheDayBonus(boost: Coef = EXPRESS_OF_THE_DAY_BOOST): ExpressBonus {
  return { kind: 'boost', coef: boost, minLegs: EXPRESS_OF_THE_DAY_MIN_LEGS };
}

export interface BonusBetInput {
  /** Site config allows the bonus bet. */
  readonly isBonusBetEnabled: boolean;
  readonly typeId: CouponTypeId;
  readonly bets: readonly Pick<CouponBet, 'market'>[];
}

/**
 * Spec §4: config allows, type express, every bet's market kind ≠ 7 with coef ≥ 1.1, at least 3 bets and the total
 * (express) coefficient at least 1.01.
 */
export function isBonusBetAvailable({ isBonusBetEnabled, typeId, bets }: BonusBetInput): boolean {
  if (!isBonusBetEnabled || typeId !== COUPON_TYPE.express) return false;
  if (bets.some((bet) => bet.market.kind === BONUS_EXCLUDED_MARKET_KIND)) return false;
  return bonusBetQualifies(bets.map((bet) => bet.market.coef));
}

/**
 * The coefficient part of spec §4's rule, on the legs' coefficients (thousandths): at least 3 legs, each at least
 * 1.1, their express at least 1.01. The slip asks it of its bets; settlement asks it again of the decided legs only.
 */
export function bonusBetQualifies(coefs: readonly Coef[]): boolean {
  if (coefs.length < BONUS_BET_MIN_BETS || !coefs.every((coef) => coef >= BONUS_BET_MIN_LEG_COEF)) return false;
  return multiplyCoefsExact(coefs) >= BigInt(BONUS_BET_MIN_TOTAL_COEF);
}

/** The coupon adds the bonus bet when available and the bettor has not deleted it by hand. */
export function shouldAddBonusBet(input: BonusBetInput & { readonly isBonusBetManuallyDeleted: boolean }): boolean {
  return !input.isBonusBetManuallyDeleted && isBonusBetAvailable(input);
}

export interface HyperBonusInput {
  readonly amount: MinorUnits;
  readonly possibleWin: MinorUnits;
  /** Percent, up to any number of decimals (2.5 = 2.5 %). */
  readonly hyperBonusPercent: number;
  readonly minHyperBonusBetLimit: MinorUnits;
  /** null = unlimited. */
  readonly maxHyperBonusLimit: MinorUnits | null;
}

/**
 * Hyper bonus (fields of spec §3; the rule is ours): percent of the net win (possible win − amount), paid when the
 * stake reaches minHyperBonusBetLimit, capped at maxHyperBonusLimit, floored to a minor unit.
 */
export function hyperBonus({ amount, possibleWin, hyperBonusPercent, minHyperBonusBetLimit, maxHyperBonusLimit }: HyperBonusInput): MinorUnits {
  if (hyperBonusPercent <= 0 || amount < minHyperBonusBetLimit || possibleWin <= amount) return 0;
  const { digits, scale } = exactDecimal(hyperBonusPercent);
  const bonus = Number(floorDiv(BigInt(possibleWin - amount) * digits, 100n * 10n ** BigInt(scale)));
  return maxHyperBonusLimit === null ? bonus : Math.min(bonus, maxHyperBonusLimit);
}

/**
 * Anti-express coefficient (ours; the spec names the field only): the fair price of "not every leg wins" against an
 * express at E, E / (E − 1), less an optional margin in thousandths of the price, rounded DOWN to thousandths
 * (the house's side). null for E = 1.000 (no such bet). antiExpressCoef(4000) → 1333.
 */
export function antiExpressCoef(express: Coef, marginPermille = 0): Coef | null {
  if (!Number.isSafeInteger(express) || express <= COEF_ONE) return null;
  const numer = BigInt(express) * 1000n * BigInt(1000 - marginPermille);
  const coef = Number(floorDiv(numer, BigInt(express - COEF_ONE) * 1000n));
  return coef > COEF_ONE ? coef : null;
}
