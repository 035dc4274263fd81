import {
  ApiErrorSchema,
  LINE_STREAM_PING_MS,
  LineBetsQuerySchema,
  LineBetsResponseSchema,
  LineChampParamsSchema,
  LineChampResponseSchema,
  LineEsportsQuerySchema,
  LineEsportsResponseSchema,
  LineEventsQuerySchema,
  LineEventsResponseSchema,
  LineGameParamsSchema,
  LineGameResponseSchema,
  LineMenuQuerySchema,
  LineMenuResponseSchema,
  LinePaths,
  LineResultsQuerySchema,
  LineResultsResponseSchema,
  LineStreamQuerySchema,
  LineTopQuerySchema,
  isQueryFlagOn,
  type LineErrorCode,
  type LineStreamEvent,
} from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerResponse } from 'node:http';
import type { Database } from '../db/database';
import { loadUserTokenKey } from '../identity/user-token';
import { limitsCallerOf } from '../limits/limits-caller';
import type { LineEvents } from './events';
import { champDetails, disallowedSportsOf, esportsDisciplines, gameDetails, listEvents, loadOutcomesForBet, menu, results, topEvents } from './line.repository';
import type { LineSimulator } from './simulator';

/** Events a stream may hold for a client that stopped reading before it is closed (the browser reconnects). */
const STREAM_BUFFER_LIMIT_BYTES = 1_000_000;

export interface LineRoutesOptions {
  readonly db: Database;
  readonly clock: Clock;
  readonly simulator: LineSimulator;
  readonly events: LineEvents;
  readonly userTokenSecret?: string | undefined;
}

const MESSAGES: Record<LineErrorCode, string> = {
  invalid_request: 'The request is not valid',
  line_game_not_found: 'No such game',
  line_champ_not_found: 'No such championship',
  line_market_not_found: 'No such market',
  line_outcome_not_found: 'No such outcome',
  line_game_finished: 'The game has finished',
};

export function lineError(reply: FastifyReply, status: number, code: LineErrorCode) {
  return reply.code(status).send({ error: { code, message: MESSAGES[code] } });
}

const notFound = { 404: ApiErrorSchema };

/** The line and live feed calls (LinePaths): public; a signed-in caller does not see the sports their config disallows. */
export const lineRoutes: FastifyPluginAsyncZod<LineRoutesOptions> = async (app, options) => {
  const { db, clock, simulator, events } = options;
  const key = await loadUserTokenKey(db, options.userTokenSecret);
  const now = () => simulator.now();
  const streams = new Set<ServerResponse>();

  async function disallowedFor(request: FastifyRequest) {
    const caller = await limitsCallerOf(db, clock, key, request);
    return disallowedSportsOf(db, caller.kind === 'user' ? caller.userId : null);
  }
  async function userIdOf(request: FastifyRequest): Promise<number | null> {
    const caller = await limitsCallerOf(db, clock, key, request);
    return caller.kind === 'user' ? caller.userId : null;
  }

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/line-api/')) return;
    reply.header('cache-control', 'no-store');
    await simulator.ensureSchedule();
  });
  // Open event streams end before the server closes (else `close` would wait for them).
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
    streams.clear();
  });

  app.get(LinePaths.menu, { schema: { querystring: LineMenuQuerySchema, response: { 200: LineMenuResponseSchema } } }, async (request) => {
    const q = request.query;
    return menu(
      db,
      now(),
      { section: q.section, groupByCountry: q.groupByCountry === undefined ? true : isQueryFlagOn(q.groupByCountry), esports: q.esports === undefined ? undefined : isQueryFlagOn(q.esports), timeFilter: q.timeFilter ?? 'all' },
      await disallowedFor(request),
    );
  });

  app.get(LinePaths.events, { schema: { querystring: LineEventsQuerySchema, response: { 200: LineEventsResponseSchema } } }, async (request) => {
    const q = request.query;
    const at = now();
    const games = await listEvents(
      db,
      at,
      { section: q.section, timeFilter: q.timeFilter, sportId: q.sportId, champId: q.champId, esports: q.esports === undefined ? (q.esportsType ? true : undefined) : isQueryFlagOn(q.esports), esportsType: q.esportsType, limit: q.limit },
      await disallowedFor(request),
    );
    return { section: q.section, timeFilter: q.timeFilter, now: Math.floor(at / 1000), games };
  });

  app.get(LinePaths.top, { schema: { querystring: LineTopQuerySchema, response: { 200: LineEventsResponseSchema } } }, async (request) => {
    const at = now();
    const games = await topEvents(db, at, request.query.section, request.query.limit, await disallowedFor(request));
    return { section: request.query.section ?? null, timeFilter: 'recommended' as const, now: Math.floor(at / 1000), games };
  });

  app.get(LinePaths.gamePattern, { schema: { params: LineGameParamsSchema, response: { 200: LineGameResponseSchema, ...notFound } } }, async (request, reply) => {
    const game = await gameDetails(db, now(), request.params.gameId, await disallowedFor(request));
    return game ?? lineError(reply, 404, 'line_game_not_found');
  });

  app.get(LinePaths.results, { schema: { querystring: LineResultsQuerySchema, response: { 200: LineResultsResponseSchema } } }, async (request) => {
    const at = now();
    const q = request.query;
    return { now: Math.floor(at / 1000), games: await results(db, at, { type: q.type, sportId: q.sportId, champId: q.champId, date: q.date, limit: q.limit }) };
  });

  app.get(LinePaths.champPattern, { schema: { params: LineChampParamsSchema, response: { 200: LineChampResponseSchema, ...notFound } } }, async (request, reply) => {
    const champ = await champDetails(db, now(), request.params.champId, await disallowedFor(request));
    return champ ?? lineError(reply, 404, 'line_champ_not_found');
  });

  app.get(LinePaths.esports, { schema: { querystring: LineEsportsQuerySchema, response: { 200: LineEsportsResponseSchema } } }, async (request) => {
    return esportsDisciplines(db, now(), request.query.type, await disallowedFor(request));
  });

  app.get(LinePaths.bets, { schema: { querystring: LineBetsQuerySchema, response: { 200: LineBetsResponseSchema } } }, async (request) => {
    const ids = [...new Set(request.query.ids.split(',').map(Number))].filter((id) => id > 0 && id <= 2_147_483_647);
    const bets = await loadOutcomesForBet(db, ids, { userId: await userIdOf(request) });
    const found = new Set(bets.map((bet) => bet.outcomeId));
    return { bets, missing: ids.filter((id) => !found.has(id)) };
  });

  app.get(LinePaths.stream, { schema: { querystring: LineStreamQuerySchema } }, async (request, reply) => {
    const q = request.query;
    const gameIds = q.gameIds ? new Set(q.gameIds.split(',').map(Number)) : null;
    const sportOf = new Map<number, number>();
    const liveOnly = q.section === 'live';
    const wants = async (event: LineStreamEvent): Promise<boolean> => {
      if (event.type === 'ready') return true;
      if (gameIds && !gameIds.has(event.gameId)) return false;
      if (q.sportId !== undefined) {
        let sport = sportOf.get(event.gameId);
        if (sport === undefined) {
          const [row] = await db.query<{ sport_id: number }>('select sport_id from line_games where id = $1', [event.gameId]);
          sport = row?.sport_id ?? 0;
          sportOf.set(event.gameId, sport);
        }
        if (sport !== q.sportId) return false;
      }
      if (liveOnly && event.type === 'game' && event.status !== 'live') return false;
      return true;
    };
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    streams.add(raw);
    const send = (event: LineStreamEvent) => {
      if (raw.writableEnded) return;
      // A client that stops reading must not make the server hold its events: past the buffer, the stream ends and
      // the browser's EventSource reconnects and loads the state afresh.
      if (!raw.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`) && raw.writableLength > STREAM_BUFFER_LIMIT_BYTES) raw.end();
    };
    // Keep the order of events per stream, even though filtering may read the database.
    let chain: Promise<void> = Promise.resolve();
    const unsubscribe = events.subscribe((event) => {
      chain = chain.then(async () => {
        if (await wants(event)) send(event);
      }).catch(() => undefined);
    });
    const ping = setInterval(() => {
      if (!raw.writableEnded) raw.write(': ping\n\n');
    }, LINE_STREAM_PING_MS);
    ping.unref();
    const close = () => {
      clearInterval(ping);
      unsubscribe();
      streams.delete(raw);
    };
    request.raw.on('close', close);
    raw.on('close', close);
    raw.write('retry: 2000\n\n');
    send({ type: 'ready', at: now() });
  });
};
