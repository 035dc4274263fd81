import { ConfigAllResponseSchema, LineEventsResponseSchema, LineGameResponseSchema, LineMenuResponseSchema, LinePaths, MaintenanceResponseSchema, CasinoLobbyResponseSchema } from '@betting/contracts';
import type * as z from 'zod/mini';
import { CASINO_QUERY_NAMES } from '../entities/casino/casino-query-names';
import { LINE_QUERY_NAMES } from '../entities/line/line-query-names';
import { pageRequests } from '../shared/api/page-requests';
import { parsePrefetchedInSlices, prefetchedAnswer } from '../shared/api/first-view-data';
import type { PrefetchedAnswers } from '../shared/api/prefetched';
import { MAINTENANCE_SIDS } from '../entities/maintenance/maintenance.model';
import { SESSION_CHECKED_SID } from '../entities/session/session-state';
import { SITE_CONFIG_SID } from '../entities/site-config/site-config.model';

/** farfetched keeps a query's data in a store whose sid is `ff.{query name}.$data`: a scope starts with it by that sid. */
const querySid = (name: string) => `ff.${name}.$data`;

interface CarriedAnswer {
  readonly request: string;
  readonly schema: z.ZodMiniType;
  /** The sids the parsed answer (or `true`, that it is there) starts the scope with. */
  readonly values: (answer: never) => Record<string, unknown>;
}

const carried = <Schema extends z.ZodMiniType>(request: string, schema: Schema, values: (answer: z.infer<Schema>) => Record<string, unknown>): CarriedAnswer => ({ request, schema, values });

/** The answers a first view carries that its scope starts with, in the order the page needs them. */
function carriedAnswers(lng: string, answers: PrefetchedAnswers): CarriedAnswer[] {
  const has = (request: string) => Object.prototype.hasOwnProperty.call(answers, request);
  const ofSection = (request: (section: 'line' | 'live') => string) => (['line', 'live'] as const).map(request).find(has);
  // A game's page carries one game: its request is the only one under the games path.
  const gameRequest = Object.keys(answers).find((request) => request.startsWith(LinePaths.game('')));
  const menuRequest = ofSection((section) => pageRequests.menu(lng, section));
  const eventsRequest = ofSection((section) => pageRequests.events(lng, section));
  const all = [
    // Only a guest's page is rendered on the server: without a session cookie there is nothing to check.
    has(pageRequests.config(lng)) && carried(pageRequests.config(lng), ConfigAllResponseSchema, (config) => ({ [SITE_CONFIG_SID]: config, [SESSION_CHECKED_SID]: true })),
    has(pageRequests.maintenance()) && carried(pageRequests.maintenance(), MaintenanceResponseSchema, (maintenance) => ({ [MAINTENANCE_SIDS.maintenance]: maintenance, [MAINTENANCE_SIDS.settled]: true })),
    menuRequest !== undefined && carried(menuRequest, LineMenuResponseSchema, (menu) => ({ [querySid(LINE_QUERY_NAMES.menu)]: menu })),
    eventsRequest !== undefined && carried(eventsRequest, LineEventsResponseSchema, (events) => ({ [querySid(LINE_QUERY_NAMES.events)]: events })),
    has(pageRequests.casinoLobby(lng)) && carried(pageRequests.casinoLobby(lng), CasinoLobbyResponseSchema, (lobby) => ({ [querySid(CASINO_QUERY_NAMES.lobby)]: lobby })),
    gameRequest !== undefined && carried(gameRequest, LineGameResponseSchema, (game) => ({ [querySid(LINE_QUERY_NAMES.game)]: game })),
  ];
  return all.filter((answer) => answer !== false);
}

/**
 * The effector values the first view starts with, by store sid, from the answers it carries: the same on the server,
 * which renders with them, and in the browser, which takes the page over with them (its first render is the server's
 * HTML). `fork({ values })` takes them as they are. An answer its contract refuses is left out (the page asks again).
 */
export function firstViewValues(lng: string, answers: PrefetchedAnswers): Record<string, unknown> {
  return Object.assign(
    {},
    ...carriedAnswers(lng, answers).map(({ request, schema, values }) => {
      const answer = prefetchedAnswer(request, schema);
      return answer === undefined ? {} : values(answer as never);
    }),
  );
}

/**
 * Parses the carried answers ahead of `firstViewValues`, each long list a slice per task: a long list parsed at once
 * (the line's two hundred games) would hold a phone's main thread for a long while.
 */
export async function parseFirstViewInTurn(lng: string, answers: PrefetchedAnswers): Promise<void> {
  for (const { request, schema } of carriedAnswers(lng, answers)) await parsePrefetchedInSlices(request, schema);
}
