/**
 * The analytics counters of each project (site), per domain (null: every domain), spec §1 and §7. A domain
 * with rows of its own uses those only; any other domain uses the rows for every domain.
 */
export const analyticsCountersMigration = {
  id: '0007_analytics_counters',
  sql: /* sql */ `
    create table analytics_counters (
      id integer generated always as identity primary key,
      project_id integer not null check (project_id > 0),
      domain text check (domain is null or domain ~ '^[a-z0-9.-]+(:[0-9]+)?$'),
      counter_type smallint not null check (counter_type between 1 and 11),
      counter_id text not null check (counter_id ~ '^[A-Za-z0-9][A-Za-z0-9_.:-]{0,63}$'),
      -- A path on this site: the page never loads a script from another host.
      script_url text not null check (script_url ~ '^/[^/\\\\]' and script_url !~ '[[:space:]]'),
      params jsonb not null default '{}' check (jsonb_typeof(params) = 'object'),
      enabled boolean not null default true,
      position integer not null default 0
    );
    create unique index analytics_counters_key on analytics_counters (project_id, coalesce(domain, ''), counter_type, counter_id);
  `,
};
