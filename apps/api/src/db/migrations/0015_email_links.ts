/**
 * Links sent by e-mail (apps/api/src/identity/verification): e-mail confirmation (kinds accountverify, activate,
 * activatefast; single-use, 24 h) and newsletter stop links (stopnewsletter; reusable). Only the token's SHA-256 is
 * kept; `email` is the address the link confirms (for activatefast, the one the account adds when it is opened).
 */
export const emailLinksMigration = {
  id: '0015_email_links',
  sql: /* sql */ `
    create table email_link_tokens (
      id bigint generated always as identity primary key,
      kind text not null check (kind in ('accountverify', 'activate', 'activatefast', 'stopnewsletter')),
      user_id integer not null references users (id),
      email text not null,
      token_hash text not null unique,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create index email_link_tokens_user on email_link_tokens (user_id, created_at desc);
  `,
};
