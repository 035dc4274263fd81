import type { Queryable } from '../../../db/database';

export interface NewNotification {
  readonly eventId: string;
  readonly providerRef: string;
  readonly callbackUrl: string;
  /** The exact bytes that will be signed and sent. */
  readonly body: string;
  readonly createdAt: Date;
  /** Until then the sender that queued it holds it. */
  readonly nextAttemptAt: Date;
}

export async function insertNotification(tx: Queryable, notification: NewNotification): Promise<void> {
  await tx.query(
    'insert into demo_pay_notifications (event_id, provider_ref, callback_url, body, created_at, next_attempt_at) values ($1, $2, $3, $4, $5, $6)',
    [notification.eventId, notification.providerRef, notification.callbackUrl, notification.body, notification.createdAt, notification.nextAttemptAt],
  );
}

export interface DueNotificationRow {
  event_id: string;
  callback_url: string;
  body: string;
  attempts: number;
}

/**
 * Leases up to `limit` undelivered notifications due at `now`, oldest due first, until `leasedUntil`; rows another
 * process is leasing at the same moment are skipped.
 */
export async function leaseDue(db: Queryable, now: Date, leasedUntil: Date, limit: number): Promise<DueNotificationRow[]> {
  return db.query<DueNotificationRow>(
    `update demo_pay_notifications set next_attempt_at = $2
      where event_id in (
        select event_id from demo_pay_notifications where delivered_at is null and next_attempt_at <= $1
        order by next_attempt_at limit $3 for update skip locked)
      returning event_id, callback_url, body, attempts`,
    [now, leasedUntil, limit],
  );
}

export async function markDelivered(db: Queryable, eventId: string, now: Date): Promise<void> {
  await db.query('update demo_pay_notifications set delivered_at = $2, attempts = attempts + 1, last_error = null where event_id = $1', [eventId, now]);
}

/** Records a failed try of an undelivered notification: how many tries so far, when to try again, and why it failed. */
export async function recordFailedAttempt(db: Queryable, eventId: string, attempts: number, nextAttemptAt: Date, error: string): Promise<void> {
  await db.query('update demo_pay_notifications set attempts = $2, next_attempt_at = $3, last_error = $4 where event_id = $1 and delivered_at is null', [
    eventId,
    attempts,
    nextAttemptAt,
    error,
  ]);
}
