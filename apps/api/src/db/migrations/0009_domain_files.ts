/**
 * Files the site serves at `/domain/{file}` (spec §7 static): per host, or `*` for every host (verification files,
 * robots and security texts an operator publishes without a deploy).
 */
export const domainFilesMigration = {
  id: '0009_domain_files',
  sql: /* sql */ `
    create table domain_files (
      host text not null,
      file_name text not null check (file_name ~ '^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$'),
      content_type text not null,
      body text not null,
      updated_at timestamptz not null default now(),
      primary key (host, file_name)
    );
  `,
};
