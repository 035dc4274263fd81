/**
 * What builds on the cash-out offer: an automatic cash out at the bettor's target, and editing a placed bet (cash out
 * at the current offer, the whole offer staked on a new coupon at current prices).
 */
import { COEF_ONE, type MinorUnits } from '@betting/kernel';
import { cashOutOffer, type CashOutInput, type CashOutOffer } from './cash-out';

/**
 * The highest offer the coupon can ever reach: every open leg priced as certain (1.000). A target above it can never
 * be met, so it is refused when set.
 */
export function cashOutCeiling(input: CashOutInput): CashOutOffer {
  return cashOutOffer({ ...input, legs: input.legs.map((leg) => (leg.result === null ? { ...leg, currentCoef: leg.currentCoef === null ? null : COEF_ONE } : leg)) });
}

export type AutoCashOutRefusal = 'unavailable' | 'unreachable';

/** Whether `target` (minor units, > 0) can be armed on a coupon whose ceiling is `ceiling`. */
export function autoCashOutTargetRefusal(target: MinorUnits, ceiling: CashOutOffer): AutoCashOutRefusal | null {
  if (!Number.isSafeInteger(target) || target <= 0) throw new RangeError(`An auto cash-out target is a positive whole amount, not ${String(target)}`);
  if (ceiling.kind !== 'offer') return 'unavailable';
  return target > ceiling.amount ? 'unreachable' : null;
}

/** An armed target fires when the offer reaches it. */
export function isAutoCashOutDue(offer: CashOutOffer | { readonly kind: 'none'; readonly reason: string }, target: MinorUnits): offer is { readonly kind: 'offer'; readonly amount: MinorUnits } {
  return offer.kind === 'offer' && offer.amount > 0 && offer.amount >= target;
}

export type EditBetPlan =
  | { readonly kind: 'edit'; readonly cashOut: MinorUnits; readonly stake: MinorUnits }
  | { readonly kind: 'refused'; readonly reason: 'unavailable' | 'unchanged' | 'empty' | 'repeated' };

/**
 * Editing a bet: the coupon is cashed out whole at `offer` and exactly that amount is staked on the new legs, so the
 * balance does not move. Refused when no offer stands, when the new legs are none or repeat an outcome, or when they
 * are the coupon's open legs unchanged.
 */
export function planBetEdit(offer: CashOutOffer, openOutcomeIds: readonly number[], newOutcomeIds: readonly number[]): EditBetPlan {
  if (offer.kind !== 'offer' || offer.amount <= 0) return { kind: 'refused', reason: 'unavailable' };
  if (newOutcomeIds.length === 0) return { kind: 'refused', reason: 'empty' };
  const chosen = new Set(newOutcomeIds);
  if (chosen.size !== newOutcomeIds.length) return { kind: 'refused', reason: 'repeated' };
  const open = new Set(openOutcomeIds);
  if (open.size === chosen.size && [...chosen].every((id) => open.has(id))) return { kind: 'refused', reason: 'unchanged' };
  return { kind: 'edit', cashOut: offer.amount, stake: offer.amount };
}
