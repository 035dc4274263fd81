import { ApiErrorSchema, CasinoLotteryHistoryQuerySchema, CasinoLotteryHistoryResponseSchema, CasinoLotteryPaths } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { callerOf, loadUserTokenKey } from '../../sessions';
import { lotteryHistory } from './history.repository';

export interface CasinoLotteriesRoutesOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly userTokenSecret?: string | undefined;
}

const MESSAGES = { not_signed_in: 'Sign in to see your lottery history', invalid_token: 'Your session has ended: sign in again' } as const;

/** `CasinoLotteryPaths.history`: the signed-in person's keno, bingo, toto and lotto entries (office history). Never cached. */
export const casinoLotteriesRoutes: FastifyPluginAsyncZod<CasinoLotteriesRoutesOptions> = async (app, { db, clock, userTokenSecret }) => {
  const tokenKey = await loadUserTokenKey(db, userTokenSecret);

  app.get(
    CasinoLotteryPaths.history,
    { schema: { querystring: CasinoLotteryHistoryQuerySchema, response: { 200: CasinoLotteryHistoryResponseSchema, 401: ApiErrorSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const caller = await callerOf(db, clock, tokenKey, request);
      if (caller.kind !== 'user') {
        const code = caller.kind === 'bad_token' ? 'invalid_token' : 'not_signed_in';
        return reply.code(401).send({ error: { code, message: MESSAGES[code] } });
      }
      return lotteryHistory(db, caller.userId, request.query, clock.now());
    },
  );
};
