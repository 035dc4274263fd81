/**
 * Identity extras: social identities linked to users (provider + subject), the server side of the OAuth
 * authorization-code flow (state, nonce and PKCE verifier, bound to the browser by a cookie hash), one-time social
 * registration tokens, user-transfer codes and redirect tokens, fingerprints and the sessions they were seen with,
 * and the secure-data grants. Tokens and codes are kept only as SHA-256 hashes.
 */
export const identityExtrasMigration = {
  id: '0011_identity_extras',
  sql: /* sql */ `
    create table social_identities (
      provider text not null,
      subject text not null check (length(subject) between 1 and 255),
      user_id integer not null references users (id),
      email text,
      created_at timestamptz not null,
      last_used_at timestamptz not null,
      primary key (provider, subject)
    );
    create index social_identities_user on social_identities (user_id);

    create table oauth_flows (
      state_hash text primary key,
      binding_hash text not null,
      provider text not null,
      code_verifier text not null,
      nonce text not null,
      redirect_uri text not null,
      return_to text not null,
      remember boolean not null,
      registration jsonb,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz
    );

    create table social_registration_tokens (
      token_hash text primary key,
      provider text not null,
      subject text not null,
      email text,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz
    );

    create table user_transfer_codes (
      id bigint generated always as identity primary key,
      user_id integer not null references users (id),
      recipient text not null,
      code_hash text not null,
      attempts integer not null default 0,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      redirect_token_hash text unique,
      redirect_expires_at timestamptz,
      redirect_used_at timestamptz
    );
    create index user_transfer_codes_user on user_transfer_codes (user_id, created_at desc);

    create table fingerprints (
      id bigint generated always as identity primary key,
      token_hash text not null unique,
      components_hash text not null check (components_hash ~ '^[0-9a-f]{64}$'),
      created_at timestamptz not null,
      expires_at timestamptz not null
    );
    create index fingerprints_components on fingerprints (components_hash);

    create table session_fingerprints (
      session_id bigint not null references sessions (id),
      fingerprint_id bigint not null references fingerprints (id),
      user_id integer not null references users (id),
      recorded_at timestamptz not null,
      primary key (session_id, fingerprint_id)
    );

    create table secure_grants (
      id bigint generated always as identity primary key,
      session_id bigint not null references sessions (id),
      grant_hash text not null unique,
      created_at timestamptz not null,
      expires_at timestamptz not null
    );
    create index secure_grants_session on secure_grants (session_id, expires_at desc);
  `,
};
