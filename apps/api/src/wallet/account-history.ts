import type { MainAccountPayment, MainAccountPaymentsResponse, TeamCashPayment, TeamCashPaymentsResponse } from '@betting/contracts';
import { formatMoney } from '@betting/kernel';
import type { Queryable } from '../db/database';
import { isoOfNumericCode } from '../platform/currency-codes';
import { readSafeInteger } from '../db/integers';

/** Payments older than this are the archive: listed only when asked for (`isIncludeArchive`). */
export const PAYMENTS_ARCHIVE_AFTER_MS = 180 * 86_400_000;

interface PaymentRow {
  id: unknown;
  kind: MainAccountPayment['kind'];
  status: MainAccountPayment['status'];
  amount: unknown;
  currency_id: number;
  method: string;
  created_at: Date | string;
  /** The back office's manual review of a large withdrawal (`waiting`, `approved`, `rejected`), else null. */
  review: string | null;
  total: unknown;
}

/** The main account's deposits and withdrawals, newest first, a page at a time (spec §7 main account payments). */
export async function mainAccountPayments(
  db: Queryable,
  userId: number,
  query: { readonly isIncludeArchive: boolean; readonly pageNumber: number; readonly pageSize: number; readonly now: number },
): Promise<MainAccountPaymentsResponse> {
  const archiveBefore = new Date(query.now - PAYMENTS_ARCHIVE_AFTER_MS);
  const rows = await db.query<PaymentRow>(
    `select p.id, p.kind, p.status, p.amount, p.currency_id, p.method, p.created_at, p.review, count(*) over () as total
       from payments p join wallet_accounts w on w.id = p.wallet_account_id and w.type = 0
      where p.user_id = $1 and ($2 or p.created_at >= $3)
      order by p.created_at desc, p.id desc limit $4 offset $5`,
    [userId, query.isIncludeArchive, archiveBefore, query.pageSize, (query.pageNumber - 1) * query.pageSize],
  );
  const totalCount = rows[0] ? readSafeInteger(rows[0].total) : await countPayments(db, userId, query.isIncludeArchive, archiveBefore);
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

async function countPayments(db: Queryable, userId: number, includeArchive: boolean, archiveBefore: Date): Promise<number> {
  const [row] = await db.query<{ total: unknown }>(
    'select count(*) as total from payments p join wallet_accounts w on w.id = p.wallet_account_id and w.type = 0 where p.user_id = $1 and ($2 or p.created_at >= $3)',
    [userId, includeArchive, archiveBefore],
  );
  return row ? readSafeInteger(row.total) : 0;
}

/** A `team_cash_payments` row as `TEAM_CASH_COLUMNS` selects it. */
export interface TeamCashRow {
  id: unknown;
  status_id: number;
  status_title: string;
  message: string | null;
  translate_message: string | null;
  skks_hash: string;
  summ: unknown;
  currency_id: number;
  money_deposit_id: unknown;
  date_payment: Date | string;
}

export const TEAM_CASH_COLUMNS = 'id, status_id, status_title, message, translate_message, skks_hash, summ, currency_id, money_deposit_id, date_payment';

/** The user's payments through cash agents (spec §3 team cash), newest first, with the total. */
export async function teamCashPayments(db: Queryable, userId: number, page: { readonly page: number; readonly pageSize: number }): Promise<TeamCashPaymentsResponse> {
  const [rows, counts] = await Promise.all([
    db.query<TeamCashRow>(
      `select ${TEAM_CASH_COLUMNS}
         from team_cash_payments where user_id = $1 order by date_payment desc, id desc limit $2 offset $3`,
      [userId, page.pageSize, (page.page - 1) * page.pageSize],
    ),
    db.query<{ total: unknown }>('select count(*) as total from team_cash_payments where user_id = $1', [userId]),
  ]);
  return { entities: rows.map(toTeamCashPayment), total_count: counts[0] ? readSafeInteger(counts[0].total) : 0 };
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
