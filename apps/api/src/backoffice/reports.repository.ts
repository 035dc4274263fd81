import type { ReportProduct, ReportRow } from '@betting/contracts';
import { currencies } from '@betting/kernel';
import type { Queryable } from '../db/database';

const byNumericCode = new Map(currencies.map((currency) => [currency.numericCode, currency]));

interface Totals {
  turnover: number;
  wins: number;
  ggr: number;
  bonus_cost: number;
  bettors: number;
}

/**
 * Turnover, wins, GGR, bonus cost and bettors from the ledger, by UTC day (or over the range when `byDay` is false),
 * product and currency. Each transaction's posting on the bettor's account is its money: a stake is negative, a win or
 * refund positive, and a reversal posts the opposite of its original, which it counts as (on the reversal's day). So
 * stakes = −Σ stake postings, refunds and wins = Σ their postings, turnover = stakes − refunds, GGR = −Σ all of them.
 * A sportsbook coupon's transactions are referenced `bet:{coupon}…`; every other bet reference is the casino's
 * (rounds, draw tickets, toto and lotto, tournament prizes). Bonus cost = Σ the postings of bonus grants (into the
 * bonus account) and forfeits (taken back out), referenced `bonus:{id}…`; the bonus's wager kind names its product.
 */
export async function reportRows(db: Queryable, from: Date, until: Date, byDay: boolean): Promise<ReportRow[]> {
  const dayColumn = byDay ? `to_char(t.created_at at time zone 'UTC', 'YYYY-MM-DD')` : 'null::text';
  const rows = await db.query<{ day: string | null; product: ReportProduct; currency_id: number; stakes: string; refunds: string; wins: string; ggr: string; bonus_cost: string; bettors: string | number }>(
    `select day, product, currency_id,
            coalesce(-sum(amount) filter (where kind = 'bet_stake'), 0)::text as stakes,
            coalesce(sum(amount) filter (where kind = 'bet_refund'), 0)::text as refunds,
            coalesce(sum(amount) filter (where kind = 'bet_win'), 0)::text as wins,
            coalesce(-sum(amount) filter (where kind in ('bet_stake', 'bet_win', 'bet_refund')), 0)::text as ggr,
            coalesce(sum(amount) filter (where kind in ('bonus_grant', 'bonus_forfeit')), 0)::text as bonus_cost,
            count(distinct user_id) filter (where kind = 'bet_stake' and not reversal) as bettors
       from (
         select ${dayColumn} as day,
                case when coalesce(o.kind, t.kind) in ('bonus_grant', 'bonus_forfeit') then case when b.wager_kind = 'sport' then 'sportsbook' else 'casino' end
                     when coalesce(o.reference, t.reference) like 'bet:%' then 'sportsbook' else 'casino' end as product,
                coalesce(o.kind, t.kind) as kind, t.kind = 'reversal' as reversal,
                p.amount, la.currency_id, wa.user_id
           from ledger_transactions t
           left join ledger_transactions o on o.id = t.reverses_id
           join ledger_postings p on p.transaction_id = t.id
           join ledger_accounts la on la.id = p.account_id and la.owner = 'user'
           join wallet_accounts wa on wa.id = la.wallet_account_id
           left join user_bonuses b on coalesce(o.kind, t.kind) in ('bonus_grant', 'bonus_forfeit')
                 and b.id = substring(coalesce(o.reference, t.reference) from '^bonus:([0-9]{1,18})')::bigint
          where t.created_at >= $1 and t.created_at < $2
            and coalesce(o.kind, t.kind) in ('bet_stake', 'bet_win', 'bet_refund', 'bonus_grant', 'bonus_forfeit')
       ) moves
      group by day, product, currency_id
      order by day nulls first, product, currency_id`,
    [from, until],
  );
  return rows.map((row) => {
    const currency = byNumericCode.get(row.currency_id);
    const totals: Totals = {
      turnover: Number(row.stakes) - Number(row.refunds),
      wins: Number(row.wins),
      ggr: Number(row.ggr),
      bonus_cost: Number(row.bonus_cost),
      bettors: Number(row.bettors),
    };
    return { day: row.day, product: row.product, currency: currency?.iso ?? String(row.currency_id), minor_digits: currency?.exponent ?? 2, ...totals };
  });
}
