import type { MainAccountPaymentsResponse, TeamCashPayment, TeamCashPaymentsResponse } from '@betting/contracts';
import { formatMoney } from '@betting/kernel';
import type { Queryable } from '../db/database';
import { isoOfNumericCode } from '../platform/currency-codes';
import { readSafeInteger } from '../db/integers';
import { mainAccountPaymentCount, mainAccountPaymentRows } from './account-history.repository';
import { teamCashPaymentCount, teamCashPaymentRows, type TeamCashRow } from './team-cash.repository';

/** Payments older than this are the archive: listed only when asked for (`isIncludeArchive`). */
export const PAYMENTS_ARCHIVE_AFTER_MS = 180 * 86_400_000;

/** The main account's deposits and withdrawals, newest first, a page at a time (spec §7 main account payments). */
export async function mainAccountPayments(
  db: Queryable,
  userId: number,
  query: { readonly isIncludeArchive: boolean; readonly pageNumber: number; readonly pageSize: number; readonly now: number },
): Promise<MainAccountPaymentsResponse> {
  const archiveBefore = new Date(query.now - PAYMENTS_ARCHIVE_AFTER_MS);
  const rows = await mainAccountPaymentRows(db, userId, query.isIncludeArchive, archiveBefore, query.pageSize, (query.pageNumber - 1) * query.pageSize);
  const totalCount = rows[0] ? readSafeInteger(rows[0].total) : await mainAccountPaymentCount(db, userId, query.isIncludeArchive, archiveBefore);
  return {
    payments: rows.map((row) => {
      const iso = isoOfNumericCode(row.currency_id);
      const amount = readSafeInteger(row.amount, 'amount');
      const createdAt = new Date(row.created_at);
      const inReview = row.review === 'waiting' && row.status === 'pending' ? { inReview: true as const } : {};
      return { id: readSafeInteger(row.id), kind: row.kind, status: row.status, amount, iso, amountText: formatMoney(amount, iso), method: row.method, createdAt: createdAt.toISOString(), isArchived: createdAt < archiveBefore, ...inReview };
    }),
    paging: { pageNumber: query.pageNumber, pageSize: query.pageSize, totalCount, totalPages: Math.ceil(totalCount / query.pageSize) },
  };
}

/** The user's payments through cash agents (spec §3 team cash), newest first, with the total. */
export async function teamCashPayments(db: Queryable, userId: number, page: { readonly page: number; readonly pageSize: number }): Promise<TeamCashPaymentsResponse> {
  const [rows, total] = await Promise.all([teamCashPaymentRows(db, userId, page.pageSize, (page.page - 1) * page.pageSize), teamCashPaymentCount(db, userId)]);
  return { entities: rows.map(toTeamCashPayment), total_count: total };
}

/** A row as the spec's team-cash record (§3). */
export function toTeamCashPayment(row: TeamCashRow): TeamCashPayment {
  const paidAt = new Date(row.date_payment);
  return {
    id: readSafeInteger(row.id),
    status_id: row.status_id,
    message: row.message,
    translate_message: row.translate_message,
    skks_hash: row.skks_hash,
    timestamp: Math.floor(paidAt.getTime() / 1000),
    date_payment: paidAt.toISOString(),
    status_title: row.status_title,
    summ: readSafeInteger(row.summ, 'summ'),
    iso: isoOfNumericCode(row.currency_id),
    money_deposit_id: row.money_deposit_id === null ? null : readSafeInteger(row.money_deposit_id),
  };
}
