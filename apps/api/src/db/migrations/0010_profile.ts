import { SUPPORT_TOPICS } from '@betting/contracts';

const list = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * The office's personal pages: mailing switches (a row once the user changes them; none means all off), support
 * requests and ideas, and phone binding's one-time codes (a new purpose of auth_codes).
 */
export const profileMigration = {
  id: '0010_profile',
  sql: /* sql */ `
    alter table auth_codes drop constraint auth_codes_purpose_check;
    alter table auth_codes add constraint auth_codes_purpose_check check (purpose in ('sms_login', 'password_reset', 'two_step', 'phone_binding'));

    create table user_mailing_settings (
      user_id integer primary key references users (id),
      enable_mail_news boolean not null default false,
      enable_mail_deposit boolean not null default false,
      enable_mail_bets boolean not null default false,
      enable_sms_news boolean not null default false,
      updated_at timestamptz not null
    );

    create table support_requests (
      id bigint generated always as identity primary key,
      user_id integer not null references users (id),
      topic text not null check (topic in (${list(SUPPORT_TOPICS)})),
      message text not null check (char_length(message) between 1 and 2000),
      status text not null default 'open' check (status in ('open', 'answered', 'closed')),
      created_at timestamptz not null
    );
    create index support_requests_user on support_requests (user_id, created_at desc, id desc);

    create table ideas (
      id bigint generated always as identity primary key,
      user_id integer not null references users (id),
      message text not null check (char_length(message) between 1 and 2000),
      created_at timestamptz not null
    );
    create index ideas_user on ideas (user_id, created_at desc);
  `,
};
