import type { CouponStatus, LegResult } from '@betting/contracts';
import type { Queryable } from '../db/database';
import type { StoredTypeId } from './coupon-rules';

/** What settling a coupon reads of it: the share its owner still holds as exact numerator and denominator. */
export interface SettlingCouponRow {
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
  settle_round: number;
}

/** The coupon under its row lock (the one a cash out takes too). */
export async function lockCouponForSettlement(tx: Queryable, couponId: number): Promise<SettlingCouponRow | undefined> {
  const [coupon] = await tx.query<SettlingCouponRow>(
    'select user_id, wallet_account_id, currency_id, type_id, system_value, amount, bonus_bet_coef, promo_boost_percent, express_id, status, cash_out_share_num::text as share_num, cash_out_share_den::text as share_den, coef, bet_builder, settle_round from bet_coupons where id = $1 for update',
    [couponId],
  );
  return coupon;
}

/** The coupon's legs in slip order. */
export async function settlementLegs(tx: Queryable, couponId: number): Promise<{ coef: number; result: LegResult | null; block_id: number | null }[]> {
  return tx.query<{ coef: number; result: LegResult | null; block_id: number | null }>('select coef, result, block_id from bet_coupon_legs where coupon_id = $1 order by position', [couponId]);
}

/** Settles the coupon lost, paying nothing, before its open legs are decided. */
export async function settleLostEarly(tx: Queryable, couponId: number, now: Date): Promise<void> {
  await tx.query('update bet_coupons set status = $2, payout = 0, settled_at = $3 where id = $1', [couponId, 'lost', now]);
}

export interface Settled {
  readonly couponId: number;
  readonly status: Exclude<CouponStatus, 'open'>;
  readonly payout: number;
  readonly now: Date;
  /** The ledger's credit of the payout; null when it paid nothing. */
  readonly transactionId: number | null;
}

export async function recordSettlement(tx: Queryable, { couponId, status, payout, now, transactionId }: Settled): Promise<void> {
  await tx.query('update bet_coupons set status = $2, payout = $3, settled_at = $4, settle_transaction_id = $5 where id = $1', [couponId, status, payout, now, transactionId]);
}

/** Open coupons whose legs are all decided, or that have a lost leg: by id, 1000 at most. */
export async function settleableCouponIds(db: Queryable): Promise<number[]> {
  const candidates = await db.query<{ id: string | number }>(
    `select c.id from bet_coupons c
      where c.status = 'open'
        and (not exists (select 1 from bet_coupon_legs l where l.coupon_id = c.id and l.result is null)
             or exists (select 1 from bet_coupon_legs l where l.coupon_id = c.id and l.result = 'lost'))
      order by c.id limit 1000`,
  );
  return candidates.map((candidate) => Number(candidate.id));
}

/** Settled coupons with a leg on the game whose stored result is not the line's any more, by id. */
export async function correctedCouponIds(db: Queryable, gameId: number): Promise<number[]> {
  const candidates = await db.query<{ coupon_id: string | number }>(
    `select distinct l.coupon_id from bet_coupon_legs l join line_outcomes o on o.id = l.outcome_id join bet_coupons c on c.id = l.coupon_id
      where l.game_id = $1 and o.result is not null and l.result is distinct from o.result and c.status in ('won', 'lost', 'partly', 'void')
      order by l.coupon_id`,
    [gameId],
  );
  return candidates.map((candidate) => Number(candidate.coupon_id));
}

/** The coupon's settlement under its row lock: its status, its credit and its round. */
export async function lockCouponForReopening(tx: Queryable, couponId: number): Promise<{ status: CouponStatus; settle_transaction_id: string | number | null; settle_round: number } | undefined> {
  const [coupon] = await tx.query<{ status: CouponStatus; settle_transaction_id: string | number | null; settle_round: number }>(
    'select status, settle_transaction_id, settle_round from bet_coupons where id = $1 for update',
    [couponId],
  );
  return coupon;
}

/** Whether a leg of the coupon on the game holds a result the line has since corrected. */
export async function hasCorrectedLeg(tx: Queryable, couponId: number, gameId: number): Promise<boolean> {
  const stale = await tx.query(
    'select 1 from bet_coupon_legs l join line_outcomes o on o.id = l.outcome_id where l.coupon_id = $1 and l.game_id = $2 and o.result is not null and l.result is distinct from o.result',
    [couponId, gameId],
  );
  return stale.length > 0;
}

/** The coupon's legs on the game take the line's decided results. */
export async function copyCorrectedResults(tx: Queryable, couponId: number, gameId: number): Promise<void> {
  await tx.query(
    'update bet_coupon_legs l set result = o.result from line_outcomes o where o.id = l.outcome_id and l.coupon_id = $1 and l.game_id = $2 and o.result is not null',
    [couponId, gameId],
  );
}

/** The coupon goes back to open, unpaid, in settlement round `round`. */
export async function reopenCoupon(tx: Queryable, couponId: number, round: number): Promise<void> {
  await tx.query("update bet_coupons set status = 'open', payout = null, settled_at = null, settle_transaction_id = null, settle_round = $2 where id = $1", [couponId, round]);
}
