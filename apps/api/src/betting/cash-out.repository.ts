import type { LegResult } from '@betting/contracts';
import type { Queryable } from '../db/database';
import type { StoredTypeId } from './coupon-rules';

/** A coupon's row as its cash out reads it: the share its owner still holds as exact numerator and denominator. */
export interface CashOutCouponRow {
  id: string;
  wallet_account_id: string;
  currency_id: number;
  type_id: StoredTypeId;
  amount: string;
  bonus_bet_coef: number | null;
  express_id: string | null;
  bet_builder: boolean;
  status: string;
  auto_cash_out_target: string | null;
  share_num: string;
  share_den: string;
}

/** The person's coupon; `lock`: under its row lock (the one settlement takes). */
export async function cashOutCouponRow(db: Queryable, userId: number, couponId: number, lock: boolean): Promise<CashOutCouponRow | undefined> {
  const [row] = await db.query<CashOutCouponRow>(
    `select id, wallet_account_id, currency_id, type_id, amount, bonus_bet_coef, express_id, bet_builder, status, auto_cash_out_target::text as auto_cash_out_target, cash_out_share_num::text as share_num, cash_out_share_den::text as share_den
       from bet_coupons where id = $1 and user_id = $2 ${lock ? 'for update' : ''}`,
    [couponId, userId],
  );
  return row;
}

/** A leg with its outcome's result and price on the line now; `closed`: its market or game takes no bet now. */
export interface PricedLegRow {
  outcome_id: string;
  coef: number;
  result: LegResult | null;
  outcome_result: LegResult | null;
  current: number | null;
  closed: boolean | null;
}

/** The coupon's legs in slip order, each as the line holds it now. */
export async function legsPricedNow(db: Queryable, couponId: number): Promise<PricedLegRow[]> {
  return db.query<PricedLegRow>(
    `select l.outcome_id, l.coef, l.result, o.result as outcome_result, o.coef as current,
            (m.is_blocked or m.is_suspended or m.settled or g.status = 'finished') as closed
       from bet_coupon_legs l
       left join line_outcomes o on o.id = l.outcome_id
       left join line_markets m on m.id = o.market_id
       left join line_games g on g.id = m.game_id
      where l.coupon_id = $1 order by l.position`,
    [couponId],
  );
}

/** A cash out taken under an idempotency key: of which coupon, the offer seen and the amount taken. */
export interface CashOutRow {
  coupon_id: string;
  offer: string;
  amount: string;
}

export async function cashOutByKey(tx: Queryable, key: string): Promise<CashOutRow | undefined> {
  const [row] = await tx.query<CashOutRow>('select coupon_id, offer, amount from bet_cash_outs where key = $1', [key]);
  return row;
}

export interface CashOutTaken {
  readonly key: string;
  readonly couponId: number;
  readonly userId: number;
  readonly offer: number;
  readonly amount: number;
  /** The share still held after it (`shareAfterCashOut`). */
  readonly share: { readonly numerator: bigint; readonly denominator: bigint };
  /** The whole offer taken: the coupon is settled `cashed_out`. */
  readonly whole: boolean;
  readonly transactionId: number;
  readonly now: Date;
}

/** Shrinks the coupon's share by the cash out and adds what it paid; the whole offer taken settles the coupon. */
export async function applyCashOut(tx: Queryable, taken: CashOutTaken): Promise<void> {
  await tx.query(
    `update bet_coupons set cash_out_share_num = $2::numeric, cash_out_share_den = $3::numeric, cashed_out = cashed_out + $4,
            status = case when $5 then 'cashed_out' else status end,
            payout = case when $5 then cashed_out + $4 else payout end,
            settled_at = case when $5 then $6::timestamptz else settled_at end,
            settle_transaction_id = case when $5 then $7 else settle_transaction_id end
      where id = $1`,
    [taken.couponId, taken.share.numerator.toString(), taken.share.denominator.toString(), taken.amount, taken.whole, taken.now, taken.transactionId],
  );
}

/** Keeps the cash out under its key, so a retry answers it again. */
export async function insertCashOut(tx: Queryable, taken: CashOutTaken): Promise<void> {
  await tx.query('insert into bet_cash_outs (key, coupon_id, user_id, offer, amount, transaction_id, created_at) values ($1, $2, $3, $4, $5, $6, $7)', [
    taken.key,
    taken.couponId,
    taken.userId,
    taken.offer,
    taken.amount,
    taken.transactionId,
    taken.now,
  ]);
}
