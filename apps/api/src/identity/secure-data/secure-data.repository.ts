import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { sha256 } from '../../sessions';

const GGRU_SECRET = 'ggru_hmac';

/** The key of `ggru`: generated once and kept in `server_secrets`, so every process on the database agrees. */
export async function loadGgruKey(db: Queryable): Promise<Buffer> {
  await db.query('insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [GGRU_SECRET, randomBytes(32).toString('base64url')]);
  const rows = await db.query<{ value: string }>('select value from server_secrets where name = $1', [GGRU_SECRET]);
  if (!rows[0]) throw new Error('the ggru key could not be stored');
  return Buffer.from(rows[0].value, 'base64url');
}

/** Keeps a grant (its hash only) for the session until it expires. */
export async function insertGrant(db: Queryable, sessionId: number, grant: string, now: number, ttlSeconds: number): Promise<void> {
  await db.query('insert into secure_grants (session_id, grant_hash, created_at, expires_at) values ($1, $2, $3, $4)', [sessionId, sha256(grant), new Date(now), new Date(now + ttlSeconds * 1000)]);
}

/** The grant's session while the grant lives (for the calls it opens). */
export async function sessionOfGrant(db: Queryable, grant: string, now: number): Promise<number | undefined> {
  const rows = await db.query<{ session_id: string | number }>('select session_id from secure_grants where grant_hash = $1 and expires_at > $2', [sha256(grant), new Date(now)]);
  return rows[0] === undefined ? undefined : Number(rows[0].session_id);
}
