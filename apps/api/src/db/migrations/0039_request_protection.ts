/**
 * Protection against guessing and flooding:
 * - `login_attempts.account_key`: the account an attempt was for (`user:<id>`, whichever alias was typed — ID, e-mail
 *   or phone), or the login as typed when no account has it; failures are counted per account across its aliases.
 * - `request_limit_hits`: fixed-window counters of the per-address limits (sign-in, registration, codes, reset), in
 *   the database so every process of the site counts the same hits.
 */
export const requestProtectionMigration = {
  id: '0039_request_protection',
  sql: /* sql */ `
    alter table login_attempts add column account_key text;
    create index login_attempts_account on login_attempts (account_key, created_at desc) where account_key is not null;

    create table request_limit_hits (
      bucket text not null,
      client text not null,
      window_start timestamptz not null,
      hits integer not null,
      primary key (bucket, client, window_start)
    );
    create index request_limit_hits_window on request_limit_hits (window_start);
  `,
};
