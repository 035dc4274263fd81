/**
 * Responsible-gaming limits. What the rules of `@betting/limits` decide is stored here; nothing in SQL
 * re-decides it.
 *
 * - `user_limits`: the person's limit list as the rules hold it, one row per entry: per type at most one entry in
 *   force (ACTIVE, or INACTIVE for an ended self-exclusion or time-out) and at most one PENDING loosening. Times are
 *   seconds of the server's clock (the person's own clock under test control).
 * - `user_limit_history`: every call that changed or tried to change the list (set, approve, reject, cancel) with
 *   its outcome; append-only.
 */
export const limitsMigration = {
  id: '0022_limits',
  sql: /* sql */ `
    create table user_limits (
      user_id integer not null references users (id),
      limit_type integer not null check (limit_type in (1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33)),
      pending boolean not null,
      limit_value bigint not null check (limit_value between -1 and 999999999),
      limit_state text not null check (limit_state in ('PENDING', 'ACTIVE', 'INACTIVE')),
      started_at bigint check (started_at >= 0),
      ends_at bigint check (ends_at >= 0),
      need_approve boolean not null default false,
      updated_at timestamptz not null,
      primary key (user_id, limit_type, pending),
      check (pending = (limit_state = 'PENDING'))
    );

    create table user_limit_history (
      id bigint generated always as identity primary key,
      user_id integer not null references users (id),
      action text not null check (action in ('set', 'approve', 'reject', 'cancel')),
      limit_type integer not null,
      limit_value bigint,
      outcome text not null check (length(outcome) between 1 and 40),
      at_seconds bigint not null,
      created_at timestamptz not null
    );
    create index user_limit_history_user on user_limit_history (user_id, id desc);

    create function user_limit_history_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'user_limit_history is append-only: % refused', tg_op using errcode = 'restrict_violation';
    end
    $$;
    create trigger user_limit_history_no_change before update or delete on user_limit_history
      for each row execute function user_limit_history_append_only();
  `,
};
