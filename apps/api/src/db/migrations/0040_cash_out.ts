/**
 * Cash out: the house buys a coupon back, whole or in part, before its open legs are decided.
 * - `cash_out_share_num / cash_out_share_den`: the part of the coupon its owner still holds (1/1 until a partial cash
 *   out), an exact fraction; settlement pays that share of what the coupon wins.
 * - `cashed_out`: what the cash outs paid so far; a coupon sold whole is `cashed_out`, its payout that sum.
 * - `bet_cash_outs`: one row per cash-out call, keyed by the caller's Idempotency-Key, so a retried call answers what
 *   the first one did.
 */
export const cashOutMigration = {
  id: '0040_cash_out',
  sql: /* sql */ `
    alter table bet_coupons
      add column cash_out_share_num numeric(78, 0) not null default 1,
      add column cash_out_share_den numeric(78, 0) not null default 1,
      add column cashed_out bigint not null default 0 check (cashed_out >= 0);
    alter table bet_coupons drop constraint bet_coupons_status_check;
    alter table bet_coupons add constraint bet_coupons_status_check check (status in ('open', 'won', 'lost', 'void', 'partly', 'cashed_out'));

    create table bet_cash_outs (
      key text primary key,
      coupon_id bigint not null references bet_coupons (id),
      user_id bigint not null,
      offer bigint not null check (offer > 0),
      amount bigint not null check (amount > 0 and amount <= offer),
      transaction_id bigint not null,
      created_at timestamptz not null
    );
    create index bet_cash_outs_coupon on bet_cash_outs (coupon_id);
  `,
};
