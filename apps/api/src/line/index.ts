import type { Clock } from '@betting/kernel';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../db/database';
import { generateSimulatorSecret, type SimulatorSecret } from './draws';
import { LineEvents, type GamesFinishedListener } from './events';
import { lineRoutes } from './line.routes';
import { createLineSimulator, type LineSimulator } from './simulator';

export { LineEvents } from './events';
export type { GamesFinishedListener, LineEventListener } from './events';
export { loadOutcomesForBet, disallowedSportsOf, listEvents } from './line.repository';
export type { DisallowedSports } from './line.repository';
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
}

export interface LineModule {
  /** The line calls (LinePaths); registering them starts the simulator's timer when asked, and stops it on close. */
  readonly routes: FastifyPluginAsync;
  readonly simulator: LineSimulator;
  readonly events: LineEvents;
  /**
   * The settlement hook: `listener(gameIds)` runs after each batch of games finished (their outcomes' results are
   * committed before). Returns the unsubscribe. Same shape as betting's `GamesFinishedSource`.
   */
  onGamesFinished(listener: GamesFinishedListener): () => void;
}

export function createLineModule(deps: { db: Database; clock: Clock; userTokenSecret?: string | undefined; options?: LineOptions }): LineModule {
  const events = new LineEvents();
  const given = deps.options?.secret;
  const secret = given ?? generateSimulatorSecret();
  const simulator = createLineSimulator({ db: deps.db, clock: deps.clock, events, seed: deps.options?.seed, secret, tickMs: deps.options?.tickMs });
  const routes: FastifyPluginAsync = async (app) => {
    if (given === undefined) app.log.warn('line simulator secret generated (LINE_SIMULATOR_SECRET is unset): live games play differently after a restart');
    await app.register(lineRoutes, { db: deps.db, clock: deps.clock, simulator, events, userTokenSecret: deps.userTokenSecret });
    if (deps.options?.simulate) {
      app.addHook('onReady', async () => {
        await simulator.ensureSchedule();
        simulator.start();
      });
    }
    app.addHook('onClose', async () => {
      await simulator.stop();
    });
  };
  return { routes, simulator, events, onGamesFinished: (listener) => events.onGamesFinished(listener) };
}
