import { ApiErrorSchema, BackofficePaths, REPORT_MAX_DAYS, ReportQuerySchema, ReportResponseSchema, type ReportResponse, type ReportRow } from '@betting/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Queryable } from '../db/database';
import type { BackofficeDeps } from './deps';
import { access, refuseStaff } from './guard';
import { reportRows } from './reports.repository';

const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 403: ApiErrorSchema };
const DAY_MS = 86_400_000;

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
