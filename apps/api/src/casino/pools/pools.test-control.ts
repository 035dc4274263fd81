import { ApiErrorSchema, CasinoPoolTestControlPaths, LottoDrawResponseSchema, PoolDrawParamsSchema, PoolTickResponseSchema, TotoDrawResponseSchema, TotoSettleBodySchema } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { drawLottoDraw } from './lotto/lotto-draws';
import { lottoDrawsWire } from './lotto/lotto.repository';
import { poolDepsOf } from './pools.module';
import { MESSAGES } from './refusals';
import { tickPools } from './tick';
import { settleTotoDraw } from './toto/toto-settlement';
import { totoDrawsWire } from './toto/toto.repository';

export interface CasinoPoolsTestControlOptions {
  readonly db: Database;
  readonly clock: Clock;
  /** The line's schedule (test control's `line.simulator`), made sure before a toto draw picks its matches. */
  readonly line?: { ensureSchedule(): Promise<void> } | undefined;
}

const notDecided = (reason: string) => ({ error: { code: 'draw_not_decided', message: MESSAGES.draw_not_decided, params: { reason } } });
const notFound = { error: { code: 'draw_not_found', message: MESSAGES.draw_not_found } };

/**
 * Non-production only: tick the draws' timer now, settle a toto draw now (from the line, or from given results), draw
 * a lotto draw now. Purchases are not involved, so no limits are needed (the settlement only credits).
 */
export const casinoPoolsTestControlRoutes: FastifyPluginAsyncZod<CasinoPoolsTestControlOptions> = async (app, { db, clock, line }) => {
  const deps = poolDepsOf({ context: { db, clock }, line, limits: { checkStake: () => Promise.reject(new Error('test control buys nothing')) } }, (message, error) => app.log.error({ err: error }, message));

  app.post(CasinoPoolTestControlPaths.tick, { schema: { response: { 200: PoolTickResponseSchema } } }, async () => tickPools(deps));

  app.post(
    CasinoPoolTestControlPaths.settleTotoPattern,
    { schema: { params: PoolDrawParamsSchema, body: TotoSettleBodySchema, response: { 200: TotoDrawResponseSchema, 404: ApiErrorSchema, 409: ApiErrorSchema } } },
    async (request, reply) => {
      const outcome = await settleTotoDraw(deps, request.params.drawId, request.body.results);
      if (outcome.kind === 'not_found') return reply.code(404).send(notFound);
      if (outcome.kind !== 'settled' && outcome.kind !== 'cancelled') return reply.code(409).send(notDecided(outcome.kind));
      const [draw] = await totoDrawsWire(db, [outcome.drawId]);
      return draw ? { draw } : reply.code(404).send(notFound);
    },
  );

  app.post(
    CasinoPoolTestControlPaths.settleLottoPattern,
    { schema: { params: PoolDrawParamsSchema, response: { 200: LottoDrawResponseSchema, 404: ApiErrorSchema, 409: ApiErrorSchema } } },
    async (request, reply) => {
      const outcome = await drawLottoDraw(deps, request.params.drawId, true);
      if (outcome.kind === 'not_found') return reply.code(404).send(notFound);
      if (outcome.kind !== 'drawn') return reply.code(409).send(notDecided(outcome.kind));
      const [draw] = await lottoDrawsWire(db, [outcome.drawId]);
      return draw ? { draw } : reply.code(404).send(notFound);
    },
  );
};
