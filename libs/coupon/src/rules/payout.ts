/**
 * Possible win and settlement: one function for every coupon type, used by the coupon (all legs won) and by the
 * server's settlement (legs won, lost or void). Money in minor units, coefficients in thousandths.
 *
 * Rounding, in one place (`payoutOf`): every payout is the exact rational amount × coefficient, rounded DOWN to a
 * whole minor unit once (kernel `floorDiv`, the house rule). In particular a system's stake per line is the exact
 * fraction amount / lines, never rounded on its own: win = (amount / C(n,k)) × e_k / 1000^k, floored once.
 * An express (and a single) pays at its displayed coefficient: the product of the legs (void = 1.000, bonus bet
 * included) rounded half-up to thousandths, then × amount, floored. A displayed coefficient (an express's total,
 * a system's average, `systemAverageCoef`) is the exact value rounded half-up to thousandths once.
 */
import { COEF_ONE, floorDiv, roundHalfUpDiv, toSafeNumber } from '@betting/kernel';
import type { Coef, MinorUnits } from '@betting/kernel';
import { bonusBetCoef, bonusBetQualifies } from './bonus';
import type { ExpressBonus } from './bonus';
import { systemLineCountExact, systemTotalCoefExact } from './coef-math';
import { COUPON_TYPE, MIN_SYSTEM_VALUE, isSystemType } from './entities';
import type { CouponBet, CouponTypeId } from './entities';

/**
 * How a leg was decided. `half_won` / `half_lost`: an Asian quarter line (±0.25, ±0.75) is two half-stakes on the
 * neighbouring lines; one of them won (or lost) and the other was void, so the leg counts (coef + 1) / 2 or 0.5.
 */
export type LegResult = 'won' | 'lost' | 'void' | 'half_won' | 'half_lost';

/**
 * A leg result the settlement does not know (anything but won, lost, void: a new state of the line, a typo in a
 * row). Thrown, never read as a loss: a coupon with such a leg stays unsettled until someone looks at it.
 */
export class UnknownLegResultError extends TypeError {
  override readonly name = 'UnknownLegResultError';
  constructor(readonly result: unknown) {
    super(`Leg result ${JSON.stringify(result) ?? String(result)} is not won, lost, void, half_won or half_lost`);
  }
}


export interface SettleLeg {
  readonly coef: Coef;
  readonly result: LegResult;
  /** System banker: in every line. */
  readonly banker?: boolean;
  /** Multiple singles: this single's stake (else the coupon's amount). */
  readonly amount?: MinorUnits;
}

export interface SettleInput {
  readonly typeId: CouponTypeId;
  /** k of a system; ignored by the other types. */
  readonly systemValue: number;
  readonly amount: MinorUnits;
  readonly legs: readonly SettleLeg[];
  /** The express's bonus as placed (bonus bet or boost), recomputed on the decided legs; null/absent = none. */
  readonly bonus?: ExpressBonus | null;
  /** Cap of one coupon's payout (each single of multiple singles is its own coupon); null/absent = unlimited. */
  readonly maxPayout?: MinorUnits | null;
}

const SCALE = 1000n;

/**
 * The one rounding of money in this lib: ⌊numer / denom⌋ minor units, then the cap (null = unlimited). Throws
 * RangeError only when an uncapped payout exceeds a safe integer.
 */
function payoutOf(numer: bigint, denom: bigint, maxPayout: MinorUnits | null | undefined = null): MinorUnits {
  if (denom === 0n) return 0;
  let value = floorDiv(numer, denom);
  if (maxPayout !== null && maxPayout !== undefined && value > BigInt(maxPayout)) value = BigInt(maxPayout);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new RangeError(`Payout ${value.toString()} beyond a safe integer`);
  return Number(value);
}

function assertMoney(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`Amount ${String(amount)} is not a non-negative integer of minor units`);
}

function assertCoef(coef: number): void {
  if (!Number.isSafeInteger(coef) || coef < COEF_ONE) throw new RangeError(`Coefficient ${String(coef)} is not an integer of thousandths ≥ 1000 (decimals go through coefFromDecimal)`);
}

/**
 * What a leg contributes, in thousandths: its coefficient when won, (coef + 1000) / 2 when half won, 1.000 when void,
 * 0.500 when half lost, 0 when lost; UnknownLegResultError otherwise. A half win of an odd sum is half a thousandth
 * (1855 → 1427.5): the maths below works on `doubledCoef`, so that half is never rounded on its own.
 */
export function effectiveCoef(leg: Pick<SettleLeg, 'coef' | 'result'>): number {
  return Number(doubledCoef(leg)) / 2;
}

/** Twice the effective coefficient, in thousandths: an exact integer for every result (2c, c + 1000, 2000, 1000, 0). */
function doubledCoef(leg: Pick<SettleLeg, 'coef' | 'result'>): bigint {
  const result = leg.result;
  switch (result) {
    case 'won':
      return 2n * BigInt(leg.coef);
    case 'half_won':
      return BigInt(leg.coef) + BigInt(COEF_ONE);
    case 'void':
      return 2n * BigInt(COEF_ONE);
    case 'half_lost':
      return BigInt(COEF_ONE);
    case 'lost':
      return 0n;
    default:
      return unknownResult(result);
  }
}

/** The unit of `doubledCoef`: 2 × 1000. */
const DOUBLED_SCALE = 2n * 1000n;

function unknownResult(result: never): never {
  throw new UnknownLegResultError(result);
}

/** Won, lost or half of either: the leg counts; void: it drops out. */
function isDecided(leg: Pick<SettleLeg, 'result'>): boolean {
  const result = leg.result;
  switch (result) {
    case 'won':
    case 'lost':
    case 'half_won':
    case 'half_lost':
      return true;
    case 'void':
      return false;
    default:
      return unknownResult(result);
  }
}

/**
 * The bonus a settled express earns, recomputed on its decided legs (void legs drop out): the bonus bet's
 * coefficient for the legs that remain when they still qualify, the boost when enough legs remain; else null.
 * A lost leg makes it moot (the express pays nothing) but does not change the answer.
 */
export function settledBonusCoef(legs: readonly Pick<SettleLeg, 'coef' | 'result'>[], bonus: ExpressBonus | null | undefined): Coef | null {
  if (bonus === null || bonus === undefined) return null;
  const decided = legs.filter(isDecided).map((leg) => leg.coef);
  switch (bonus.kind) {
    case 'bonusBet':
      return bonusBetQualifies(decided) ? bonusBetCoef(decided.length) : null;
    case 'boost':
      return decided.length >= bonus.minLegs ? bonus.coef : null;
  }
}

/** Applies the cap: null = unlimited. */
export function capPayout(payout: MinorUnits, maxPayout: MinorUnits | null | undefined): MinorUnits {
  return maxPayout === null || maxPayout === undefined ? payout : Math.min(payout, maxPayout);
}

/**
 * Express/single coefficient of legs: 0 if a leg lost, else Π effective coefs (× `bonusCoef` as given), half-up.
 * A settled coupon's bonus is `settledBonusCoef` of its legs (settleCoupon does that). RangeError past 2^53.
 */
export function settledExpressCoef(legs: readonly Pick<SettleLeg, 'coef' | 'result'>[], bonusCoef?: Coef | null): Coef {
  return toSafeNumber(settledExpressCoefExact(legs, bonusCoef), 'Coefficient product');
}

/**
 * The same as an exact integer of thousandths: Π doubled coefs (× bonus) over 2000^n (× 1000), rounded half-up once —
 * for won, void and lost legs exactly the kernel's multiplyCoefsExact of the effective coefficients.
 */
function settledExpressCoefExact(legs: readonly Pick<SettleLeg, 'coef' | 'result'>[], bonusCoef?: Coef | null): bigint {
  let numer = 1n;
  let denom = 1n;
  for (const leg of legs) {
    const doubled = doubledCoef(leg);
    if (doubled === 0n) return 0n;
    numer *= doubled;
    denom *= DOUBLED_SCALE;
  }
  if (bonusCoef !== null && bonusCoef !== undefined) {
    numer *= BigInt(bonusCoef);
    denom *= SCALE;
  }
  return roundHalfUpDiv(numer * SCALE, denom);
}

/** e_k of exact integers (Σ over every k-subset of the product), by the O(n·k) recurrence. */
function elementarySymmetric(values: readonly bigint[], k: number): bigint {
  if (k < 0 || k > values.length) return 0n;
  const e: bigint[] = new Array<bigint>(k + 1).fill(0n);
  e[0] = 1n;
  values.forEach((value, index) => {
    for (let j = Math.min(index + 1, k); j >= 1; j--) e[j] = (e[j] as bigint) + (e[j - 1] as bigint) * value;
  });
  return e[k] as bigint;
}

/** Lines of a system k of n with b bankers: C(n − b, k − b). */
export function systemLines(n: number, k: number, bankers = 0): bigint {
  if (bankers < 0 || bankers > n || k < bankers) return 0n;
  return systemLineCountExact(n - bankers, k - bankers);
}

/**
 * A system's coefficient as the placed coupon reports it (contracts: "the sum of the lines' coefs / lines"),
 * rounded half-up to thousandths; bankers are in every line. 0 when there are no lines.
 */
export function systemAverageCoef(bets: readonly CouponBet[], k: number): Coef {
  const bankers = bets.filter((bet) => bet.isBanker === true);
  const others = bets.filter((bet) => bet.isBanker !== true);
  const lines = systemLines(bets.length, k, bankers.length);
  if (lines === 0n) return 0;
  const bankerProduct = bankers.reduce((product, bet) => product * BigInt(bet.market.coef), 1n);
  const total = bankerProduct * systemTotalCoefExact(others.map((bet) => bet.market.coef), k - bankers.length); // over 1000^k
  return toSafeNumber(roundHalfUpDiv(total * 1000n, lines * 1000n ** BigInt(k)), 'System coefficient');
}

/** A system is k of n with 2 ≤ k < n (k = n is an express), more legs per line than bankers. */
export function isValidSystemValue(k: number, n: number, bankers = 0): boolean {
  return Number.isSafeInteger(k) && k >= MIN_SYSTEM_VALUE && k < n && k > bankers;
}

/** Nearest valid k: never below 2 (spec §5), below n when n > 2. */
export function clampSystemValue(k: number, n: number): number {
  const whole = Number.isFinite(k) ? Math.trunc(k) : MIN_SYSTEM_VALUE;
  return Math.max(MIN_SYSTEM_VALUE, Math.min(whole, n - 1));
}

function systemPayout(amount: MinorUnits, legs: readonly SettleLeg[], k: number, maxPayout: MinorUnits | null | undefined): MinorUnits {
  const bankers = legs.filter((leg) => leg.banker === true);
  const others = legs.filter((leg) => leg.banker !== true);
  const lines = systemLines(legs.length, k, bankers.length);
  if (lines === 0n) return 0;
  const rest = k - bankers.length;
  const bankerProduct = bankers.reduce((product, leg) => product * doubledCoef(leg), 1n);
  const total = bankerProduct * elementarySymmetric(others.map(doubledCoef), rest); // over 2000^k
  return payoutOf(BigInt(amount) * total, lines * DOUBLED_SCALE ** BigInt(k), maxPayout);
}

/**
 * Payout of a coupon in minor units (what the server credits; 0 when it lost). Single and express: amount × the
 * settled express coefficient, with the bonus recomputed on the decided legs (`settledBonusCoef`). System (2, and 4
 * by the same maths): each of the C(n,k) lines is an express of k legs staked amount / C(n,k); lost legs kill their
 * lines, void legs count 1.000, half won (coef + 1) / 2, half lost 0.500. Multiple singles: the sum of each leg's single (its own `amount`, else the
 * coupon's), each capped separately. RangeError for bad input and for any payout (or sum) past 2^53;
 * UnknownLegResultError for a leg that is not won, lost, void, half_won or half_lost.
 */
export function settleCoupon(input: SettleInput): MinorUnits {
  const bonusCoef = isSystemType(input.typeId) || input.typeId === COUPON_TYPE.multipleSingles ? null : settledBonusCoef(input.legs, input.bonus);
  return settleAt(input, bonusCoef);
}

/** settleCoupon with the express's extra factor already known (the price when every leg wins). */
function settleAt(input: Omit<SettleInput, 'bonus'>, bonusCoef: Coef | null): MinorUnits {
  const { typeId, amount, legs } = input;
  assertMoney(amount);
  for (const leg of legs) {
    assertCoef(leg.coef);
    if (leg.amount !== undefined) assertMoney(leg.amount);
  }
  if (legs.length === 0) return 0;
  if (typeId === COUPON_TYPE.multipleSingles) {
    // Each single pays at its own displayed coefficient, as a single coupon does.
    const sum = legs.reduce((total, leg) => total + BigInt(payoutOf(BigInt(leg.amount ?? amount) * settledExpressCoefExact([leg], null), SCALE, input.maxPayout)), 0n);
    return toSafeNumber(sum, 'Multiple singles payout');
  }
  if (isSystemType(typeId)) return systemPayout(amount, legs, input.systemValue, input.maxPayout);
  return payoutOf(BigInt(amount) * settledExpressCoefExact(legs, bonusCoef), SCALE, input.maxPayout);
}

export interface PossibleWinInput {
  readonly typeId: CouponTypeId;
  readonly amount: MinorUnits;
  /** Legs' current coefficients, thousandths. */
  readonly coefs: readonly Coef[];
  readonly systemValue?: number;
  /** Banker flags by leg index (system). */
  readonly bankers?: readonly boolean[];
  /** Multiple singles: stakes by leg index (else `amount` each). */
  readonly amounts?: readonly (MinorUnits | undefined)[];
  readonly bonusCoef?: Coef | null;
  readonly maxPayout?: MinorUnits | null;
}

/**
 * What the coupon pays if every leg wins: settleCoupon with all legs won (the same maths and rounding), at the
 * bonus coefficient the slip shows (`bonusCoef`, applied to a single or an express as given).
 */
export function possibleWin(input: PossibleWinInput): MinorUnits {
  const bonusCoef = isSystemType(input.typeId) || input.typeId === COUPON_TYPE.multipleSingles ? null : (input.bonusCoef ?? null);
  return settleAt(
    {
      typeId: input.typeId,
      systemValue: input.systemValue ?? MIN_SYSTEM_VALUE,
      amount: input.amount,
      maxPayout: input.maxPayout ?? null,
      legs: input.coefs.map((coef, index) => {
        const stake = input.amounts?.[index];
        return { coef, result: 'won', ...(input.bankers?.[index] ? { banker: true } : {}), ...(stake === undefined ? {} : { amount: stake }) };
      }),
    },
    bonusCoef,
  );
}

/** Max bet of a block: what the previous block returns (its amount × its coef, floored); null (no cap) for the first block. */
export function maxBetForBlock(previous: { readonly coef: Coef; readonly amount: MinorUnits } | undefined): MinorUnits | null {
  if (previous === undefined) return null;
  assertMoney(previous.amount);
  return payoutOf(BigInt(previous.amount) * BigInt(previous.coef), SCALE);
}

/** Max bets of consecutive blocks (index-aligned): first null, then each from its predecessor. */
export function blockMaxBets(blocks: readonly { readonly coef: Coef; readonly amount: MinorUnits }[]): (MinorUnits | null)[] {
  return blocks.map((_, index) => maxBetForBlock(index === 0 ? undefined : blocks[index - 1]));
}
