import type { BackofficePayment } from '@betting/contracts';
import { currencies } from '@betting/kernel';
import type { Queryable } from '../db/database';

const byNumericCode = new Map(currencies.map((currency) => [currency.numericCode, currency]));

interface Row {
  id: string | number;
  user_id: number;
  kind: BackofficePayment['kind'];
  amount: string | number;
  currency_id: number;
  method: string;
  provider: string;
  status: BackofficePayment['status'];
  created_at: Date | string;
  settled_at: Date | string | null;
  review: BackofficePayment['review'];
  reviewed_by: string | null;
}

const SELECT = `select p.id, p.user_id, p.kind, p.amount, p.currency_id, p.method, p.provider, p.status, p.created_at, p.settled_at, p.review, s.login as reviewed_by
  from payments p left join staff s on s.id = p.reviewed_by`;

const paymentOf = (row: Row): BackofficePayment => {
  const currency = byNumericCode.get(row.currency_id);
  return {
    id: Number(row.id),
    user_id: row.user_id,
    kind: row.kind,
    amount: Number(row.amount),
    currency: currency?.iso ?? String(row.currency_id),
    minor_digits: currency?.exponent ?? 2,
    method: row.method,
    provider: row.provider,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
    settled_at: row.settled_at === null ? null : new Date(row.settled_at).toISOString(),
    review: row.review,
    reviewed_by: row.reviewed_by,
  };
};

/** One payment as the desk shows it. */
export async function paymentRow(db: Queryable, id: number): Promise<BackofficePayment | undefined> {
  const [row] = await db.query<Row>(`${SELECT} where p.id = $1`, [id]);
  return row && paymentOf(row);
}

/** The desk's list filter: any of a kind, a status, a bettor and a review state. */
export interface PaymentsFilter {
  readonly kind?: BackofficePayment['kind'] | undefined;
  readonly status?: BackofficePayment['status'] | undefined;
  readonly user_id?: number | undefined;
  readonly review?: NonNullable<BackofficePayment['review']> | undefined;
}

/** Payments matching the filter: the review queue oldest first (the order it is worked in), everything else newest first. */
export async function paymentsOf(db: Queryable, filter: PaymentsFilter, limit: number): Promise<BackofficePayment[]> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  for (const [column, value] of [
    ['p.kind', filter.kind],
    ['p.status', filter.status],
    ['p.user_id', filter.user_id],
    ['p.review', filter.review],
  ] as const) {
    if (value === undefined) continue;
    params.push(value);
    conditions.push(`${column} = $${params.length}`);
  }
  params.push(limit);
  const order = filter.review === 'waiting' ? 'p.created_at asc, p.id asc' : 'p.created_at desc, p.id desc';
  const rows = await db.query<Row>(`${SELECT} ${conditions.length > 0 ? `where ${conditions.join(' and ')}` : ''} order by ${order} limit $${params.length}`, params);
  return rows.map(paymentOf);
}
