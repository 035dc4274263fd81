/**
 * Auth by token: each user token a companion app signs into a browser session is spent once. The row keeps the
 * token's hash (never the token) until well after every user token has expired.
 */
export const authTokenUsesMigration = {
  id: '0048_auth_token_uses',
  sql: /* sql */ `
    create table auth_token_uses (
      token_hash text primary key,
      method_id text not null,
      user_id integer not null references users (id),
      used_at timestamptz not null,
      forget_after timestamptz not null
    );
    create index auth_token_uses_forget on auth_token_uses (forget_after);
  `,
};
