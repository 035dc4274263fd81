/**
 * Delivery of outbox messages (apps/api/src/mail): a dispatcher claims due unsent rows, hands them to a sender and
 * records the outcome. `next_attempt_at` null means due now; a claim pushes it forward (a lease, so a crashed sender's
 * messages are retried), a failure sets it to the backoff's time, with the attempt count and the last error.
 */
export const outboxDeliveryMigration = {
  id: '0014_outbox_delivery',
  sql: /* sql */ `
    alter table outbox_messages add column attempts integer not null default 0;
    alter table outbox_messages add column last_error text;
    alter table outbox_messages add column next_attempt_at timestamptz;
    create index outbox_messages_due on outbox_messages (channel, next_attempt_at, id) where sent_at is null;
  `,
};
