import { ApiErrorSchema, SportsPreferencesBodySchema, SportsPreferencesPath, SportsPreferencesResponseSchema } from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import { refuse } from './errors';
import { knownSportsCount, preferencesOf, setDisallowedSports } from './sports-preferences.repository';
import { guestRefusalOf } from '../sessions';

const ascendingUnique = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** The account menu's sports section: the sports a bettor takes out of the line and live (see the contract). */
export const sportsPreferencesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema };

  app.get(SportsPreferencesPath, { schema: { response: { 200: SportsPreferencesResponseSchema, ...errors } } }, async (request, reply) => {
    const caller = await request.caller;
    if (caller.kind !== 'user') return refuse(reply, 401, guestRefusalOf(caller));
    return preferencesOf(db, caller.userId);
  });

  app.put(SportsPreferencesPath, { schema: { body: SportsPreferencesBodySchema, response: { 200: SportsPreferencesResponseSchema, ...errors } } }, async (request, reply) => {
    const caller = await request.caller;
    if (caller.kind !== 'user') return refuse(reply, 401, guestRefusalOf(caller));
    const line = ascendingUnique(request.body.disallow_line_sport);
    const live = ascendingUnique(request.body.disallow_live_sport);
    const asked = [...new Set([...line, ...live])];
    if ((await knownSportsCount(db, asked)) !== asked.length) return refuse(reply, 400, 'invalid_request');
    await setDisallowedSports(db, caller.userId, line, live);
    return preferencesOf(db, caller.userId);
  });
};
