import { GRANT_COOKIE, GRANT_TTL_SECONDS, SecureDataPaths, SecureDataResponseSchema } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHmac, randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../../db/database';
import { callerOf, newOpaqueToken, sha256, loadUserTokenKey } from '../../sessions';
import { refuse } from '../errors';

const GGRU_SECRET = 'ggru_hmac';

/** The key of `ggru`: generated once and kept in `server_secrets`, so every process on the database agrees. */
export async function loadGgruKey(db: Queryable): Promise<Buffer> {
  await db.query('insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [GGRU_SECRET, randomBytes(32).toString('base64url')]);
  const rows = await db.query<{ value: string }>('select value from server_secrets where name = $1', [GGRU_SECRET]);
  if (!rows[0]) throw new Error('the ggru key could not be stored');
  return Buffer.from(rows[0].value, 'base64url');
}

/** A stable pseudonym of the user for partner services: HMAC-SHA256 of the id, so it cannot be turned back into it. */
export const ggruOf = (key: Buffer, userId: number) => createHmac('sha256', key).update(`ggru:${userId}`).digest('base64url');

/** The grant's session while the grant lives (for the calls it opens). */
export async function sessionOfGrant(db: Queryable, grant: string, now: number): Promise<number | undefined> {
  const rows = await db.query<{ session_id: string | number }>('select session_id from secure_grants where grant_hash = $1 and expires_at > $2', [sha256(grant), new Date(now)]);
  return rows[0] === undefined ? undefined : Number(rows[0].session_id);
}

export interface SecureDataOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly userTokenSecret?: string | undefined;
}

/** POST secure data: `ggru` and a fresh per-session grant, also the httpOnly `grant` cookie for 30 minutes. */
export const secureDataRoutes: FastifyPluginAsyncZod<SecureDataOptions> = async (app, { db, clock, userTokenSecret }) => {
  const tokenKey = await loadUserTokenKey(db, userTokenSecret);
  const ggruKey = await loadGgruKey(db);

  app.post(SecureDataPaths.secureData, { schema: { response: { 200: SecureDataResponseSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const caller = await callerOf(db, clock, tokenKey, request);
    if (caller.kind === 'bad_token') return refuse(reply, 401, 'invalid_token');
    if (caller.kind === 'guest') return refuse(reply, 401, 'not_signed_in');
    const now = clock.now();
    const grant = newOpaqueToken();
    await db.query('insert into secure_grants (session_id, grant_hash, created_at, expires_at) values ($1, $2, $3, $4)', [caller.sessionId, sha256(grant), new Date(now), new Date(now + GRANT_TTL_SECONDS * 1000)]);
    reply.setCookie(GRANT_COOKIE, grant, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', maxAge: GRANT_TTL_SECONDS });
    return { ggru: ggruOf(ggruKey, caller.userId), grant };
  });
};
