/**
 * Cash out: the house buys a coupon back before its open legs are decided, at what it is worth now.
 *
 * The fair value is what the coupon pays if every open leg wins (the settlement maths, bonus included) times each open
 * leg's chance as its current price implies it (1000 / coef); the offer keeps `marginPermille` of that for the house.
 * A partial cash out sells part of the coupon: what the bettor keeps is a `share` of it (an exact fraction), and the
 * share scales both later offers and the final payout, so that a part taken now plus the rest taken at the same prices
 * pays exactly what the whole would have.
 */
import { COEF_ONE, floorDiv, type Coef, type MinorUnits } from '@betting/kernel';
import type { ExpressBonus } from './bonus';
import { COUPON_TYPE, type CouponTypeId } from './entities';
import { settleCoupon, type LegResult } from './payout';

/** The part of a coupon its owner still holds: numerator / denominator, 1 / 1 until a partial cash out. */
export interface CouponShare {
  readonly numerator: bigint;
  readonly denominator: bigint;
}
export const WHOLE_COUPON: CouponShare = { numerator: 1n, denominator: 1n };

export interface CashOutLeg {
  /** The coefficient the leg was placed at, thousandths. */
  readonly coef: Coef;
  /** `null` while the leg is open. */
  readonly result: LegResult | null;
  /** An open leg's price now, thousandths; `null` when its market is closed (suspended, blocked): no offer then. */
  readonly currentCoef: Coef | null;
}

export interface CashOutInput {
  readonly typeId: CouponTypeId;
  /** The stake as placed. */
  readonly amount: MinorUnits;
  readonly legs: readonly CashOutLeg[];
  readonly bonus?: ExpressBonus | null;
  readonly share: CouponShare;
  /** The house's part of the fair value, in thousandths (50 = 5 %). */
  readonly marginPermille: number;
}

export type CashOutOffer =
  | { readonly kind: 'offer'; readonly amount: MinorUnits }
  /** `lost`: a leg has lost it; `decided`: nothing is open (settlement pays it); `closed`: an open leg cannot be priced now; `unsupported`: a system. */
  | { readonly kind: 'none'; readonly reason: 'lost' | 'decided' | 'closed' | 'unsupported' };

function assertShare(share: CouponShare): void {
  if (share.denominator <= 0n || share.numerator < 0n || share.numerator > share.denominator) throw new RangeError('A coupon share is a fraction between 0 and 1');
}

/** ⌊amount × share⌋: the payout of the part of a coupon its owner still holds. */
export function payoutOfShare(payout: MinorUnits, share: CouponShare): MinorUnits {
  assertShare(share);
  return Number(floorDiv(BigInt(payout) * share.numerator, share.denominator));
}

/** What the house offers for the coupon now (single or express; systems are not bought back). */
export function cashOutOffer(input: CashOutInput): CashOutOffer {
  assertShare(input.share);
  if (!Number.isInteger(input.marginPermille) || input.marginPermille < 0 || input.marginPermille > 1000) throw new RangeError(`Margin ${String(input.marginPermille)} is not a whole number of thousandths in 0…1000`);
  if (input.typeId !== COUPON_TYPE.single && input.typeId !== COUPON_TYPE.express) return { kind: 'none', reason: 'unsupported' };
  if (input.legs.some((leg) => leg.result === 'lost')) return { kind: 'none', reason: 'lost' };
  const open = input.legs.filter((leg) => leg.result === null);
  if (open.length === 0) return { kind: 'none', reason: 'decided' };
  if (open.some((leg) => leg.currentCoef === null)) return { kind: 'none', reason: 'closed' };
  for (const leg of open) if (!Number.isSafeInteger(leg.currentCoef) || (leg.currentCoef ?? 0) < COEF_ONE) throw new RangeError(`Current coefficient ${String(leg.currentCoef)} is not an integer of thousandths ≥ 1000`);
  const ifAllWin = settleCoupon({
    typeId: input.typeId,
    systemValue: 2,
    amount: input.amount,
    bonus: input.bonus ?? null,
    legs: input.legs.map((leg) => ({ coef: leg.coef, result: leg.result ?? 'won' })),
  });
  const priced = open.reduce((product, leg) => product * BigInt(leg.currentCoef ?? COEF_ONE), 1n);
  const numerator = BigInt(ifAllWin) * BigInt(COEF_ONE) ** BigInt(open.length) * BigInt(1000 - input.marginPermille) * input.share.numerator;
  const denominator = priced * 1000n * input.share.denominator;
  return { kind: 'offer', amount: Number(floorDiv(numerator, denominator)) };
}

/**
 * The share kept after `taken` of an `offer` (both minor units, 0 < taken ≤ offer) is paid out now: the held share
 * scaled by what is left of the offer. At the same prices the next offer is then exactly `offer − taken`.
 */
export function shareAfterCashOut(share: CouponShare, offer: MinorUnits, taken: MinorUnits): CouponShare {
  assertShare(share);
  if (!Number.isSafeInteger(taken) || taken <= 0 || !Number.isSafeInteger(offer) || taken > offer) throw new RangeError(`Cannot take ${String(taken)} of an offer of ${String(offer)}`);
  return reduced(share.numerator * BigInt(offer - taken), share.denominator * BigInt(offer));
}

function gcd(a: bigint, b: bigint): bigint {
  let [x, y] = [a, b];
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

function reduced(numerator: bigint, denominator: bigint): CouponShare {
  const divisor = gcd(numerator, denominator);
  return divisor === 0n ? { numerator: 0n, denominator: 1n } : { numerator: numerator / divisor, denominator: denominator / divisor };
}
