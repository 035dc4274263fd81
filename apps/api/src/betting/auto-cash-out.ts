import type { BettingConfig, CashOutUnavailableReason, PlacedCoupon } from '@betting/contracts';
import { autoCashOutTargetRefusal, cashOutCeiling, isAutoCashOutDue } from '@betting/coupon';
import type { Queryable } from '../db/database';
import { inRetriedTransaction } from '../db/retried-transaction';
import { armedOpenCoupons, clearAutoCashOutTarget, setAutoCashOutTarget } from './auto-cash-out.repository';
import { cashOutInputOf, loadForCashOut, offerFor, takeCashOut, type CashOutDeps } from './cash-out';
import { couponOf } from './coupons.repository';

type MarginSettings = Pick<BettingConfig, 'cashOutMarginPermille'>;

export type ArmOutcome =
  | { readonly kind: 'armed'; readonly coupon: PlacedCoupon; readonly paid: number | null }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'unavailable'; readonly reason: CashOutUnavailableReason }
  | { readonly kind: 'unreachable'; readonly ceiling: number };

/**
 * Arms the automatic cash out of the caller's coupon at `target` (replacing any earlier target). A target the offer
 * already reaches is taken at once; one above what the coupon could ever be offered is refused.
 */
export async function armAutoCashOut(deps: CashOutDeps, userId: number, couponId: number, target: number, settings: MarginSettings): Promise<ArmOutcome> {
  const armed = await inRetriedTransaction(deps.db, async (tx): Promise<ArmOutcome | { kind: 'set'; due: boolean }> => {
    const coupon = await loadForCashOut(tx, userId, couponId, true);
    if (!coupon) return { kind: 'not_found' };
    const offer = offerFor(coupon, settings);
    if (offer.kind === 'none' && (offer.reason === 'settled' || offer.reason === 'unsupported')) return { kind: 'unavailable', reason: offer.reason };
    const ceiling = cashOutCeiling(cashOutInputOf(coupon, settings));
    const refusal = autoCashOutTargetRefusal(target, ceiling);
    if (refusal === 'unavailable') return { kind: 'unavailable', reason: offer.kind === 'none' ? offer.reason : 'closed' };
    if (refusal === 'unreachable' && ceiling.kind === 'offer') return { kind: 'unreachable', ceiling: ceiling.amount };
    await setAutoCashOutTarget(tx, couponId, target);
    return { kind: 'set', due: isAutoCashOutDue(offer, target) };
  });
  if (armed.kind !== 'set') return armed;
  const paid = armed.due ? await fireAutoCashOut(deps, userId, couponId, settings) : null;
  const coupon = await couponOf(deps.db, userId, couponId);
  if (!coupon) throw new Error(`coupon ${couponId} vanished after its auto cash out was armed`);
  return { kind: 'armed', coupon, paid };
}

/** Disarms the caller's automatic cash out; answers the coupon, or null when the caller has no such coupon. */
export async function disarmAutoCashOut(db: Queryable, userId: number, couponId: number): Promise<PlacedCoupon | null> {
  await clearAutoCashOutTarget(db, userId, couponId);
  return couponOf(db, userId, couponId);
}

/**
 * Takes the whole offer of a coupon whose armed target it reaches, once: the cash out's key is the coupon's own, and a
 * coupon cashed out whole is no longer open. Answers what was paid, or null (not due any more, the offer moved).
 */
async function fireAutoCashOut(deps: CashOutDeps, userId: number, couponId: number, settings: MarginSettings): Promise<number | null> {
  const coupon = await loadForCashOut(deps.db, userId, couponId, false);
  if (!coupon || coupon.autoCashOutTarget === null) return null;
  const offer = offerFor(coupon, settings);
  if (!isAutoCashOutDue(offer, coupon.autoCashOutTarget)) return null;
  const taken = await takeCashOut(deps, userId, couponId, { offer: offer.amount, amount: offer.amount }, `auto:${couponId}`, settings);
  return taken.kind === 'paid' && !taken.replayed ? taken.paid : null;
}

/**
 * The armed open coupons with a leg in `gameIds` (every armed open coupon without them) whose offer has reached its
 * target are cashed out; answers how many were. Safe to run in several processes at once (each coupon's cash out
 * is taken under its row lock, keyed by the coupon).
 */
export async function fireAutoCashOuts(deps: CashOutDeps, settings: MarginSettings, gameIds?: readonly number[]): Promise<number> {
  const armed = await armedOpenCoupons(deps.db, gameIds);
  let fired = 0;
  for (const coupon of armed) if ((await fireAutoCashOut(deps, coupon.userId, coupon.id, settings)) !== null) fired += 1;
  return fired;
}
