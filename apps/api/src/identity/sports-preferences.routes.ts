import { ApiErrorSchema, SportsPreferencesBodySchema, SportsPreferencesPath, SportsPreferencesResponseSchema } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import { callerOf } from '../sessions';
import { refuse } from './errors';
import { knownSportsCount, preferencesOf, setDisallowedSports } from './sports-preferences.repository';

const ascendingUnique = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

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
    const asked = [...new Set([...line, ...live])];
    if ((await knownSportsCount(db, asked)) !== asked.length) return refuse(reply, 400, 'invalid_request');
    await setDisallowedSports(db, caller.userId, line, live);
    return preferencesOf(db, caller.userId);
  });
};
