/**
 * The display settings a signed-in bettor keeps on the account (spec §3 global settings; the names and values are
 * the contract's AccountDisplaySettingsSchema, checked by the route before a write): one JSON object per user.
 */
export const accountDisplaySettingsMigration = {
  id: '0060_account_display_settings',
  sql: /* sql */ `
    create table account_display_settings (
      user_id integer primary key references users (id) on delete cascade,
      settings jsonb not null check (jsonb_typeof(settings) = 'object'),
      updated_at timestamptz not null
    );
  `,
};
