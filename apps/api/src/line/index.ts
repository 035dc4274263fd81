import type { FastifyPluginAsync } from 'fastify';
import type { ReadCacheSettings } from '../cache/read-cache';
import type { Queryable } from '../db/database';
import type { AppContext } from '../platform/app-context';
import { generateSimulatorSecret, type SimulatorSecret } from './draws';
import { lineProofRoutes } from './proof.routes';
import { LineEvents, type GamesFinishedListener, type LineRelay } from './events';
import { lineRoutes } from './line.routes';
import { createLineSimulator, type LineSimulator } from './simulator';
import { LineStream, type LineStreamSettings } from './stream/line-stream';

export { LineEvents } from './events';
export type { GamesFinishedListener, LineChange, LineChangeMeta, LineEventListener } from './events';
export { DEFAULT_LINE_STREAM_SETTINGS, LineStream } from './stream/line-stream';
export type { LineStreamSettings, LineStreamStats } from './stream/line-stream';
export { loadOutcomesForBet, disallowedSportsOf, listEvents } from './line.repository';
export type { DisallowedSports } from './line.repository';
export { quoteBetBuilder } from './bet-builder.repository';
export type { BetBuilderQuote, BetBuilderQuoteRefusal } from './bet-builder.repository';
export { ensureLineSchedule, planGames, DEFAULT_LINE_SEED } from './schedule';
export { createLineSimulator, SUSPEND_AFTER_SCORE_MS } from './simulator';
export { generateSimulatorSecret, MIN_SECRET_LENGTH } from './draws';
export type { SimulatorSecret } from './draws';
export type { LineSimulator, TickSummary } from './simulator';

export interface LineOptions {
  /** Run the simulator on its own timer (the server does; tests drive `simulator.tick`). Default off. */
  readonly simulate?: boolean;
  readonly tickMs?: number;
  /** The demo data's seed (default DEFAULT_LINE_SEED): which games, teams, times and opening prices. Public. */
  readonly seed?: number;
  /**
   * The simulator secret (LINE_SIMULATOR_SECRET): keys every game's draws with HMAC, so how a game goes on cannot be
   * worked out from the source or anything the site shows. Unset: a random one is generated (and logged as such).
   */
  readonly secret?: SimulatorSecret | undefined;
  /** The live stream's limits and timers (DEFAULT_LINE_STREAM_SETTINGS: a 4096-change ring, 1 MB per client). */
  readonly stream?: Partial<LineStreamSettings>;
  /** Several processes: changes go out through this relay and come back numbered alike to every process. */
  readonly relay?: LineRelay;
}

export interface LineModule {
  /** The line calls (LinePaths); registering them starts the simulator's timer when asked, and stops it on close. */
  readonly routes: FastifyPluginAsync;
  readonly simulator: LineSimulator;
  readonly events: LineEvents;
  /** The Server-Sent Events fan-out (its counters: `stream.stats`). */
  readonly stream: LineStream;
  /**
   * The settlement hook: `listener(gameIds)` runs after each batch of games finished (their outcomes' results are
   * committed before). Returns the unsubscribe. Same shape as betting's `GamesFinishedSource`.
   */
  onGamesFinished(listener: GamesFinishedListener): () => void;
}

export function createLineModule(deps: { context: AppContext; options?: LineOptions; cache?: ReadCacheSettings; readDb?: Queryable | undefined }): LineModule {
  const { db, clock } = deps.context;
  // Change ids start at the clock's microseconds: a restarted server's ids are above every id the previous one gave
  // out (it would take over 1,000 changes a millisecond to catch up), so a browser resuming across a restart gets
  // `ready`, never changes that are not the ones it missed.
  const events = new LineEvents({ lastId: Math.floor(clock.now()) * 1000, relay: deps.options?.relay });
  const stream = new LineStream(events, deps.options?.stream);
  const given = deps.options?.secret;
  const secret = given ?? generateSimulatorSecret();
  const simulator = createLineSimulator({ db, clock, events, seed: deps.options?.seed, secret, tickMs: deps.options?.tickMs, cacheBus: deps.cache?.bus });
  const routes: FastifyPluginAsync = async (app) => {
    if (given === undefined) app.log.warn('line simulator secret generated (LINE_SIMULATOR_SECRET is unset): live games play differently after a restart');
    await app.register(lineRoutes, { context: deps.context, simulator, stream, cache: deps.cache, readDb: deps.readDb });
    await app.register(lineProofRoutes, { db: deps.readDb ?? db, secret, ready: () => simulator.ensureSchedule() });
    if (deps.options?.simulate) {
      app.jobs.singleton('line simulator', {
        async start() {
          await simulator.ensureSchedule();
          simulator.start();
        },
        stop: () => simulator.stop(),
      });
    }
    app.addHook('onClose', async () => {
      await simulator.stop();
    });
  };
  return { routes, simulator, events, stream, onGamesFinished: (listener) => events.onGamesFinished(listener) };
}

// for backoffice, casino, cluster, db, test-control
export { COUNTRIES, COUNTRY_BY_CODE, SPORTS } from './catalog';
export type { LineRelay, UnnumberedChange } from './events';
export { MARKET_TYPE } from './odds';
export { hash32, rng } from './random';
export type { LineControlError } from './simulator';
