import { ApiErrorSchema, BackofficePaths, REPORT_MAX_DAYS, ReportQuerySchema, ReportResponseSchema, type ReportProduct, type ReportResponse, type ReportRow } from '@betting/contracts';
import { currencies } from '@betting/kernel';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../db/database';
import type { BackofficeDeps } from './deps';
import { access, refuseStaff } from './guard';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };
const DAY_MS = 86_400_000;
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
async function reportRows(db: Queryable, from: Date, until: Date, byDay: boolean): Promise<ReportRow[]> {
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

/** The range's days as instants: from the first day's midnight (UTC) to the one after the last day; undefined when too long or reversed. */
function rangeOf(query: { from: string; to: string }): { from: Date; until: Date } | undefined {
  const from = new Date(`${query.from}T00:00:00.000Z`);
  const until = new Date(Date.parse(`${query.to}T00:00:00.000Z`) + DAY_MS);
  const days = (until.getTime() - from.getTime()) / DAY_MS;
  return days >= 1 && days <= REPORT_MAX_DAYS ? { from, until } : undefined;
}

export async function turnoverReport(db: Queryable, query: { from: string; to: string }): Promise<ReportResponse | undefined> {
  const range = rangeOf(query);
  if (!range) return undefined;
  return { from: query.from, to: query.to, rows: await reportRows(db, range.from, range.until, true), totals: await reportRows(db, range.from, range.until, false) };
}

/** Minor units as the currency's decimal amount, exactly (no float division): a spreadsheet reads it as a number. */
function decimal(amount: number, digits: number): string {
  const sign = amount < 0 ? '-' : '';
  const text = String(Math.abs(amount)).padStart(digits + 1, '0');
  return digits === 0 ? `${sign}${text}` : `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** The report as CSV (RFC 4180): one line a day, product and currency, then the totals over the range (day `total`). */
export function reportCsv(report: ReportResponse): string {
  const line = (row: ReportRow) =>
    [
      row.day ?? 'total',
      row.product,
      row.currency,
      decimal(row.turnover, row.minor_digits),
      decimal(row.wins, row.minor_digits),
      decimal(row.ggr, row.minor_digits),
      decimal(row.bonus_cost, row.minor_digits),
      String(row.bettors),
    ].join(',');
  return ['day,product,currency,turnover,wins,ggr,bonus_cost,bettors', ...report.rows.map(line), ...report.totals.map(line)].join('\r\n') + '\r\n';
}

/** Reports for the admin and risk roles: turnover, GGR, bonus cost and bettors by day and product for a range of days, and its CSV. */
export const backofficeReportsRoutes: FastifyPluginAsyncZod<{ deps: BackofficeDeps }> = async (app, { deps }) => {
  const { db } = deps;
  const refuseRange = (reply: FastifyReply) => refuseStaff(reply, 400, 'invalid_range', `from must be on or before to, at most ${REPORT_MAX_DAYS} days`);

  app.get(BackofficePaths.reports, { config: access('reports.read'), schema: { querystring: ReportQuerySchema, response: { 200: ReportResponseSchema, ...errors } } }, async (request, reply) => {
    return (await turnoverReport(db, request.query)) ?? refuseRange(reply);
  });

  app.get(BackofficePaths.reportsCsv, { config: access('reports.read'), schema: { querystring: ReportQuerySchema } }, async (request, reply) => {
    const report = await turnoverReport(db, request.query);
    if (!report) return refuseRange(reply);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="turnover-${report.from}-${report.to}.csv"`)
      .send(reportCsv(report));
  });
};
