import { ApiErrorSchema, CasinoLotteryHistoryQuerySchema, CasinoLotteryHistoryResponseSchema, CasinoLotteryPaths } from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../platform/app-context';
import { lotteryHistory } from './history.repository';
import { guestRefusalOf } from '../../sessions';

export interface CasinoLotteriesRoutesOptions {
  readonly context: AppContext;
}

const MESSAGES = { not_signed_in: 'Sign in to see your lottery history', invalid_token: 'Your session has ended: sign in again' } as const;

/** `CasinoLotteryPaths.history`: the signed-in person's keno, bingo, toto and lotto entries (office history). Never cached. */
export const casinoLotteriesRoutes: FastifyPluginAsyncZod<CasinoLotteriesRoutesOptions> = async (app, { context: { db, clock } }) => {
  app.get(
    CasinoLotteryPaths.history,
    { schema: { querystring: CasinoLotteryHistoryQuerySchema, response: { 200: CasinoLotteryHistoryResponseSchema, 401: ApiErrorSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const caller = await request.caller;
      if (caller.kind !== 'user') {
        const code = guestRefusalOf(caller);
        return reply.code(401).send({ error: { code, message: MESSAGES[code] } });
      }
      return lotteryHistory(db, caller.userId, request.query, clock.now());
    },
  );
};
