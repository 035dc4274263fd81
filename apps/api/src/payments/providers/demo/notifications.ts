import { randomBytes } from 'node:crypto';
import { DEMO_PAY_SIGNATURE_HEADER, type DemoPayEvent } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { Queryable } from '../../../db/database';
import { insertNotification, leaseDue, markDelivered, recordFailedAttempt } from './notifications.repository';
import type { DemoSession } from './sessions.repository';
import { signDemoPayBody } from './signature';

/** A sender may hold a notification this long before another one may try it again. */
const LEASE_MS = 30_000;
const MAX_BACKOFF_MS = 60 * 60_000;

/** The wait before try n + 1: 10 s, 20 s, 40 s … at most an hour. */
export const retryDelayMs = (attempts: number): number => Math.min(MAX_BACKOFF_MS, 10_000 * 2 ** Math.max(0, attempts - 1));

export interface PendingNotification {
  readonly eventId: string;
  readonly callbackUrl: string;
  readonly body: string;
  readonly attempts: number;
}

/** The event a session's state makes, as the exact bytes that will be signed and sent (redeliveries reuse them). */
export function eventOf(session: DemoSession, now: Date): DemoPayEvent {
  return {
    eventId: `evt_${randomBytes(16).toString('base64url')}`,
    type: 'payment.updated',
    createdAt: now.toISOString(),
    payment: {
      providerRef: session.providerRef,
      merchantRef: session.merchantRef,
      kind: session.kind,
      status: session.status === 'open' ? 'pending' : session.status,
      amount: session.amount,
      currency: session.currency,
    },
  };
}

/** Queues the notification of a session's new state in the caller's transaction, leased to the caller for LEASE_MS. */
export async function queueNotification(tx: Queryable, session: DemoSession, now: Date): Promise<PendingNotification> {
  const event = eventOf(session, now);
  const body = JSON.stringify(event);
  await insertNotification(tx, { eventId: event.eventId, providerRef: session.providerRef, callbackUrl: session.callbackUrl, body, createdAt: now, nextAttemptAt: new Date(now.getTime() + LEASE_MS) });
  return { eventId: event.eventId, callbackUrl: session.callbackUrl, body, attempts: 0 };
}

/** Takes up to `limit` notifications that are due, leasing them so another process's sender skips them. */
export async function leaseDueNotifications(db: Queryable, now: Date, limit = 50): Promise<PendingNotification[]> {
  const rows = await leaseDue(db, now, new Date(now.getTime() + LEASE_MS), limit);
  return rows.map((row) => ({ eventId: row.event_id, callbackUrl: row.callback_url, body: row.body, attempts: row.attempts }));
}

export interface SenderDeps {
  readonly db: Queryable;
  readonly clock: Clock;
  readonly secret: string;
  readonly timeoutMs: number;
}

/** The site answered the event (2xx), or had already processed it (409 callback_replayed): either way it is delivered. */
async function isDelivered(response: Response): Promise<boolean> {
  if (response.ok) return true;
  if (response.status !== 409) return false;
  const body = (await response.json().catch(() => null)) as { error?: { code?: string } } | null;
  return body?.error?.code === 'callback_replayed';
}

/**
 * Signs (with the time of this try) and POSTs one notification over HTTP, then records the outcome: delivered, or
 * the error and the time of the next try. Never throws; answers whether it was delivered. No database transaction is
 * open while the request is on the wire (the site handling it needs the database too).
 */
export async function deliverNotification(deps: SenderDeps, notification: PendingNotification): Promise<boolean> {
  const sentAt = deps.clock.now();
  let failure: string | null = null;
  try {
    const response = await fetch(notification.callbackUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [DEMO_PAY_SIGNATURE_HEADER]: signDemoPayBody(deps.secret, Math.floor(sentAt / 1000), notification.body) },
      body: notification.body,
      signal: AbortSignal.timeout(deps.timeoutMs),
    });
    if (!(await isDelivered(response))) failure = `HTTP ${response.status}`;
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  const now = new Date(deps.clock.now());
  if (failure === null) {
    await markDelivered(deps.db, notification.eventId, now);
    return true;
  }
  const attempts = notification.attempts + 1;
  await recordFailedAttempt(deps.db, notification.eventId, attempts, new Date(now.getTime() + retryDelayMs(attempts)), failure.slice(0, 500));
  return false;
}
