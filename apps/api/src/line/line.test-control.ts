import {
  ApiErrorSchema,
  LineCoefBodySchema,
  LineSimulatorBodySchema,
  LineTestControlPaths,
  LineTestControlResponseSchema,
  LineTickBodySchema,
} from '@betting/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LineChange, LineEvents } from './events';
import type { ControlResult, LineSimulator } from './simulator';
import { lineError } from './line.routes';
import { encodeEventFrame } from './stream/frame';
import type { LineStream } from './stream/line-stream';

export interface LineTestControlOptions {
  readonly line: { readonly simulator: LineSimulator; readonly events: LineEvents; readonly stream: LineStream };
}

/** Changes remembered for `GET /__test/line/stream` (about 7 minutes at 44 a second). */
const PUBLISHED_KEPT = 20_000;
const StreamQuery = z.object({ after: z.coerce.number().int().min(0).default(0) });

const STATUS = { line_game_not_found: 404, line_market_not_found: 404, line_outcome_not_found: 404, line_game_finished: 409 } as const;
const GameParams = z.object({ gameId: z.coerce.number().int().positive() });
const OutcomeParams = z.object({ outcomeId: z.coerce.number().int().positive() });
const MarketParams = z.object({ marketId: z.coerce.number().int().positive() });
// Bodies a journey may leave out entirely (the contracts' LineFinishBodySchema and LineMarketStateBodySchema, optional).
const FinishBody = z.object({ score: z.tuple([z.int().min(0), z.int().min(0)]).optional() }).nullish();
const MarketStateBody = z.object({ on: z.boolean().default(true) }).nullish();
const answers = { 200: LineTestControlResponseSchema, 404: ApiErrorSchema, 409: ApiErrorSchema };

/**
 * Non-production only: drive the line's simulator (LineTestControlPaths). Every call runs through the simulator's
 * queue, so its effects (events, settlement hook) have happened when it answers.
 */
export const lineTestControlRoutes: FastifyPluginAsyncZod<LineTestControlOptions> = async (app, { line }) => {
  const { simulator } = line;
  // What was published and when, on the host's monotonic clock (process.hrtime: comparable between processes on one
  // machine, so the stream benchmark's clients can time delivery against it).
  const published: { id: number; publishedAt: number; sportId: number; event: LineChange }[] = [];
  const unsubscribe = line.events.subscribe((event, meta) => {
    published.push({ id: meta.id, publishedAt: Number(process.hrtime.bigint()) / 1e6, sportId: meta.sportId, event });
    if (published.length > PUBLISHED_KEPT) published.splice(0, published.length - PUBLISHED_KEPT);
  });
  app.addHook('onClose', async () => {
    unsubscribe();
  });
  const answer = (reply: FastifyReply, result: ControlResult) =>
    result.ok ? reply.send({ ok: true, now: Math.floor(simulator.now() / 1000), changed: result.changed }) : lineError(reply, STATUS[result.error], result.error);

  app.post(LineTestControlPaths.tick, { schema: { body: LineTickBodySchema, response: answers } }, async (request, reply) => {
    await simulator.ensureSchedule();
    let changed = 0;
    // Long advances run as several steps so goals, suspensions and period ends happen in order.
    let left = request.body.ms;
    while (left > 0) {
      const step = Math.min(left, 60_000);
      left -= step;
      const summary = await simulator.tick(step);
      changed += summary.coefChanges;
    }
    return reply.send({ ok: true, now: Math.floor(simulator.now() / 1000), changed });
  });
  app.post(LineTestControlPaths.finishPattern, { schema: { params: GameParams, body: FinishBody, response: answers } }, async (request, reply) =>
    answer(reply, await simulator.finishGame(request.params.gameId, request.body?.score)),
  );
  app.post(LineTestControlPaths.startPattern, { schema: { params: GameParams, response: answers } }, async (request, reply) => answer(reply, await simulator.startGame(request.params.gameId)));
  app.post(LineTestControlPaths.coefPattern, { schema: { params: OutcomeParams, body: LineCoefBodySchema, response: answers } }, async (request, reply) =>
    answer(reply, await simulator.setCoef(request.params.outcomeId, request.body.coef)),
  );
  app.post(LineTestControlPaths.suspendPattern, { schema: { params: MarketParams, body: MarketStateBody, response: answers } }, async (request, reply) =>
    answer(reply, await simulator.setMarketState(request.params.marketId, 'suspend', request.body?.on ?? true)),
  );
  app.post(LineTestControlPaths.blockPattern, { schema: { params: MarketParams, body: MarketStateBody, response: answers } }, async (request, reply) =>
    answer(reply, await simulator.setMarketState(request.params.marketId, 'block', request.body?.on ?? true)),
  );
  app.get(LineTestControlPaths.stream, { schema: { querystring: StreamQuery } }, async (request) => {
    const after = published.filter((entry) => entry.id > request.query.after);
    return {
      ...line.stream.stats,
      published: after.map((entry) => ({ id: entry.id, publishedAt: entry.publishedAt, sportId: entry.sportId, gameId: entry.event.gameId, frame: encodeEventFrame(entry.id, entry.event).toString() })),
    };
  });
  app.post(LineTestControlPaths.simulator, { schema: { body: LineSimulatorBodySchema } }, async (request, reply) => {
    if (request.body.running) simulator.start();
    else await simulator.stop();
    return reply.send({ running: simulator.running });
  });
};
