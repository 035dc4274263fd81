/**
 * Messages the site sends (SMS and e-mail codes): written here in the same transaction as the action that
 * needs them, then handed to a sender. Non-production builds let a person read them through test control.
 */
export const outboxMigration = {
  id: '0003_outbox',
  sql: /* sql */ `
    create table outbox_messages (
      id bigint generated always as identity primary key,
      channel text not null check (channel in ('sms', 'email')),
      recipient text not null,
      subject text not null default '',
      body text not null,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    );
    create index outbox_messages_recipient on outbox_messages (recipient, id desc);
  `,
};
