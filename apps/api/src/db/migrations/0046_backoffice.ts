/**
 * The operator's back office: staff accounts (apart from the bettors' users), their sessions (a cookie of their own),
 * and the audit trail of every back-office action, which the database itself keeps append-only (a trigger refuses
 * UPDATE, DELETE and TRUNCATE). Support requests gain the operator's answer, as block appeals have had.
 */
export const backofficeMigration = {
  id: '0046_backoffice',
  sql: /* sql */ `
    create table staff (
      id integer generated always as identity primary key,
      login text not null,
      name text not null,
      password_hash text not null,
      totp_secret text not null,
      roles text[] not null check (cardinality(roles) > 0 and roles <@ array['trader', 'risk', 'kyc', 'support', 'payments', 'responsible-gaming', 'content', 'admin']),
      failed_attempts integer not null default 0,
      locked_until timestamptz,
      last_totp_step bigint,
      disabled boolean not null default false,
      created_at timestamptz not null
    );
    create unique index staff_login on staff (lower(login));

    create table staff_sessions (
      id bigint generated always as identity primary key,
      token_hash text not null unique,
      staff_id integer not null references staff (id),
      second_factor_at timestamptz,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      revoked_at timestamptz
    );
    create index staff_sessions_staff on staff_sessions (staff_id);

    create table staff_audit (
      id bigint generated always as identity primary key,
      at timestamptz not null,
      staff_id integer not null references staff (id),
      action text not null,
      target text not null,
      before jsonb,
      after jsonb
    );
    create index staff_audit_at on staff_audit (at desc, id desc);
    create index staff_audit_staff on staff_audit (staff_id, at desc);
    create index staff_audit_target on staff_audit (target, at desc);

    create function staff_audit_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'staff_audit is append-only: % refused', tg_op using errcode = 'insufficient_privilege';
    end;
    $$;
    create trigger staff_audit_no_change before update or delete on staff_audit for each row execute function staff_audit_append_only();
    create trigger staff_audit_no_truncate before truncate on staff_audit for each statement execute function staff_audit_append_only();

    alter table support_requests add column answer text, add column answered_at timestamptz, add column closed_at timestamptz,
      add constraint support_requests_answered check ((status <> 'answered' or answer is not null) and (status <> 'open' or answer is null) and ((answer is null) = (answered_at is null)));
    -- A closed appeal keeps the answer it had (the first rule said only an answered one has an answer).
    alter table block_appeals drop constraint block_appeals_check, add column closed_at timestamptz,
      add constraint block_appeals_answered check ((status <> 'answered' or answer is not null) and (status <> 'open' or answer is null));
  `,
};
