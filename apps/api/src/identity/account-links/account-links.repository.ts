import { SESSION_TTL_SECONDS } from '@betting/contracts';
import type { Queryable } from '../../db/database';
import { sha256 } from '../../sessions';

/** When the user registered by one click; undefined for any other registration (or no such user). */
export async function oneClickRegisteredAt(db: Queryable, userId: number): Promise<number | undefined> {
  const rows = await db.query<{ created_at: Date | string }>("select created_at from users where id = $1 and registration_type = 'fast_reg' and status = 'active'", [userId]);
  const row = rows[0];
  return row ? new Date(row.created_at).getTime() : undefined;
}

/** The ID and password e-mail, into the outbox in the caller's transaction (the outbox delivers it). */
export async function queueCredentialsEmail(tx: Queryable, message: { readonly email: string; readonly userId: number; readonly password: string; readonly origin: string }): Promise<void> {
  await tx.query('insert into outbox_messages (channel, recipient, subject, body) values ($1, $2, $3, $4)', [
    'email',
    message.email,
    'Your account details',
    [
      `Your account on ${message.origin}:`,
      `ID: ${message.userId}`,
      `Password: ${message.password}`,
      '',
      'Sign in with the ID and the password. Keep this e-mail private, or change the password in the security settings of your account.',
    ].join('\n'),
  ]);
}

/**
 * Spends a user token for auth by token: true the first time, false when it was spent before (a replay). Rows are
 * forgotten once every token they could match has long expired.
 */
export async function spendAuthToken(db: Queryable, spend: { readonly token: string; readonly methodId: string; readonly userId: number }, now: number): Promise<boolean> {
  await db.query('delete from auth_token_uses where forget_after < $1', [new Date(now)]);
  const rows = await db.query('insert into auth_token_uses (token_hash, method_id, user_id, used_at, forget_after) values ($1, $2, $3, $4, $5) on conflict (token_hash) do nothing returning 1', [
    sha256(spend.token),
    spend.methodId,
    spend.userId,
    new Date(now),
    new Date(now + SESSION_TTL_SECONDS.browser * 1000),
  ]);
  return rows.length === 1;
}
