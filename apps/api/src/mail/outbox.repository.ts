import type { Queryable } from '../db/database';
import type { OutgoingMessage } from './sender';

/** Eight attempts over about two hours (30 s, 1, 2, 4, … min, capped at an hour); then the message stays unsent. */
export const DELIVERY_POLICY = { maxAttempts: 8, firstRetryMs: 30_000, maxRetryMs: 3_600_000, leaseMs: 300_000, batch: 20 } as const;

/** Wait before the attempt after `attempts` failed ones. */
export function retryDelayMs(attempts: number): number {
  return Math.min(DELIVERY_POLICY.firstRetryMs * 2 ** Math.max(0, attempts - 1), DELIVERY_POLICY.maxRetryMs);
}

type Row = { id: string | number; channel: 'sms' | 'email'; recipient: string; subject: string; body: string; attempts: number };

/** A claimed message and how many attempts it had before this one. */
export interface ClaimedMessage extends OutgoingMessage {
  readonly attempts: number;
}

/**
 * Takes up to `batch` due unsent messages of the channels and leases them (next_attempt_at moves ahead), so two
 * dispatchers never send the same message and a crashed one's messages come back after the lease.
 */
export async function claimDue(db: Queryable, channels: readonly string[], now: number): Promise<ClaimedMessage[]> {
  const rows = await db.query<Row>(
    `update outbox_messages set next_attempt_at = $4
      where id in (select id from outbox_messages
                    where sent_at is null and channel = any($1::text[]) and attempts < $2 and (next_attempt_at is null or next_attempt_at <= $3)
                    order by id limit $5 for update skip locked)
      returning id, channel, recipient, subject, body, attempts`,
    [channels, DELIVERY_POLICY.maxAttempts, new Date(now), new Date(now + DELIVERY_POLICY.leaseMs), DELIVERY_POLICY.batch],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) })).sort((a, b) => a.id - b.id);
}

export async function markSent(db: Queryable, id: number, now: number): Promise<void> {
  await db.query('update outbox_messages set sent_at = $2, attempts = attempts + 1, last_error = null, next_attempt_at = null where id = $1', [id, new Date(now)]);
}

/** Records a failed attempt; the next one waits `retryDelayMs` (none after the last allowed attempt). */
export async function markFailed(db: Queryable, message: ClaimedMessage, error: string, now: number): Promise<void> {
  await db.query('update outbox_messages set attempts = $2, last_error = $3, next_attempt_at = $4 where id = $1', [
    message.id,
    message.attempts + 1,
    error.slice(0, 1000),
    new Date(now + retryDelayMs(message.attempts + 1)),
  ]);
}

/** The office's mailing switches that stand for messages about the person's own money (spec §3 mailing settings). */
export type MoneyMailing = 'enable_mail_deposit' | 'enable_mail_bets';

const SWITCH_COLUMN: Readonly<Record<MoneyMailing, string>> = { enable_mail_deposit: 'm.enable_mail_deposit', enable_mail_bets: 'm.enable_mail_bets' };

/**
 * Queues an e-mail for the person, in the caller's transaction, when they have the switch on and an e-mail address:
 * one statement, and none is written otherwise. The outbox's dispatcher sends it after the commit.
 */
export async function queueEmailIfSwitchedOn(tx: Queryable, message: { readonly userId: number; readonly mailing: MoneyMailing; readonly subject: string; readonly body: string }): Promise<void> {
  await tx.query(
    `insert into outbox_messages (channel, recipient, subject, body)
     select 'email', u.email, $2, $3 from users u join user_mailing_settings m on m.user_id = u.id
      where u.id = $1 and u.email is not null and ${SWITCH_COLUMN[message.mailing]}`,
    [message.userId, message.subject, message.body],
  );
}
