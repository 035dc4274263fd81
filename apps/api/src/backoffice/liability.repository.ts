import type { Queryable } from '../db/database';

/** Open coupons' money on one undecided outcome, in one currency (minor units; payouts after partial cash outs). */
export interface OutcomeExposureRow {
  outcome_id: string | number;
  game_id: string | number;
  game_name: string;
  market_name: string;
  outcome_name: string;
  currency_id: number;
  coupons: string | number;
  stakes: string | number;
  payouts: string | number;
}

/**
 * Per undecided outcome and currency: the open coupons holding it, their stakes, and their whole potential payouts
 * (stake × the coupon's price, times the share its owner still holds after a partial cash out).
 */
export async function outcomeExposure(db: Queryable): Promise<OutcomeExposureRow[]> {
  return db.query<OutcomeExposureRow>(
    `select l.outcome_id, l.game_id, max(l.game_name) as game_name, max(l.market_name) as market_name, max(l.outcome_name) as outcome_name, c.currency_id,
            count(distinct c.id) as coupons, sum(c.amount) as stakes,
            sum(floor(c.amount::numeric * c.coef * c.cash_out_share_num / c.cash_out_share_den / 1000)) as payouts
       from bet_coupon_legs l join bet_coupons c on c.id = l.coupon_id
      where c.status = 'open' and l.result is null and l.game_id is not null
      group by l.outcome_id, l.game_id, c.currency_id`
  );
}

/** Per game and currency: the stakes of every open coupon with an undecided leg on the game (each coupon once). */
export async function openGameStakes(db: Queryable): Promise<{ game_id: string | number; currency_id: number; stakes: string | number }[]> {
  return db.query<{ game_id: string | number; currency_id: number; stakes: string | number }>(
    `select g.game_id, g.currency_id, sum(g.amount) as stakes from (
       select distinct l.game_id, c.id, c.currency_id, c.amount from bet_coupon_legs l join bet_coupons c on c.id = l.coupon_id
        where c.status = 'open' and l.result is null and l.game_id is not null) g
      group by g.game_id, g.currency_id`
  );
}

/** Bettors by their profit on settled coupons, per currency, the most winning first. */
export async function bettorsByProfit(db: Queryable, limit: number): Promise<{ user_id: number; currency_id: number; coupons: string | number; staked: string | number; returned: string | number }[]> {
  return db.query<{ user_id: number; currency_id: number; coupons: string | number; staked: string | number; returned: string | number }>(
    `select user_id, currency_id, count(*) as coupons, sum(amount) as staked, sum(coalesce(payout, 0)) as returned
       from bet_coupons where status <> 'open' group by user_id, currency_id
      order by sum(coalesce(payout, 0)) - sum(amount) desc, user_id limit $1`,
    [limit]
  );
}
