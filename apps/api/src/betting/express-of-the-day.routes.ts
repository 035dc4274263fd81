import { BettingPaths, ExpressOfTheDayResponseSchema } from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { limitsCallerOf } from '../limits';
import type { AppContext } from '../platform/app-context';
import { expressOffer } from './express-of-the-day';

export interface ExpressOfTheDayRoutesOptions {
  readonly context: AppContext;
}

/**
 * `GET /web-api/betting/express-of-the-day` (`BettingPaths.expressOfTheDay`): public, outside the betting calls'
 * session check. A signed-in caller (`ua` cookie or `Authorization: Bearer`; nothing is written, as for the line's
 * calls) gets nothing when a leg's sport is disallowed for them; a guest or a bad token is answered as a guest.
 * Not cached: the legs' coefficients move and the answer may be personal.
 */
export const expressOfTheDayRoutes: FastifyPluginAsyncZod<ExpressOfTheDayRoutesOptions> = async (app, { context }) => {
  const { db, clock, userTokenKey: key } = context;
  app.get(BettingPaths.expressOfTheDay, { schema: { response: { 200: ExpressOfTheDayResponseSchema } } }, async (request, reply) => {
    const caller = await limitsCallerOf(db, clock, key, request);
    reply.header('cache-control', 'no-store');
    return { expresses: await expressOffer(db, new Date(clock.now()), caller.kind === 'user' ? caller.userId : null) };
  });
};
