import { AnalyticsCountersPath, AnalyticsCountersQuerySchema, AnalyticsCountersResponseSchema, AnalyticsCounterScriptBase, AnalyticsCounterTypeSchema } from '@betting/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { Database } from '../db/database';
import { listAnalyticsCounters } from './analytics-counters.repository';
import { counterScript } from './counter-script';

/** Counters change rarely and only by the operator: a few minutes is what a browser may keep the list. */
const COUNTERS_CACHE = 'public, max-age=300';
const SCRIPT_CACHE = 'public, max-age=3600';

/** `9.js`: the script of counter type 9 (1 to 11). */
const ScriptParamsSchema = z.object({ file: z.string().check(z.regex(/^(?:[1-9]|1[01])\.js$/, 'a counter type script such as 9.js')) });

/** The analytics counters fetch (libs/contracts analytics-counters.ts) and the counters' scripts. */
export const analyticsRoutes: FastifyPluginAsyncZod<{ readonly db: Database }> = async (app, { db }) => {
  app.get(AnalyticsCountersPath, { schema: { querystring: AnalyticsCountersQuerySchema, response: { 200: AnalyticsCountersResponseSchema } } }, async (request, reply) => {
    const counters = await listAnalyticsCounters(db, { projectId: Number(request.query.projectId), domain: request.query.domain });
    return reply.header('cache-control', COUNTERS_CACHE).send({ counters });
  });

  app.get(`${AnalyticsCounterScriptBase}/:file`, { schema: { params: ScriptParamsSchema } }, async (request, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', SCRIPT_CACHE).send(counterScript(z.parse(AnalyticsCounterTypeSchema, Number(request.params.file.slice(0, -'.js'.length))))),
  );
};
