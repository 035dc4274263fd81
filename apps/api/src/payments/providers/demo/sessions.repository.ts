import { randomBytes } from 'node:crypto';
import type { DemoPayOutcome } from '@betting/contracts';
import type { Queryable } from '../../../db/database';
import type { ReturnUrls } from '../payment-provider';

export type DemoSessionKind = 'checkout' | 'payout';
export type DemoSessionStatus = 'open' | DemoPayOutcome;

/** What a checkout or payout page is opened for. */
export interface NewDemoSession {
  readonly kind: DemoSessionKind;
  readonly merchantRef: string;
  readonly amount: number;
  readonly currency: string;
  readonly description: string;
  readonly destination: string | null;
  readonly lng: string;
  readonly returnUrls: ReturnUrls;
  readonly callbackUrl: string;
}

/** A hosted page of the demo provider (one per kind and merchant reference): what was asked, its token, reference and state. */
export interface DemoSession extends NewDemoSession {
  readonly token: string;
  readonly providerRef: string;
  readonly status: DemoSessionStatus;
}

interface Row {
  token: string;
  provider_ref: string;
  kind: DemoSessionKind;
  merchant_ref: string;
  amount: unknown;
  currency: string;
  description: string;
  destination: string | null;
  lng: string;
  return_urls: ReturnUrls | string;
  callback_url: string;
  status: DemoSessionStatus;
}

const COLUMNS = 'token, provider_ref, kind, merchant_ref, amount, currency, description, destination, lng, return_urls, callback_url, status';

const toSession = (row: Row): DemoSession => ({
  token: row.token,
  providerRef: row.provider_ref,
  kind: row.kind,
  merchantRef: row.merchant_ref,
  amount: Number(row.amount),
  currency: row.currency,
  description: row.description,
  destination: row.destination,
  lng: row.lng,
  returnUrls: typeof row.return_urls === 'string' ? (JSON.parse(row.return_urls) as ReturnUrls) : row.return_urls,
  callbackUrl: row.callback_url,
  status: row.status,
});


/** Opens a session, or answers the one already open for this merchant reference (the merchant's retry). */
export async function openDemoSession(db: Queryable, session: NewDemoSession, now: Date): Promise<DemoSession> {
  const inserted = await db.query<Row>(
    `insert into demo_pay_sessions (token, provider_ref, kind, merchant_ref, amount, currency, description, destination, lng, return_urls, callback_url, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::json, $11, $12)
     on conflict (kind, merchant_ref) do nothing returning ${COLUMNS}`,
    [
      randomBytes(32).toString('base64url'),
      `dp_${randomBytes(16).toString('hex')}`,
      session.kind,
      session.merchantRef,
      session.amount,
      session.currency,
      session.description,
      session.destination,
      session.lng,
      JSON.stringify(session.returnUrls),
      session.callbackUrl,
      now,
    ],
  );
  const row = inserted[0] ?? (await db.query<Row>(`select ${COLUMNS} from demo_pay_sessions where kind = $1 and merchant_ref = $2`, [session.kind, session.merchantRef]))[0];
  if (!row) throw new Error(`demo session ${session.kind}/${session.merchantRef} could not be opened`);
  return toSession(row);
}

export async function demoSessionByToken(db: Queryable, kind: DemoSessionKind, token: string): Promise<DemoSession | undefined> {
  const [row] = await db.query<Row>(`select ${COLUMNS} from demo_pay_sessions where token = $1 and kind = $2`, [token, kind]);
  return row ? toSession(row) : undefined;
}

/**
 * The person's choice on the page: an open or pending session takes it (pending again changes nothing); a finished
 * one keeps its outcome. Answers the session after the choice and whether it changed.
 */
export async function chooseDemoOutcome(tx: Queryable, kind: DemoSessionKind, token: string, outcome: DemoPayOutcome, now: Date): Promise<{ session: DemoSession; changed: boolean } | undefined> {
  const [updated] = await tx.query<Row>(
    `update demo_pay_sessions
        set status = $3,
            pending_since = case when $3 = 'pending' then $4 else pending_since end,
            finished_at = case when $3 = 'pending' then null else $4 end
      where token = $1 and kind = $2 and (status = 'open' or (status = 'pending' and $3 <> 'pending'))
      returning ${COLUMNS}`,
    [token, kind, outcome, now],
  );
  if (updated) return { session: toSession(updated), changed: true };
  const current = await demoSessionByToken(tx, kind, token);
  return current ? { session: current, changed: false } : undefined;
}

/** The scheduled settlement: sessions pending since `pendingBefore` or earlier succeed (the acquirer confirmed them). */
export async function settleDuePendingSessions(tx: Queryable, pendingBefore: Date, now: Date): Promise<DemoSession[]> {
  const rows = await tx.query<Row>(
    `update demo_pay_sessions set status = 'success', finished_at = $2
      where status = 'pending' and pending_since <= $1 returning ${COLUMNS}`,
    [pendingBefore, now],
  );
  return rows.map(toSession);
}

/** Pages nobody finished within their lifetime are cancelled (a payout's held money goes back). */
export async function expireAbandonedSessions(tx: Queryable, openedBefore: Date, now: Date): Promise<DemoSession[]> {
  const rows = await tx.query<Row>(
    `update demo_pay_sessions set status = 'cancel', finished_at = $2
      where status = 'open' and created_at <= $1 returning ${COLUMNS}`,
    [openedBefore, now],
  );
  return rows.map(toSession);
}
