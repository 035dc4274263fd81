import { SESSION_TTL_SECONDS } from '@betting/contracts';
import type { Queryable } from '../db/database';
import { newOpaqueToken, sha256 } from './secrets';

export interface ActiveSession {
  readonly id: number;
  readonly userId: number;
  readonly remember: boolean;
  readonly expiresAt: Date;
}

/** Opens a session and returns its token — the only time the token exists outside the browser's cookie. */
export async function openSession(db: Queryable, userId: number, remember: boolean, now: number): Promise<{ token: string; session: ActiveSession }> {
  const token = newOpaqueToken();
  const expiresAt = new Date(now + (remember ? SESSION_TTL_SECONDS.remember : SESSION_TTL_SECONDS.browser) * 1000);
  const rows = await db.query<{ id: string | number }>(
    'insert into sessions (token_hash, user_id, remember, created_at, last_seen_at, expires_at) values ($1, $2, $3, $4, $4, $5) returning id',
    [sha256(token), userId, remember, new Date(now), expiresAt],
  );
  return { token, session: { id: Number(rows[0]?.id), userId, remember, expiresAt } };
}

/**
 * The session a token opens: not revoked, not expired, its user active. Marks it seen at most once a minute: a write
 * (and its commit) on every call of every page would only move the mark by seconds.
 */
export async function findActiveSession(db: Queryable, token: string, now: number): Promise<ActiveSession | undefined> {
  const rows = await db.query<{ id: string | number; user_id: number; remember: boolean; expires_at: Date | string }>(
    `with found as (
       select s.id, s.user_id, s.remember, s.expires_at, s.last_seen_at
         from sessions s join users u on u.id = s.user_id
        where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2 and u.status = 'active'
     ), seen as (
       update sessions s set last_seen_at = $2 from found f where s.id = f.id and f.last_seen_at < $2 - interval '1 minute'
     )
     select id, user_id, remember, expires_at from found`,
    [sha256(token), new Date(now)],
    'sessions_find_active',
  );
  const row = rows[0];
  return row && { id: Number(row.id), userId: row.user_id, remember: row.remember, expiresAt: new Date(row.expires_at) };
}

/** True while the session is neither revoked nor expired (bearer tokens are only as good as their session). */
export async function sessionIsActive(db: Queryable, sessionId: number, userId: number, now: number): Promise<boolean> {
  const rows = await db.query(
    "select 1 from sessions s join users u on u.id = s.user_id where s.id = $1 and s.user_id = $2 and s.revoked_at is null and s.expires_at > $3 and u.status = 'active'",
    [sessionId, userId, new Date(now)],
  );
  return rows.length > 0;
}

/**
 * The session a token opens, as `findActiveSession` finds it but without marking it seen (a read that is not the
 * person's activity).
 */
export async function peekActiveSession(db: Queryable, token: string, now: number): Promise<{ id: number; userId: number } | undefined> {
  const rows = await db.query<{ id: string | number; user_id: number }>(
    `select s.id, s.user_id from sessions s join users u on u.id = s.user_id
      where s.token_hash = $1 and s.revoked_at is null and s.expires_at > $2 and u.status = 'active'`,
    [sha256(token), new Date(now)],
  );
  const row = rows[0];
  return row && { id: Number(row.id), userId: row.user_id };
}

/** When the person's session was opened; null when they have no such session. */
export async function sessionOpenedAt(db: Queryable, sessionId: number, userId: number): Promise<Date | null> {
  const [row] = await db.query<{ created_at: Date | string }>('select created_at from sessions where id = $1 and user_id = $2', [sessionId, userId]);
  return row ? new Date(row.created_at) : null;
}

export async function revokeSession(db: Queryable, token: string, now: number): Promise<void> {
  await db.query('update sessions set revoked_at = $2 where token_hash = $1 and revoked_at is null', [sha256(token), new Date(now)]);
}

/** After a password change every other session ends. */
export async function revokeUserSessions(db: Queryable, userId: number, now: number): Promise<void> {
  await db.query('update sessions set revoked_at = $2 where user_id = $1 and revoked_at is null', [userId, new Date(now)]);
}
