import type { CouponStatus, LegResult } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import { isLostBeforeDecided, payoutOfShare } from '@betting/coupon';
import type { Database } from '../db/database';
import { queueBetSettledMail } from '../mail';
import { payWin, refundStake, reverseTransaction } from '../wallet';
import { isoOfNumericCode } from '../platform/currency-codes';
import { inRetriedTransaction } from '../db/retried-transaction';
import { builderSettlement } from './bet-builder';
import { payoutOf } from './coupon-rules';
import { joinTransaction } from '../db/join-transaction';
import { copyDecidedResults } from './line-port';
import {
  copyCorrectedResults,
  correctedCouponIds,
  hasCorrectedLeg,
  lockCouponForReopening,
  lockCouponForSettlement,
  recordSettlement,
  reopenCoupon,
  settleableCouponIds,
  settleLostEarly,
  settlementLegs,
} from './settlement.repository';

export interface SettlementDeps {
  readonly db: Database;
  readonly clock: Clock;
  /** A coupon that could not be settled is logged and passed over: one failure never holds up the others. */
  readonly log?: (message: string, error: unknown) => void;
}

export interface SettleRun {
  readonly settled: number;
  readonly couponIds: number[];
}

/** Spec: win, loss, void per leg; the coupon's status from its payout. */
export function couponStatusOf(amount: number, payout: number, results: readonly LegResult[]): Exclude<CouponStatus, 'open'> {
  if (results.every((result) => result === 'void')) return 'void';
  if (payout === 0) return 'lost';
  if (results.includes('lost')) return 'partly';
  return payout >= amount ? 'won' : 'partly';
}

/** The promo boost on a winning coupon: `percent` % of the profit, rounded down. */
export const boosted = (amount: number, payout: number, percent: number | null): number => (percent === null || payout <= amount ? payout : payout + Math.floor(((payout - amount) * percent) / 100));

/**
 * Settles one coupon whose legs are all decided (or that a lost leg has lost already), exactly once: the coupon row is locked, an already settled coupon is
 * left alone, and the credit (`payWin`, or `refundStake` when every leg is void) is keyed `bet:{id}:settle` with the
 * reference `bet:{id}`, in the same transaction as the status (and the bet notice, for a person who asked for them).
 * Returns whether this call settled it.
 */
export async function settleCoupon(deps: SettlementDeps, couponId: number): Promise<boolean> {
  const { db } = deps;
  return inRetriedTransaction(db, async (tx) => {
    const coupon = await lockCouponForSettlement(tx, couponId);
    if (!coupon || coupon.status !== 'open') return false;
    const legs = await settlementLegs(tx, couponId);
    const system = coupon.type_id === 2 || coupon.type_id === 4;
    const decided = legs.flatMap((leg) => (leg.result === null ? [] : [{ coef: leg.coef, result: leg.result, banker: system && leg.block_id !== null }]));
    if (legs.length === 0) return false;
    const amount = Number(coupon.amount);
    if (decided.length !== legs.length) {
      // Lost whatever its open legs do (an express with a lost leg): settled now, not when its last game ends.
      const partly = { typeId: coupon.type_id, systemValue: coupon.system_value ?? 2, legs: legs.map((leg) => ({ result: leg.result, banker: system && leg.block_id !== null })) };
      if (!isLostBeforeDecided(partly)) return false;
      await settleLostEarly(tx, couponId, new Date(deps.clock.now()));
      await queueBetSettledMail(tx, { userId: coupon.user_id, couponId, status: 'lost', amount, payout: 0, currency: isoOfNumericCode(coupon.currency_id) });
      return true;
    }
    const results = decided.map((leg) => leg.result);
    // A bet builder is paid at its own price (the joint probability of its legs), not at the product of the legs'.
    const builder = coupon.bet_builder ? builderSettlement(amount, Number(coupon.coef), results) : null;
    const base = builder ? builder.payout : payoutOf({ typeId: coupon.type_id, systemValue: coupon.system_value, amount, bonusBetCoef: coupon.bonus_bet_coef, isExpressOfTheDay: coupon.express_id !== null, legs: decided });
    const status = builder ? builder.status : couponStatusOf(amount, base, results);
    // A coupon partly cashed out is paid the share its owner still holds.
    const share = { numerator: BigInt(coupon.share_num), denominator: BigInt(coupon.share_den) };
    const payout = payoutOfShare(status === 'void' ? amount : boosted(amount, base, coupon.promo_boost_percent), share);
    const now = new Date(deps.clock.now());
    let transactionId: number | null = null;
    if (payout > 0) {
      const credit = status === 'void' ? refundStake : payWin;
      const credited = await credit(joinTransaction(tx, db.engine), {
        userId: coupon.user_id,
        walletAccountId: Number(coupon.wallet_account_id),
        amount: payout,
        currency: isoOfNumericCode(coupon.currency_id),
        // The ledger keeps one credit of a kind per reference: a coupon reopened by a correction is paid under its round's.
        reference: coupon.settle_round === 0 ? `bet:${couponId}` : `bet:${couponId}:${coupon.settle_round}`,
        // A coupon reopened by a corrected result is paid in its new round under a key of its own.
        idempotencyKey: coupon.settle_round === 0 ? `bet:${couponId}:settle` : `bet:${couponId}:settle:${coupon.settle_round}`,
        actor: 'system:settlement',
        reason: status === 'void' ? 'bet_void' : 'bet_win',
        now,
      });
      if (!credited.ok) throw new Error(`the ledger refused the settlement of coupon ${couponId}: ${credited.error.code}`);
      transactionId = credited.value.transactionId;
    }
    await recordSettlement(tx, { couponId, status, payout, now, transactionId });
    await queueBetSettledMail(tx, { userId: coupon.user_id, couponId, status, amount, payout, currency: isoOfNumericCode(coupon.currency_id) });
    return true;
  });
}

/**
 * The settlement sweep: copies the line's decided results onto the legs (of `gameIds` only, when given: the finished
 * games hook), then settles every open coupon whose legs are all decided, or that a lost leg has already lost (an
 * express at once; a system once every line holds a lost leg). Safe to run twice or concurrently.
 */
export async function settleDecidedCoupons(deps: SettlementDeps, gameIds?: readonly number[]): Promise<SettleRun> {
  await copyDecidedResults(deps.db, gameIds);
  const candidates = await settleableCouponIds(deps.db);
  const couponIds: number[] = [];
  for (const id of candidates) {
    try {
      if (await settleCoupon(deps, id)) couponIds.push(id);
    } catch (error) {
      deps.log?.(`settlement of coupon ${id} failed`, error);
    }
  }
  return { settled: couponIds.length, couponIds };
}

export type ReopenResult = { readonly ok: true; readonly reopened: number[] } | { readonly ok: false; readonly couponId: number; readonly error: string };

/**
 * A corrected result: every settled coupon with a leg on `gameId` whose stored result no longer matches the line's is
 * reopened, exactly once per correction. Under the coupon's row lock its settlement credit (if any) is reversed in
 * the ledger (`bet:{id}:reverse:{round}`), its legs of the game take the line's results, and it goes back to open in a
 * new round; `settleDecidedCoupons` then settles it again through the same path (its credit keyed by the round). A
 * coupon cashed out, or whose win was already spent (the ledger refuses a reversal below zero), is left as it was and
 * reported. Call it after the line's outcomes hold the corrected results.
 */
export async function reopenForCorrection(deps: SettlementDeps, gameId: number, actor: string): Promise<ReopenResult> {
  const { db } = deps;
  const candidates = await correctedCouponIds(db, gameId);
  const reopened: number[] = [];
  for (const couponId of candidates) {
    const done = await inRetriedTransaction(db, async (tx) => {
      const coupon = await lockCouponForReopening(tx, couponId);
      if (!coupon || !['won', 'lost', 'partly', 'void'].includes(coupon.status)) return { ok: true as const, changed: false };
      if (!(await hasCorrectedLeg(tx, couponId, gameId))) return { ok: true as const, changed: false };
      const round = coupon.settle_round + 1;
      if (coupon.settle_transaction_id !== null) {
        const reversed = await reverseTransaction(joinTransaction(tx, db.engine), {
          transactionId: Number(coupon.settle_transaction_id),
          idempotencyKey: `bet:${couponId}:reverse:${round}`,
          actor,
          reason: 'bet_resettled',
          now: new Date(deps.clock.now()),
        });
        if (!reversed.ok) return { ok: false as const, error: reversed.error.code };
      }
      await copyCorrectedResults(tx, couponId, gameId);
      await reopenCoupon(tx, couponId, round);
      return { ok: true as const, changed: true };
    });
    if (!done.ok) return { ok: false, couponId, error: done.error };
    if (done.changed) reopened.push(couponId);
  }
  return { ok: true, reopened };
}
