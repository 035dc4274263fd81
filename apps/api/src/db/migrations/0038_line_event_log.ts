/**
 * The line's changes as they cross processes (several API processes on one database): each row is one publisher
 * run's changes, numbered by the row id; rows older than a few minutes are trimmed by the jobs' leader. One process
 * on its own never writes here.
 */
export const lineEventLogMigration = {
  id: '0038_line_event_log',
  sql: /* sql */ `
    create table line_event_log (
      id bigint generated always as identity primary key,
      changes jsonb not null,
      created_at timestamptz not null default now()
    );
    create index line_event_log_created_at on line_event_log (created_at);
  `,
};
