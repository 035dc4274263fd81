import {
  ApiErrorSchema,
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
  LineLanguageQuerySchema,
  LineMenuQuerySchema,
  LineMenuResponseSchema,
  LinePaths,
  LineResultsQuerySchema,
  LineResultsResponseSchema,
  LineStreamQuerySchema,
  LineTopQuerySchema,
  isQueryFlagOn,
  type LineErrorCode,
} from '@betting/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createCacheBus } from '../cache/cache-bus';
import type { ReadCacheSettings } from '../cache/read-cache';
import type { Queryable } from '../db/database';
import type { AppContext } from '../platform/app-context';
import { limitsCallerOf } from '../limits';
import { champDetails, disallowedSportsOf, esportsDisciplines, gameDetails, listEvents, loadOutcomesForBet, menu, mostBetEvents, results, resultsFilters, topEvents } from './line.repository';
import { createLineListCache } from './line-lists.cache';
import { lineTextsFor } from './texts/line-texts';
import { localiseGame } from './texts/localise';
import type { LineSimulator } from './simulator';
import type { LineStream } from './stream/line-stream';

const LAST_EVENT_ID = /^\d{1,16}$/;

export interface LineRoutesOptions {
  readonly context: AppContext;
  readonly simulator: LineSimulator;
  readonly stream: LineStream;
  /** The lists' in-memory answers (line-lists.cache.ts); without it every list is read from the database. */
  readonly cache?: ReadCacheSettings | undefined;
  /** A replica for the line's content (menu, lists, games, results); `db` when absent. Callers and bets stay on `db`. */
  readonly readDb?: Queryable | undefined;
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
  const { db, clock, userTokenKey: key } = options.context;
  const { simulator, stream } = options;
  const content = options.readDb ?? db;
  const now = () => simulator.now();
  const lists = createLineListCache(options.cache ?? { clock, ttlMs: 0, bus: createCacheBus() }, now);
  app.addHook('onClose', async () => lists.close());

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
    stream.close();
  });

  app.get(LinePaths.menu, { schema: { querystring: LineMenuQuerySchema, response: { 200: LineMenuResponseSchema } } }, async (request) => {
    const q = request.query;
    const texts = lineTextsFor(q.lng);
    return menu(
      content,
      now(),
      { section: q.section, groupByCountry: q.groupByCountry === undefined ? true : isQueryFlagOn(q.groupByCountry), esports: q.esports === undefined ? undefined : isQueryFlagOn(q.esports), timeFilter: q.timeFilter ?? 'all' },
      await disallowedFor(request),
      texts,
    );
  });

  app.get(LinePaths.events, { schema: { querystring: LineEventsQuerySchema, response: { 200: LineEventsResponseSchema } } }, async (request, reply) => {
    const q = request.query;
    const filter = { section: q.section, timeFilter: q.timeFilter, sportId: q.sportId, champId: q.champId, esports: q.esports === undefined ? (q.esportsType ? true : undefined) : isQueryFlagOn(q.esports), esportsType: q.esportsType, limit: q.limit };
    const disallowed = await disallowedFor(request);
    // One answer per language: the names differ, the rows are the same.
    const texts = lineTextsFor(q.lng);
    return lists.send(reply, JSON.stringify(['events', filter, disallowed, texts?.lng ?? 'en']), async (at) => ({
      section: q.section,
      timeFilter: q.timeFilter,
      now: Math.floor(at / 1000),
      games: await listEvents(content, at, filter, disallowed, texts),
    }));
  });

  app.get(LinePaths.top, { schema: { querystring: LineTopQuerySchema, response: { 200: LineEventsResponseSchema } } }, async (request, reply) => {
    const { section, limit, by } = request.query;
    const disallowed = await disallowedFor(request);
    const texts = lineTextsFor(request.query.lng);
    return lists.send(reply, JSON.stringify(['top', section ?? null, limit, by, disallowed, texts?.lng ?? 'en']), async (at) => ({
      section: section ?? null,
      timeFilter: 'recommended' as const,
      now: Math.floor(at / 1000),
      games: by === 'bets' ? await mostBetEvents(db, content, at, section, limit, disallowed, texts) : await topEvents(content, at, section, limit, disallowed, texts),
    }));
  });

  app.get(LinePaths.gamePattern, { schema: { params: LineGameParamsSchema, querystring: LineLanguageQuerySchema, response: { 200: LineGameResponseSchema, ...notFound } } }, async (request, reply) => {
    const game = await gameDetails(content, now(), request.params.gameId, await disallowedFor(request), lineTextsFor(request.query.lng));
    return game ?? lineError(reply, 404, 'line_game_not_found');
  });

  app.get(LinePaths.results, { schema: { querystring: LineResultsQuerySchema, response: { 200: LineResultsResponseSchema } } }, async (request) => {
    const at = now();
    const q = request.query;
    const filter = { type: q.type, champId: q.champId, date: q.date, tzo: q.tzo };
    const [games, filters] = await Promise.all([results(content, at, { ...filter, sportId: q.sportId, limit: q.limit }), resultsFilters(content, at, filter)]);
    const texts = lineTextsFor(q.lng);
    if (!texts) return { now: Math.floor(at / 1000), ...filters, games };
    return {
      now: Math.floor(at / 1000),
      ...filters,
      sports: filters.sports.map((sport) => ({ ...sport, name: texts.sport(sport.slug, sport.name) })),
      games: games.map((game) => localiseGame(game, texts)),
    };
  });

  app.get(LinePaths.champPattern, { schema: { params: LineChampParamsSchema, querystring: LineLanguageQuerySchema, response: { 200: LineChampResponseSchema, ...notFound } } }, async (request, reply) => {
    const champ = await champDetails(content, now(), request.params.champId, await disallowedFor(request), lineTextsFor(request.query.lng));
    return champ ?? lineError(reply, 404, 'line_champ_not_found');
  });

  app.get(LinePaths.esports, { schema: { querystring: LineEsportsQuerySchema, response: { 200: LineEsportsResponseSchema } } }, async (request) => {
    return esportsDisciplines(content, now(), request.query.type, await disallowedFor(request), lineTextsFor(request.query.lng));
  });

  app.get(LinePaths.bets, { schema: { querystring: LineBetsQuerySchema, response: { 200: LineBetsResponseSchema } } }, async (request) => {
    const ids = [...new Set(request.query.ids.split(',').map(Number))].filter((id) => id > 0 && id <= 2_147_483_647);
    const bets = await loadOutcomesForBet(db, ids, { userId: await userIdOf(request), texts: lineTextsFor(request.query.lng) });
    const found = new Set(bets.map((bet) => bet.outcomeId));
    return { bets, missing: ids.filter((id) => !found.has(id)) };
  });

  app.get(LinePaths.stream, { schema: { querystring: LineStreamQuerySchema } }, async (request, reply) => {
    // EventSource sends the last id it saw when it reconnects; the query parameter is for proxies that drop the header.
    const header = request.headers['last-event-id'];
    const lastEventId = typeof header === 'string' && LAST_EVENT_ID.test(header) ? header : request.query.lastEventId;
    reply.hijack();
    stream.open(reply.raw, { ...request.query, lastEventId }, now());
  });
};
