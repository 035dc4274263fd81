import type { CouponStatus, LegResult } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import { isLostBeforeDecided, payoutOfShare } from '@betting/coupon';
import type { Database } from '../db/database';
import { queueBetSettledMail } from '../mail/mailing';
import { payWin, refundStake } from '../wallet/ledger';
import { isoOfNumericCode } from '../wallet/ledger/currency-codes';
import { inRetriedTransaction } from '../wallet/ledger/retried-transaction';
import { builderSettlement } from './bet-builder';
import { payoutOf, type StoredTypeId } from './coupon-rules';
import { joinTransaction } from './join-transaction';
import { copyDecidedResults } from './line-port';

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
    const [coupon] = await tx.query<{
      user_id: number;
      wallet_account_id: string | number;
      currency_id: number;
      type_id: StoredTypeId;
      system_value: number | null;
      amount: string | number;
      bonus_bet_coef: number | null;
      promo_boost_percent: number | null;
      express_id: number | string | null;
      status: CouponStatus;
      share_num: string;
      share_den: string;
      coef: number;
      bet_builder: boolean;
    }>(
      'select user_id, wallet_account_id, currency_id, type_id, system_value, amount, bonus_bet_coef, promo_boost_percent, express_id, status, cash_out_share_num::text as share_num, cash_out_share_den::text as share_den, coef, bet_builder from bet_coupons where id = $1 for update',
      [couponId],
    );
    if (!coupon || coupon.status !== 'open') return false;
    const legs = await tx.query<{ coef: number; result: LegResult | null; block_id: number | null }>('select coef, result, block_id from bet_coupon_legs where coupon_id = $1 order by position', [couponId]);
    const system = coupon.type_id === 2 || coupon.type_id === 4;
    const decided = legs.flatMap((leg) => (leg.result === null ? [] : [{ coef: leg.coef, result: leg.result, banker: system && leg.block_id !== null }]));
    if (legs.length === 0) return false;
    const amount = Number(coupon.amount);
    if (decided.length !== legs.length) {
      // Lost whatever its open legs do (an express with a lost leg): settled now, not when its last game ends.
      const partly = { typeId: coupon.type_id, systemValue: coupon.system_value ?? 2, legs: legs.map((leg) => ({ result: leg.result, banker: system && leg.block_id !== null })) };
      if (!isLostBeforeDecided(partly)) return false;
      await tx.query('update bet_coupons set status = $2, payout = 0, settled_at = $3 where id = $1', [couponId, 'lost', new Date(deps.clock.now())]);
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
        reference: `bet:${couponId}`,
        idempotencyKey: `bet:${couponId}:settle`,
        actor: 'system:settlement',
        reason: status === 'void' ? 'bet_void' : 'bet_win',
        now,
      });
      if (!credited.ok) throw new Error(`the ledger refused the settlement of coupon ${couponId}: ${credited.error.code}`);
      transactionId = credited.value.transactionId;
    }
    await tx.query('update bet_coupons set status = $2, payout = $3, settled_at = $4, settle_transaction_id = $5 where id = $1', [couponId, status, payout, now, transactionId]);
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
  const candidates = await deps.db.query<{ id: string | number }>(
    `select c.id from bet_coupons c
      where c.status = 'open'
        and (not exists (select 1 from bet_coupon_legs l where l.coupon_id = c.id and l.result is null)
             or exists (select 1 from bet_coupon_legs l where l.coupon_id = c.id and l.result = 'lost'))
      order by c.id limit 1000`,
  );
  const couponIds: number[] = [];
  for (const candidate of candidates) {
    const id = Number(candidate.id);
    try {
      if (await settleCoupon(deps, id)) couponIds.push(id);
    } catch (error) {
      deps.log?.(`settlement of coupon ${id} failed`, error);
    }
  }
  return { settled: couponIds.length, couponIds };
}
