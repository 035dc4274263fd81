export const siteConfigMigration = {
  id: '0001_site_config',
  sql: /* sql */ `
    create table languages (
      id integer primary key,
      code char(2) not null unique check (code ~ '^[a-z]{2}$'),
      name text not null,
      native_name text not null,
      position integer not null,
      hidden_for_guests boolean not null default false,
      is_active boolean not null default true
    );

    -- One row per setting of the site config; values are JSON so each keeps its type.
    create table site_settings (
      key text primary key,
      value jsonb not null
    );

    create table brand_book_variables (
      css_prop text primary key check (css_prop ~ '^--[a-z0-9-]+$'),
      css_value text not null,
      position integer not null
    );
  `,
};
