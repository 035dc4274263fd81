import { VERIFICATION_RESEND_SECONDS, VERIFICATION_TOKEN_TTL_SECONDS, type VerificationKind } from '@betting/contracts';
import type { Queryable } from '../../db/database';
import { newOpaqueToken, sha256 } from '../../sessions';

export type LinkKind = VerificationKind | 'stopnewsletter';
const CONFIRMATION_KINDS: readonly LinkKind[] = ['accountverify', 'activate', 'activatefast'];
/** Newsletter stop links keep working for a year: people open old newsletters. */
export const STOP_NEWSLETTER_TTL_SECONDS = 365 * 24 * 3600;

export interface IssuedLink {
  readonly token: string;
  /** Path and query of the page the link opens: `/{lng}/user/{kind}?token=…`. */
  readonly path: string;
}

const pathOf = (lng: string, kind: LinkKind, token: string) => `/${lng}/user/${kind}?token=${encodeURIComponent(token)}`;

/** True when the user was sent a confirmation link less than VERIFICATION_RESEND_SECONDS ago. */
export async function confirmationSentRecently(db: Queryable, userId: number, now: number): Promise<boolean> {
  const rows = await db.query('select 1 from email_link_tokens where user_id = $1 and kind = any($2::text[]) and created_at > $3', [
    userId,
    CONFIRMATION_KINDS,
    new Date(now - VERIFICATION_RESEND_SECONDS * 1000),
  ]);
  return rows.length > 0;
}

/**
 * A confirmation link (single-use, 24 h) whose e-mail goes into the outbox, in the caller's transaction; earlier unused
 * confirmation links of the user stop working.
 */
export async function issueConfirmationLink(tx: Queryable, request: { readonly userId: number; readonly kind: VerificationKind; readonly email: string; readonly lng: string; readonly origin: string }, now: number): Promise<IssuedLink> {
  const token = newOpaqueToken();
  await tx.query('update email_link_tokens set used_at = $3 where user_id = $1 and kind = any($2::text[]) and used_at is null', [request.userId, CONFIRMATION_KINDS, new Date(now)]);
  await tx.query('insert into email_link_tokens (kind, user_id, email, token_hash, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)', [
    request.kind,
    request.userId,
    request.email,
    sha256(token),
    new Date(now),
    new Date(now + VERIFICATION_TOKEN_TTL_SECONDS * 1000),
  ]);
  const path = pathOf(request.lng, request.kind, token);
  await tx.query('insert into outbox_messages (channel, recipient, subject, body) values ($1, $2, $3, $4)', [
    'email',
    request.email,
    request.kind === 'accountverify' ? 'Confirm your e-mail' : 'Confirm your registration',
    [
      `Open this link to confirm ${request.email} for account ${request.userId}:`,
      `${request.origin}${path}`,
      '',
      `The link works once, for ${VERIFICATION_TOKEN_TTL_SECONDS / 3600} hours. If you did not ask for it, ignore this e-mail.`,
    ].join('\n'),
  ]);
  return { token, path };
}

/** A newsletter stop link for the user (reusable until it expires): newsletters put it at their end. */
export async function issueStopNewsletterLink(db: Queryable, userId: number, email: string, lng: string, now: number): Promise<IssuedLink> {
  const token = newOpaqueToken();
  await db.query('insert into email_link_tokens (kind, user_id, email, token_hash, created_at, expires_at) values ($1, $2, $3, $4, $5, $6)', [
    'stopnewsletter',
    userId,
    email,
    sha256(token),
    new Date(now),
    new Date(now + STOP_NEWSLETTER_TTL_SECONDS * 1000),
  ]);
  return { token, path: pathOf(lng, 'stopnewsletter', token) };
}

export interface LinkRow {
  readonly id: number;
  readonly kind: LinkKind;
  readonly userId: number;
  readonly email: string;
  readonly expiresAt: number;
  readonly used: boolean;
}

/** The link of a token, locked for the caller's transaction. */
export async function findLink(tx: Queryable, token: string): Promise<LinkRow | undefined> {
  const rows = await tx.query<{ id: string | number; kind: LinkKind; user_id: number; email: string; expires_at: Date | string; used_at: Date | string | null }>(
    'select id, kind, user_id, email, expires_at, used_at from email_link_tokens where token_hash = $1 for update',
    [sha256(token)],
  );
  const row = rows[0];
  return row && { id: Number(row.id), kind: row.kind, userId: row.user_id, email: row.email, expiresAt: new Date(row.expires_at).getTime(), used: row.used_at !== null };
}

export async function spendLink(tx: Queryable, id: number, now: number): Promise<void> {
  await tx.query('update email_link_tokens set used_at = $2 where id = $1', [id, new Date(now)]);
}
