import {
  ApiErrorSchema,
  CasinoDrawCancelResponseSchema,
  CasinoDrawGameParamsSchema,
  CasinoDrawIdParamsSchema,
  CasinoDrawRunBodySchema,
  CasinoDrawRunResponseSchema,
  CasinoDrawSeedBodySchema,
  CasinoDrawSeedResponseSchema,
  CasinoDrawSettleResponseSchema,
  CasinoDrawTestControlPaths,
} from '@betting/contracts';
import { serverSeedHash } from '@betting/games';
import type { Clock } from '@betting/kernel';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database';
import { drawById, openDrawOf, showEndsAt } from './draws.repository';
import { runDrawSchedule } from './schedule';
import { cancelDraw } from './settlement';

const notFound = { error: { code: 'draw_not_found', message: 'No such draw' } };

/**
 * Non-production only (`CasinoDrawTestControlPaths`): run the schedule as of any time, draw and settle a game's open
 * draw now, set its server seed, cancel a draw. Each answers once its writes are committed.
 */
export const casinoDrawsTestControlRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  const deps = { db, clock, log: (message: string, error: unknown) => app.log.error({ err: error }, message) };

  app.post(CasinoDrawTestControlPaths.run, { schema: { body: CasinoDrawRunBodySchema, response: { 200: CasinoDrawRunResponseSchema } } }, async (request) => {
    const atMs = request.body.at ? Date.parse(request.body.at) : clock.now() + (request.body.advanceMs ?? 0);
    return { atMs, ...(await runDrawSchedule(deps, atMs)) };
  });

  app.post(CasinoDrawTestControlPaths.settlePattern, { schema: { params: CasinoDrawGameParamsSchema, response: { 200: CasinoDrawSettleResponseSchema, 404: ApiErrorSchema } } }, async (request, reply) => {
    const { game } = request.params;
    const now = new Date(clock.now());
    await runDrawSchedule(deps, now.getTime());
    const open = await openDrawOf(db, game, now);
    if (!open) return reply.code(404).send(notFound);
    // The draw's time and then the end of its show: it starts drawing, then settles.
    await runDrawSchedule(deps, open.drawAt.getTime());
    const drawing = await drawById(db, open.id);
    const run = await runDrawSchedule(deps, drawing ? showEndsAt(drawing) : open.drawAt.getTime());
    const settled = await drawById(db, open.id);
    return { drawId: open.id, balls: [...(settled?.balls ?? [])], nextDrawId: run.open[game] };
  });

  app.put(CasinoDrawTestControlPaths.seedPattern, { schema: { params: CasinoDrawGameParamsSchema, body: CasinoDrawSeedBodySchema, response: { 200: CasinoDrawSeedResponseSchema, 404: ApiErrorSchema } } }, async (request, reply) => {
    const { game } = request.params;
    const now = new Date(clock.now());
    await runDrawSchedule(deps, now.getTime());
    const open = await openDrawOf(db, game, now);
    if (!open) return reply.code(404).send(notFound);
    const hash = serverSeedHash(request.body.serverSeed);
    await db.query("update casino_draws set server_seed = $2, server_seed_hash = $3 where id = $1 and status = 'open'", [open.id, request.body.serverSeed, hash]);
    return { drawId: open.id, serverSeedHash: hash };
  });

  app.post(CasinoDrawTestControlPaths.cancelPattern, { schema: { params: CasinoDrawIdParamsSchema, response: { 200: CasinoDrawCancelResponseSchema, 404: ApiErrorSchema } } }, async (request, reply) => {
    const refunded = await cancelDraw(deps, request.params.drawId, new Date(clock.now()));
    return refunded === null ? reply.code(404).send(notFound) : { drawId: request.params.drawId, refunded };
  });
};
