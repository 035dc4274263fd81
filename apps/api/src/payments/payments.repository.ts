import type { Payment, PaymentKind, PaymentStatus } from '@betting/contracts';
import type { Queryable } from '../db/database';
import { isoOfCurrencyId } from './currency-ids';

export type SettlingStatus = Exclude<PaymentStatus, 'pending'>;

/** One row of `payments`. */
export interface PaymentRecord {
  readonly id: number;
  readonly userId: number;
  readonly walletAccountId: number;
  readonly kind: PaymentKind;
  readonly amount: number;
  readonly currencyId: number;
  /** ISO 4217 code of `currencyId`. */
  readonly currency: string;
  readonly method: string;
  readonly provider: string;
  /** A withdrawal's masked destination. */
  readonly destination: string | null;
  readonly lng: string;
  readonly status: PaymentStatus;
  readonly settlingStatus: SettlingStatus | null;
  readonly providerRef: string | null;
  readonly redirectUrl: string | null;
  readonly idempotencyKey: string;
  readonly requestFingerprint: string;
  readonly ledgerWithdrawalId: number | null;
  readonly settleTransactionId: number | null;
  readonly createdAt: Date;
  readonly settledAt: Date | null;
}

interface Row {
  id: unknown;
  user_id: number;
  wallet_account_id: unknown;
  kind: PaymentKind;
  amount: unknown;
  currency_id: number;
  method: string;
  provider: string;
  destination: string | null;
  lng: string;
  status: PaymentStatus;
  settling_status: SettlingStatus | null;
  provider_ref: string | null;
  redirect_url: string | null;
  idempotency_key: string;
  request_fingerprint: string;
  ledger_withdrawal_id: unknown;
  settle_transaction_id: unknown;
  created_at: Date | string;
  settled_at: Date | string | null;
}

const COLUMNS = `id, user_id, wallet_account_id, kind, amount, currency_id, method, provider, destination, lng, status, settling_status, provider_ref,
  redirect_url, idempotency_key, request_fingerprint, ledger_withdrawal_id, settle_transaction_id, created_at, settled_at`;

/** bigint columns arrive as numbers (PGlite) or strings (node-postgres); ids and amounts stay below 2^53. */
const integer = (value: unknown): number => {
  const number = Number(value);
  if (!Number.isSafeInteger(number)) throw new RangeError(`${String(value)} is not a safe integer`);
  return number;
};
const nullableInteger = (value: unknown): number | null => (value === null || value === undefined ? null : integer(value));

const toRecord = (row: Row): PaymentRecord => ({
  id: integer(row.id),
  userId: row.user_id,
  walletAccountId: integer(row.wallet_account_id),
  kind: row.kind,
  amount: integer(row.amount),
  currencyId: row.currency_id,
  currency: isoOfCurrencyId(row.currency_id),
  method: row.method,
  provider: row.provider,
  destination: row.destination,
  lng: row.lng,
  status: row.status,
  settlingStatus: row.settling_status,
  providerRef: row.provider_ref,
  redirectUrl: row.redirect_url,
  idempotencyKey: row.idempotency_key,
  requestFingerprint: row.request_fingerprint,
  ledgerWithdrawalId: nullableInteger(row.ledger_withdrawal_id),
  settleTransactionId: nullableInteger(row.settle_transaction_id),
  createdAt: new Date(row.created_at),
  settledAt: row.settled_at === null ? null : new Date(row.settled_at),
});

export interface NewPayment {
  readonly userId: number;
  readonly walletAccountId: number;
  readonly kind: PaymentKind;
  readonly amount: number;
  readonly currencyId: number;
  readonly method: string;
  readonly provider: string;
  readonly destination: string | null;
  readonly lng: string;
  readonly idempotencyKey: string;
  readonly requestFingerprint: string;
  readonly createdAt: Date;
}

/** Inserts a pending payment; undefined when the user already used this idempotency key (read that one instead). */
export async function insertPayment(db: Queryable, payment: NewPayment): Promise<PaymentRecord | undefined> {
  const [row] = await db.query<Row>(
    `insert into payments (user_id, wallet_account_id, kind, amount, currency_id, method, provider, destination, lng, idempotency_key, request_fingerprint, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
     on conflict (user_id, idempotency_key) do nothing returning ${COLUMNS}`,
    [
      payment.userId,
      payment.walletAccountId,
      payment.kind,
      payment.amount,
      payment.currencyId,
      payment.method,
      payment.provider,
      payment.destination,
      payment.lng,
      payment.idempotencyKey,
      payment.requestFingerprint,
      payment.createdAt,
    ],
  );
  return row ? toRecord(row) : undefined;
}

export async function paymentByKey(db: Queryable, userId: number, idempotencyKey: string): Promise<PaymentRecord | undefined> {
  const [row] = await db.query<Row>(`select ${COLUMNS} from payments where user_id = $1 and idempotency_key = $2`, [userId, idempotencyKey]);
  return row ? toRecord(row) : undefined;
}

export async function paymentById(db: Queryable, id: number): Promise<PaymentRecord | undefined> {
  const [row] = await db.query<Row>(`select ${COLUMNS} from payments where id = $1`, [id]);
  return row ? toRecord(row) : undefined;
}

/** A payment of this user (another user's answers undefined: nobody learns others' payment ids). */
export async function paymentOfUser(db: Queryable, userId: number, id: number): Promise<PaymentRecord | undefined> {
  const payment = await paymentById(db, id);
  return payment?.userId === userId ? payment : undefined;
}

export async function recordWithdrawalHold(db: Queryable, id: number, withdrawalId: number): Promise<void> {
  await db.query('update payments set ledger_withdrawal_id = $2 where id = $1 and ledger_withdrawal_id is null', [id, withdrawalId]);
}

export async function recordProviderSession(db: Queryable, id: number, providerRef: string, redirectUrl: string): Promise<void> {
  await db.query('update payments set provider_ref = $2, redirect_url = $3 where id = $1 and provider_ref is null', [id, providerRef, redirectUrl]);
}

/** Forgets a withdrawal the ledger refused to hold (nothing moved, nothing reached a provider): its key may be reused. */
export async function forgetRefusedPayment(db: Queryable, id: number): Promise<void> {
  await db.query("delete from payments where id = $1 and status = 'pending' and ledger_withdrawal_id is null and provider_ref is null", [id]);
}

/**
 * Claims the payment's outcome for the first provider event that settles it: a pending payment takes `status` unless
 * another outcome was claimed before. Answers the outcome that holds after the call (ours, or the earlier one).
 */
export async function claimSettlement(db: Queryable, id: number, status: SettlingStatus): Promise<SettlingStatus | null> {
  const [claimed] = await db.query<{ settling_status: SettlingStatus }>(
    `update payments set settling_status = $2 where id = $1 and status = 'pending' and (settling_status is null or settling_status = $2) returning settling_status`,
    [id, status],
  );
  if (claimed) return claimed.settling_status;
  const [current] = await db.query<{ settling_status: SettlingStatus | null }>('select settling_status from payments where id = $1', [id]);
  return current?.settling_status ?? null;
}

/** The claimed outcome becomes the payment's status (once). */
export async function completeSettlement(tx: Queryable, id: number, transactionId: number | null, now: Date): Promise<void> {
  await tx.query(`update payments set status = settling_status, settled_at = $3, settle_transaction_id = $2 where id = $1 and status = 'pending' and settling_status is not null`, [
    id,
    transactionId,
    now,
  ]);
}

/** Remembers a processed provider event; false when it was processed before (a replay). */
export async function recordCallbackEvent(tx: Queryable, provider: string, eventId: string, paymentId: number, status: PaymentStatus, now: Date): Promise<boolean> {
  const rows = await tx.query(
    'insert into payment_callback_events (provider, event_id, payment_id, status, received_at) values ($1, $2, $3, $4, $5) on conflict (provider, event_id) do nothing returning event_id',
    [provider, eventId, paymentId, status, now],
  );
  return rows.length > 0;
}

export async function callbackEventSeen(db: Queryable, provider: string, eventId: string): Promise<boolean> {
  const rows = await db.query('select 1 from payment_callback_events where provider = $1 and event_id = $2', [provider, eventId]);
  return rows.length > 0;
}

export interface PaymentsPageQuery {
  readonly userId: number;
  /** Only this account's payments; all the user's when absent. */
  readonly walletAccountId?: number;
  readonly kind?: PaymentKind;
  /** Only payments made at or after this instant (the archive horizon of the main-account list); all when absent. */
  readonly createdSince?: Date;
  readonly limit: number;
  readonly offset: number;
}

/**
 * A page of a user's payments, newest first, and how many there are: the source of the office's payment history
 * (`/web-api/office/payments/main-account`: pass the main account's id and, without `isIncludeArchive`, the archive
 * horizon as `createdSince`) and of the payment requests' transactions step.
 */
export async function paymentsPage(db: Queryable, query: PaymentsPageQuery): Promise<{ readonly payments: PaymentRecord[]; readonly total: number }> {
  const where = `where user_id = $1 and ($2::bigint is null or wallet_account_id = $2) and ($3::text is null or kind = $3) and ($4::timestamptz is null or created_at >= $4)`;
  const params = [query.userId, query.walletAccountId ?? null, query.kind ?? null, query.createdSince ?? null];
  const [count] = await db.query<{ total: unknown }>(`select count(*) as total from payments ${where}`, params);
  const rows = await db.query<Row>(`select ${COLUMNS} from payments ${where} order by id desc limit $5 offset $6`, [...params, query.limit, query.offset]);
  return { payments: rows.map(toRecord), total: integer(count?.total ?? 0) };
}

/** A payment as its owner sees it. */
export function paymentView(payment: PaymentRecord): Payment {
  return {
    id: payment.id,
    kind: payment.kind,
    status: payment.status,
    accountId: payment.walletAccountId,
    amount: payment.amount,
    currency: payment.currency,
    method: payment.method,
    destination: payment.destination,
    redirectUrl: payment.status === 'pending' ? payment.redirectUrl : null,
    createdAt: payment.createdAt.toISOString(),
    settledAt: payment.settledAt ? payment.settledAt.toISOString() : null,
  };
}
