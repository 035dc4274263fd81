/** The site's own real-user monitoring: one row per reported Core Web Vital. */
export const webVitalsMigration = {
  id: '0006_web_vitals',
  sql: /* sql */ `
    create table web_vitals (
      id bigint generated always as identity primary key,
      path text not null,
      version text not null,
      name text not null check (name in ('CLS', 'FCP', 'INP', 'LCP', 'TTFB')),
      value double precision not null check (value >= 0),
      rating text not null check (rating in ('good', 'needs-improvement', 'poor')),
      reported_at timestamptz not null default now()
    );
    create index web_vitals_name_reported_at on web_vitals (name, reported_at desc);
  `,
};
