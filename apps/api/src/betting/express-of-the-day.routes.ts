import { BettingPaths, ExpressOfTheDayResponseSchema } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database';
import { loadUserTokenKey } from '../sessions';
import { limitsCallerOf } from '../limits';
import { expressOffer } from './express-of-the-day';

export interface ExpressOfTheDayRoutesOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly userTokenSecret?: string | undefined;
}

/**
 * `GET /web-api/betting/express-of-the-day` (`BettingPaths.expressOfTheDay`): public, outside the betting calls'
 * session check. A signed-in caller (`ua` cookie or `Authorization: Bearer`; nothing is written, as for the line's
 * calls) gets nothing when a leg's sport is disallowed for them; a guest or a bad token is answered as a guest.
 * Not cached: the legs' coefficients move and the answer may be personal.
 */
export const expressOfTheDayRoutes: FastifyPluginAsyncZod<ExpressOfTheDayRoutesOptions> = async (app, { db, clock, userTokenSecret }) => {
  const key = await loadUserTokenKey(db, userTokenSecret);
  app.get(BettingPaths.expressOfTheDay, { schema: { response: { 200: ExpressOfTheDayResponseSchema } } }, async (request, reply) => {
    const caller = await limitsCallerOf(db, clock, key, request);
    reply.header('cache-control', 'no-store');
    return { expresses: await expressOffer(db, new Date(clock.now()), caller.kind === 'user' ? caller.userId : null) };
  });
};
