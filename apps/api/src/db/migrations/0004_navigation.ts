/**
 * Tables an operator edits to steer navigation: redirect rules (the redirects service), block rules (the blocks
 * service) and the one maintenance row. Paths may start with `/{lng}/`, which matches any two-letter language
 * and carries it into the target. Targets must stay on this site: the checks below refuse the obvious escapes,
 * and the API re-checks every rule with `isSameOriginPath` when it writes and when it reads one.
 */
export const navigationMigration = {
  id: '0004_navigation',
  sql: String.raw`
    create table redirect_rules (
      id integer generated always as identity primary key,
      from_path text not null check (from_path ~ '^/' and from_path !~ '[?#\\[:space:]]'),
      match_kind text not null default 'exact' check (match_kind in ('exact', 'prefix')),
      to_path text not null check (to_path ~ '^/([^/\\]|$)' and to_path !~ '[\\[:space:][:cntrl:]]' and to_path !~* '^/(%2f|%5c)'),
      code smallint not null default 301 check (code in (301, 302)),
      reason text not null default '',
      active boolean not null default true,
      created_at timestamptz not null default now()
    );
    -- At most one active rule per source pattern, so which one fires is never a matter of luck.
    create unique index redirect_rules_active_source on redirect_rules (from_path, match_kind) where active;

    create table block_rules (
      id integer generated always as identity primary key,
      -- null blocks the whole site; otherwise the path and everything below it.
      url_prefix text check (url_prefix is null or (url_prefix ~ '^/' and url_prefix !~ '[?#\\[:space:]]')),
      applies_to text not null default 'all' check (applies_to in ('all', 'guests', 'users')),
      display_type_id integer not null check (display_type_id >= 0),
      template_type_id integer not null check (template_type_id >= 0),
      note text not null default '',
      active boolean not null default false,
      created_at timestamptz not null default now()
    );

    -- Exactly one row (id 1): the maintenance config of spec §3.
    create table maintenance (
      id smallint primary key default 1 check (id = 1),
      started_at timestamptz,
      ended_at timestamptz,
      notify_started_at timestamptz,
      notify_ended_at timestamptz,
      is_active boolean not null default false,
      web_state text,
      updated_at timestamptz not null default now(),
      check (started_at is null or ended_at is null or started_at <= ended_at),
      check (notify_started_at is null or notify_ended_at is null or notify_started_at <= notify_ended_at)
    );
    insert into maintenance (id) values (1);
  `,
};
