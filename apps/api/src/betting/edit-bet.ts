import type { BettingConfig, CouponRefusalWire, EditBetBody, LimitRefusal, PlacedCoupon } from '@betting/contracts';
import { COUPON_TYPE } from '@betting/contracts';
import { planBetEdit } from '@betting/coupon';
import { cashOutWithin, loadForCashOut, type CashOutOutcome } from './cash-out';
import { couponOf, markEditedFrom } from './coupons.repository';
import { placeCoupon, type PlacementDeps } from './placement';

export type EditBetOutcome =
  | { readonly kind: 'edited'; readonly coupon: PlacedCoupon; readonly placed: PlacedCoupon; readonly replayed: boolean }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'cash_out'; readonly refused: Exclude<CashOutOutcome, { kind: 'paid' }> }
  | { readonly kind: 'edit_refused'; readonly reason: 'unchanged' | 'repeated' | 'empty' }
  | { readonly kind: 'refused'; readonly refusals: readonly CouponRefusalWire[] }
  | { readonly kind: 'limit'; readonly refusal: LimitRefusal }
  | { readonly kind: 'conflict' };

/** The cash out refused inside the placement's transaction: everything is rolled back. */
class EditCashOutRefused extends Error {
  constructor(readonly outcome: Exclude<CashOutOutcome, { kind: 'paid' }>) {
    super(`the edited coupon's cash out was refused: ${outcome.kind}`);
  }
}

/**
 * Edits a placed bet (add, remove or swap legs): the coupon is cashed out whole at the offer the bettor saw and that
 * whole amount is staked on the new legs at their current prices — in the placement's one transaction, so both
 * happen or neither (a moved offer, a refused leg, a limit). Exactly once per Idempotency-Key: a retry answers the
 * same two coupons.
 */
export async function editBet(deps: PlacementDeps, userId: number, couponId: number, body: EditBetBody, clientKey: string, settings: Pick<BettingConfig, 'cashOutMarginPermille'>): Promise<EditBetOutcome> {
  const coupon = await loadForCashOut(deps.db, userId, couponId, false);
  if (!coupon) return { kind: 'not_found' };
  const openOutcomeIds = coupon.legs.filter((leg) => leg.result === null).map((leg) => leg.outcomeId);
  // The offer is checked again under the coupon's lock when the cash out is taken; a replay finds its key first.
  const plan = planBetEdit({ kind: 'offer', amount: body.offer }, openOutcomeIds, body.bets.map((bet) => bet.outcomeId));
  if (plan.kind === 'refused') return plan.reason === 'unavailable' ? { kind: 'cash_out', refused: { kind: 'unavailable', reason: 'settled' } } : { kind: 'edit_refused', reason: plan.reason };
  const key = `edit:${clientKey}`;
  const placement = {
    typeId: body.bets.length === 1 ? COUPON_TYPE.single : COUPON_TYPE.express,
    bets: body.bets,
    amount: plan.stake,
    changeCoefAction: body.changeCoefAction,
    accountId: coupon.walletAccountId,
    isVipBet: false,
    exactCoef: false,
    isDropOnScoreChange: false,
    withBonusBet: false,
  } as const;
  try {
    const outcome = await placeCoupon(deps, userId, placement, key, {
      amount: plan.cashOut,
      credit: async (tx) => {
        const cashedOut = await cashOutWithin(tx, deps, { userId, couponId, body: { offer: body.offer, amount: body.offer }, clientKey: key, settings });
        if (cashedOut.kind !== 'paid') throw new EditCashOutRefused(cashedOut);
      },
      afterWrite: async (tx, [placedId]) => {
        // The placement calls this only after writing its coupon.
        if (placedId === undefined) throw new Error(`edit of coupon ${couponId} wrote no coupon`);
        await markEditedFrom(tx, placedId, couponId);
      },
    });
    // A refused placement (the rules, a limit, a key used for another body) answers as it is.
    if (outcome.kind !== 'placed') return outcome;
    const placed = outcome.response.coupons[0];
    const edited = await couponOf(deps.db, userId, couponId);
    if (!placed || !edited) throw new Error(`edit of coupon ${couponId} answered no coupon`);
    return { kind: 'edited', coupon: edited, placed: { ...placed, editedFromId: couponId }, replayed: outcome.replayed };
  } catch (error) {
    if (error instanceof EditCashOutRefused) return { kind: 'cash_out', refused: error.outcome };
    throw error;
  }
}
