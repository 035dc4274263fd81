import { FINGERPRINT_TTL_SECONDS } from '@betting/contracts';
import type { Queryable } from '../../db/database';
import { newOpaqueToken, sha256 } from '../../sessions';

export async function issueFingerprint(db: Queryable, componentsHash: string, now: number): Promise<{ token: string; expiresAt: number }> {
  const token = newOpaqueToken();
  const expiresAt = now + FINGERPRINT_TTL_SECONDS * 1000;
  await db.query('insert into fingerprints (token_hash, components_hash, created_at, expires_at) values ($1, $2, $3, $4)', [sha256(token), componentsHash, new Date(now), new Date(expiresAt)]);
  return { token, expiresAt };
}

/** The id of the fingerprint a token names while it lives. */
export async function findLiveFingerprint(db: Queryable, token: string, now: number): Promise<number | undefined> {
  const rows = await db.query<{ id: string | number }>('select id from fingerprints where token_hash = $1 and expires_at > $2', [sha256(token), new Date(now)]);
  return rows[0] === undefined ? undefined : Number(rows[0].id);
}

/** Records that the session (named by its cookie token) was opened with the fingerprint; false when no such session. */
export async function recordSessionFingerprint(db: Queryable, sessionToken: string, fingerprintId: number, now: number): Promise<boolean> {
  const rows = await db.query(
    `insert into session_fingerprints (session_id, fingerprint_id, user_id, recorded_at)
     select s.id, $2, s.user_id, $3 from sessions s where s.token_hash = $1
     on conflict (session_id, fingerprint_id) do nothing returning session_id`,
    [sha256(sessionToken), fingerprintId, new Date(now)],
  );
  return rows.length === 1;
}
