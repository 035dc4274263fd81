import type { BettingConfig, CashOutBody, CashOutUnavailableReason, LegResult, PlacedCoupon } from '@betting/contracts';
import { cashOutOffer, shareAfterCashOut, type CashOutInput, type CashOutOffer, type CouponShare } from '@betting/coupon';
import type { Clock } from '@betting/kernel';
import type { Database, Queryable } from '../db/database';
import { payWin } from '../wallet';
import { isoOfNumericCode } from '../platform/currency-codes';
import { inRetriedTransaction } from '../db/retried-transaction';
import { placedBonus, type StoredTypeId } from './coupon-rules';
import { applyCashOut, cashOutByKey, cashOutCouponRow, insertCashOut, legsPricedNow } from './cash-out.repository';
import { couponsByIds } from './coupons.repository';
import { joinTransaction } from '../db/join-transaction';

export interface CouponForCashOut {
  readonly id: number;
  readonly userId: number;
  readonly walletAccountId: number;
  readonly currencyId: number;
  readonly typeId: StoredTypeId;
  readonly amount: number;
  readonly bonusBetCoef: number | null;
  readonly isExpressOfTheDay: boolean;
  /** A bet builder's price is its legs' joint chance, not their product: the house does not buy it back. */
  readonly isBetBuilder: boolean;
  readonly status: string;
  /** The armed automatic cash out, minor units; null when none. */
  readonly autoCashOutTarget: number | null;
  readonly share: CouponShare;
  readonly legs: readonly { readonly outcomeId: number; readonly coef: number; readonly result: LegResult | null; readonly currentCoef: number | null }[];
}

/** The coupon with its legs' prices now: a leg decided on the line counts as decided; a closed market has no price. */
export async function loadForCashOut(db: Queryable, userId: number, couponId: number, lock: boolean): Promise<CouponForCashOut | null> {
  const row = await cashOutCouponRow(db, userId, couponId, lock);
  if (!row) return null;
  const legs = await legsPricedNow(db, couponId);
  return {
    id: couponId,
    userId,
    walletAccountId: Number(row.wallet_account_id),
    currencyId: row.currency_id,
    typeId: row.type_id,
    amount: Number(row.amount),
    bonusBetCoef: row.bonus_bet_coef,
    isExpressOfTheDay: row.express_id !== null,
    isBetBuilder: row.bet_builder,
    status: row.status,
    autoCashOutTarget: row.auto_cash_out_target === null ? null : Number(row.auto_cash_out_target),
    share: { numerator: BigInt(row.share_num), denominator: BigInt(row.share_den) },
    legs: legs.map((leg) => {
      const result = leg.result ?? leg.outcome_result;
      return { outcomeId: Number(leg.outcome_id), coef: leg.coef, result, currentCoef: result !== null || leg.closed !== false || leg.current === null ? null : leg.current };
    }),
  };
}

type MarginSettings = Pick<BettingConfig, 'cashOutMarginPermille'>;

/** The cash-out maths' view of a stored coupon. */
export function cashOutInputOf(coupon: CouponForCashOut, settings: MarginSettings): CashOutInput {
  return {
    typeId: coupon.typeId,
    amount: coupon.amount,
    legs: coupon.legs,
    bonus: placedBonus(coupon.bonusBetCoef, coupon.isExpressOfTheDay),
    share: coupon.share,
    marginPermille: settings.cashOutMarginPermille,
  };
}

export function offerFor(coupon: CouponForCashOut, settings: MarginSettings): CashOutOffer | { readonly kind: 'none'; readonly reason: 'settled' } {
  if (coupon.status !== 'open') return { kind: 'none', reason: 'settled' };
  if (coupon.isBetBuilder) return { kind: 'none', reason: 'unsupported' };
  return cashOutOffer(cashOutInputOf(coupon, settings));
}

export type CashOutQuote =
  | { readonly kind: 'quote'; readonly currency: string; readonly offer: number | null; readonly reason: CashOutUnavailableReason | null; readonly legs: readonly { outcomeId: number; coef: number | null }[] }
  | { readonly kind: 'not_found' };

/** What the house offers for the caller's coupon now. */
export async function quoteCashOut(db: Queryable, userId: number, couponId: number, settings: MarginSettings): Promise<CashOutQuote> {
  const coupon = await loadForCashOut(db, userId, couponId, false);
  if (!coupon) return { kind: 'not_found' };
  const offer = offerFor(coupon, settings);
  const currency = isoOfNumericCode(coupon.currencyId);
  const legs = coupon.legs.map((leg) => ({ outcomeId: leg.outcomeId, coef: leg.currentCoef }));
  return offer.kind === 'offer' ? { kind: 'quote', currency, offer: offer.amount, reason: null, legs } : { kind: 'quote', currency, offer: null, reason: offer.reason, legs };
}

export type CashOutOutcome =
  | { readonly kind: 'paid'; readonly paid: number; readonly coupon: PlacedCoupon; readonly replayed: boolean }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'unavailable'; readonly reason: CashOutUnavailableReason }
  | { readonly kind: 'changed'; readonly offer: number }
  | { readonly kind: 'too_much'; readonly offer: number }
  | { readonly kind: 'conflict' };

export interface CashOutDeps {
  readonly db: Database;
  readonly clock: Clock;
}

/**
 * Takes `amount` of the offer the bettor saw, exactly once per Idempotency-Key. Under the coupon's row lock (the one
 * settlement takes, so a cash out racing settlement, or another cash out, finds the coupon as the other left it): the
 * offer is priced again; a moved offer is refused with the new one; the money is credited through the ledger with the
 * key; the share still held shrinks so that the rest, taken at the same prices, pays the offer's remainder; the whole
 * offer taken settles the coupon as `cashed_out`.
 */
export async function takeCashOut(deps: CashOutDeps, userId: number, couponId: number, body: CashOutBody, clientKey: string, settings: MarginSettings): Promise<CashOutOutcome> {
  return inRetriedTransaction(deps.db, (tx) => cashOutWithin(tx, deps, { userId, couponId, body, clientKey, settings }));
}

export interface CashOutRequest {
  readonly userId: number;
  readonly couponId: number;
  readonly body: CashOutBody;
  readonly clientKey: string;
  readonly settings: MarginSettings;
}

/** `takeCashOut` inside a transaction of the caller's (an edited bet places its new coupon in the same one). */
export async function cashOutWithin(tx: Queryable, deps: CashOutDeps, { userId, couponId, body, clientKey, settings }: CashOutRequest): Promise<CashOutOutcome> {
  const key = `user:${userId}:cash-out:${clientKey}`;
  const coupon = await loadForCashOut(tx, userId, couponId, true);
  if (!coupon) return { kind: 'not_found' };
  const earlier = await cashOutByKey(tx, key);
  if (earlier) {
    const same = Number(earlier.coupon_id) === couponId && Number(earlier.offer) === body.offer && Number(earlier.amount) === body.amount;
    return same ? { kind: 'paid', paid: body.amount, coupon: await couponAfter(tx, userId, couponId), replayed: true } : { kind: 'conflict' };
  }
  const offer = offerFor(coupon, settings);
  if (offer.kind === 'none') return { kind: 'unavailable', reason: offer.reason };
  if (offer.amount !== body.offer) return { kind: 'changed', offer: offer.amount };
  if (body.amount > offer.amount) return { kind: 'too_much', offer: offer.amount };
  const now = new Date(deps.clock.now());
  const credited = await payWin(joinTransaction(tx, deps.db.engine), {
    userId,
    walletAccountId: coupon.walletAccountId,
    amount: body.amount,
    currency: isoOfNumericCode(coupon.currencyId),
    // One reference per transaction of a kind: each cash out of the coupon its own (settlement keeps `bet:{id}`).
    reference: `bet:${couponId}:cash-out:${clientKey}`,
    idempotencyKey: key,
    actor: `user:${userId}`,
    reason: 'bet_cash_out',
    now,
  });
  if (!credited.ok) throw new Error(`the ledger refused the cash out of coupon ${couponId}: ${credited.error.code}`);
  const share = shareAfterCashOut(coupon.share, offer.amount, body.amount);
  const whole = body.amount === offer.amount;
  const taken = { key, couponId, userId, offer: offer.amount, amount: body.amount, share, whole, transactionId: credited.value.transactionId, now };
  await applyCashOut(tx, taken);
  await insertCashOut(tx, taken);
  return { kind: 'paid', paid: body.amount, coupon: await couponAfter(tx, userId, couponId), replayed: false };
}

async function couponAfter(db: Queryable, userId: number, couponId: number): Promise<PlacedCoupon> {
  const [coupon] = await couponsByIds(db, userId, [couponId]);
  if (!coupon) throw new Error(`coupon ${couponId} vanished inside its cash out`);
  return coupon;
}
