/**
 * A coupon lost before all its legs are decided: bookmakers settle it at once instead of showing it open, with its full
 * possible win, until its last game ends.
 */
import { COUPON_TYPE, isSystemType } from './entities';
import type { CouponTypeId } from './entities';
import type { LegResult } from './payout';

export interface PartlyDecidedCoupon {
  readonly typeId: CouponTypeId;
  /** k of a system (ignored otherwise). */
  readonly systemValue: number;
  /** `null`: not decided yet. */
  readonly legs: readonly { readonly result: LegResult | null; readonly banker?: boolean }[];
}

/**
 * Whether the coupon pays nothing whatever its undecided legs do. A single or an express: one leg lost. A system k of
 * n: a lost banker (it is in every line), or so many lost legs among the others that every line holds one (more than
 * the others' count minus the free places of a line). Multiple singles never: each single is a coupon of its own.
 */
export function isLostBeforeDecided(coupon: PartlyDecidedCoupon): boolean {
  if (coupon.typeId === COUPON_TYPE.multipleSingles) return false;
  if (!isSystemType(coupon.typeId)) return coupon.legs.some((leg) => leg.result === 'lost');
  const bankers = coupon.legs.filter((leg) => leg.banker === true);
  if (bankers.some((leg) => leg.result === 'lost')) return true;
  const others = coupon.legs.filter((leg) => leg.banker !== true);
  const freePlaces = coupon.systemValue - bankers.length;
  return others.filter((leg) => leg.result === 'lost').length > others.length - freePlaces;
}
