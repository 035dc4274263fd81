/**
 * The user agreement's versions and each person's acceptance (spec §2 confirm-terms). A new row in `terms_versions`
 * asks everyone who accepted an older one to accept again.
 */
export const termsMigration = {
  id: '0013_terms',
  sql: /* sql */ `
    create table terms_versions (
      id integer generated always as identity primary key,
      published_at timestamptz not null unique,
      summary text not null
    );
    alter table users add column terms_accepted_at timestamptz;
  `,
};
