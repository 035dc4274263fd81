/**
 * Session time for the session limit (limit type 31). The page pings the limit service every 30 s while a
 * person is signed in; each ping extends the person's latest interval when it came less than a few minutes after the
 * last one, else starts a new interval. The session seconds of a day are the intervals' overlap with that day.
 *
 * - `user_session_activity`: one row per interval of activity, per person (not per sign-in session: two open tabs
 *   count once). `started_at` and `last_seen_at` are seconds of the person's clock (the server's plus any test-control
 *   offset) when the pings came, so moving a person's clock to tomorrow starts a fresh day.
 */
export const sessionActivityMigration = {
  id: '0025_session_activity',
  sql: /* sql */ `
    create table user_session_activity (
      id bigint generated always as identity primary key,
      user_id integer not null references users (id),
      started_at bigint not null check (started_at >= 0),
      last_seen_at bigint not null,
      updated_at timestamptz not null,
      check (last_seen_at >= started_at)
    );
    create index user_session_activity_user on user_session_activity (user_id, last_seen_at desc);
  `,
};
