import { ApiErrorSchema, SportsPreferencesBodySchema, SportsPreferencesPath, SportsPreferencesResponseSchema } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database, Queryable } from '../db/database';
import { callerOf } from '../sessions';
import { refuse } from './errors';

const ascendingUnique = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

async function preferencesOf(db: Queryable, userId: number) {
  const sports = await db.query<{ id: number; name: string }>('select id, name from line_sports order by sort, name');
  const [row] = await db.query<{ line: number[]; live: number[] }>('select disallow_line_sport as line, disallow_live_sport as live from users where id = $1', [userId]);
  return { sports, disallow_line_sport: ascendingUnique(row?.line ?? []), disallow_live_sport: ascendingUnique(row?.live ?? []) };
}

/** The account menu's sports section: the sports a bettor takes out of the line and live (see the contract). */
export const sportsPreferencesRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock; key: Uint8Array }> = async (app, { db, clock, key }) => {
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema };
  const signedIn = async (request: Parameters<typeof callerOf>[3]) => callerOf(db, clock, key, request);

  app.get(SportsPreferencesPath, { schema: { response: { 200: SportsPreferencesResponseSchema, ...errors } } }, async (request, reply) => {
    const caller = await signedIn(request);
    if (caller.kind !== 'user') return refuse(reply, 401, caller.kind === 'bad_token' ? 'invalid_token' : 'not_signed_in');
    return preferencesOf(db, caller.userId);
  });

  app.put(SportsPreferencesPath, { schema: { body: SportsPreferencesBodySchema, response: { 200: SportsPreferencesResponseSchema, ...errors } } }, async (request, reply) => {
    const caller = await signedIn(request);
    if (caller.kind !== 'user') return refuse(reply, 401, caller.kind === 'bad_token' ? 'invalid_token' : 'not_signed_in');
    const line = ascendingUnique(request.body.disallow_line_sport);
    const live = ascendingUnique(request.body.disallow_live_sport);
    const known = await db.query<{ id: number }>('select id from line_sports where id = any($1::int[])', [[...new Set([...line, ...live])]]);
    if (known.length !== new Set([...line, ...live]).size) return refuse(reply, 400, 'invalid_request');
    await db.query('update users set disallow_line_sport = $2::int[], disallow_live_sport = $3::int[] where id = $1', [caller.userId, line, live]);
    return preferencesOf(db, caller.userId);
  });
};
