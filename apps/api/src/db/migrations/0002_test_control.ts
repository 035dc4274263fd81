/** Per-scope config overrides and per-subject clock offsets, written only by the non-production test-control API. */
export const testControlMigration = {
  id: '0002_test_control',
  sql: /* sql */ `
    create table test_setting_overrides (
      scope text not null,
      key text not null,
      value jsonb not null,
      primary key (scope, key)
    );

    create table test_clock_offsets (
      subject text primary key,
      offset_ms bigint not null
    );
  `,
};
