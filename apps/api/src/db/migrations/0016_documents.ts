/**
 * Verification documents (office/verification and office/identification) and QR login tokens. Files are kept in
 * the database (bytea, at most 5 MB each) so that a second API process serves the same data.
 */
export const documentsMigration = {
  id: '0016_documents',
  sql: /* sql */ `
    create table verification_documents (
      id integer generated always as identity primary key,
      user_id integer not null references users (id),
      type smallint not null check (type between 1 and 6),
      file_name text not null,
      mime_type text not null check (mime_type in ('image/jpeg', 'image/png', 'application/pdf')),
      size integer not null check (size > 0 and size <= 5242880),
      content bytea not null,
      status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
      reject_reason text,
      additional_requested boolean not null default false,
      created_at timestamptz not null,
      reviewed_at timestamptz,
      check ((status = 'rejected') = (reject_reason is not null)),
      check ((status = 'pending') = (reviewed_at is null))
    );
    create index verification_documents_user on verification_documents (user_id, created_at desc);

    create table qr_login_tokens (
      id bigint generated always as identity primary key,
      token_hash text not null unique,
      user_id integer not null references users (id),
      session_id bigint not null references sessions (id),
      created_at timestamptz not null,
      expires_at timestamptz not null,
      used_at timestamptz
    );
    create index qr_login_tokens_session on qr_login_tokens (session_id) where used_at is null;
  `,
};
