import { ConfigAllResponseSchema, LineEventsResponseSchema, LineGameResponseSchema, LineMenuResponseSchema, LinePaths, MaintenanceResponseSchema, CasinoLobbyResponseSchema } from '@betting/contracts';
import { CASINO_QUERY_NAMES } from '../entities/casino/casino-query-names';
import { LINE_QUERY_NAMES } from '../entities/line/line-query-names';
import { pageRequests } from '../shared/api/page-requests';
import { prefetchedAnswer } from '../shared/api/first-view-data';
import type { PrefetchedAnswers } from '../shared/api/prefetched';
import { MAINTENANCE_SIDS } from '../entities/maintenance/maintenance.model';
import { SESSION_CHECKED_SID } from '../entities/session/session-state';
import { SITE_CONFIG_SID } from '../entities/site-config/site-config.model';

/** farfetched keeps a query's data in a store whose sid is `ff.{query name}.$data`: a scope starts with it by that sid. */
const querySid = (name: string) => `ff.${name}.$data`;

/**
 * The effector values the first view starts with, by store sid, from the answers it carries: the same on the server,
 * which renders with them, and in the browser, which takes the page over with them (its first render is the server's
 * HTML). `fork({ values })` takes them as they are.
 */
export function firstViewValues(lng: string, answers: PrefetchedAnswers): Record<string, unknown> {
  const has = (request: string) => Object.prototype.hasOwnProperty.call(answers, request);
  const config = has(pageRequests.config(lng)) ? prefetchedAnswer(pageRequests.config(lng), ConfigAllResponseSchema) : undefined;
  const maintenanceAnswer = has(pageRequests.maintenance()) ? prefetchedAnswer(pageRequests.maintenance(), MaintenanceResponseSchema) : undefined;
  const menu = (['line', 'live'] as const).map((section) => prefetchedAnswer(pageRequests.menu(lng, section), LineMenuResponseSchema)).find(Boolean);
  const events = (['line', 'live'] as const).map((section) => prefetchedAnswer(pageRequests.events(lng, section), LineEventsResponseSchema)).find(Boolean);
  const lobby = prefetchedAnswer(pageRequests.casinoLobby(lng), CasinoLobbyResponseSchema);
  // A game's page carries one game: its request is the only one under the games path.
  const gameRequest = Object.keys(answers).find((request) => request.startsWith(LinePaths.game('')));
  const game = gameRequest === undefined ? undefined : prefetchedAnswer(gameRequest, LineGameResponseSchema);
  const values: Record<string, unknown> = {};
  if (config) values[SITE_CONFIG_SID] = config;
  // Only a guest's page is rendered on the server: without a session cookie there is nothing to check.
  if (config) values[SESSION_CHECKED_SID] = true;
  if (maintenanceAnswer) Object.assign(values, { [MAINTENANCE_SIDS.maintenance]: maintenanceAnswer, [MAINTENANCE_SIDS.settled]: true });
  if (menu) values[querySid(LINE_QUERY_NAMES.menu)] = menu;
  if (events) values[querySid(LINE_QUERY_NAMES.events)] = events;
  if (lobby) values[querySid(CASINO_QUERY_NAMES.lobby)] = lobby;
  if (game) values[querySid(LINE_QUERY_NAMES.game)] = game;
  return values;
}
