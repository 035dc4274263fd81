import { QR_LOGIN_TTL_SECONDS } from '@betting/contracts';
import type { Queryable } from '../../db/database';
import { newOpaqueToken, sha256 } from '../../sessions';

/**
 * A new one-time token for the session; any earlier unused token of the same session stops working, so only the
 * code on screen signs in. Returns the token (its only copy outside the QR code) and its expiry.
 */
export async function issueQrLoginToken(db: Queryable, userId: number, sessionId: number, now: number): Promise<{ token: string; expiresAt: Date }> {
  const token = newOpaqueToken();
  const expiresAt = new Date(now + QR_LOGIN_TTL_SECONDS * 1000);
  await db.query('update qr_login_tokens set used_at = $2 where session_id = $1 and used_at is null', [sessionId, new Date(now)]);
  await db.query('insert into qr_login_tokens (token_hash, user_id, session_id, created_at, expires_at) values ($1, $2, $3, $4, $5)', [
    sha256(token),
    userId,
    sessionId,
    new Date(now),
    expiresAt,
  ]);
  return { token, expiresAt };
}

/**
 * Spends the token in one statement (two devices racing get one sign-in): it must be unused, unexpired, and the
 * session that issued it still active for an active user. Returns the user it signs in.
 */
export async function redeemQrLoginToken(db: Queryable, token: string, now: number): Promise<number | undefined> {
  const rows = await db.query<{ user_id: number }>(
    `update qr_login_tokens t set used_at = $2
       from sessions s, users u
      where t.token_hash = $1 and t.used_at is null and t.expires_at > $2
        and s.id = t.session_id and s.revoked_at is null and s.expires_at > $2
        and u.id = t.user_id and u.status = 'active'
      returning t.user_id`,
    [sha256(token), new Date(now)],
  );
  return rows[0]?.user_id;
}
