import type { Clock } from '@betting/kernel';
import type { FastifyPluginAsync } from 'fastify';
import { recordWagering } from '../../bonuses';
import type { Database } from '../../db/database';
import type { LimitsService } from '../../limits';
import type { PurchaseDeps } from './deps';
import { casinoDrawsRoutes } from './draws.routes';
import { runDrawSchedule, type ScheduleRun } from './schedule';
import { sweepCasinoWagering } from '../wagering';

export interface CasinoDrawsOptions {
  /** The schedule's timer (default 1 s): draws due start and settle, the next ones open; 0: off (tests run it by hand). */
  readonly tickIntervalMs?: number;
  /** Tests only: replace bonuses' recordWagering. */
  readonly recordWagering?: typeof recordWagering;
}

export interface CasinoDrawsModuleDeps {
  readonly db: Database;
  readonly clock: Clock;
  /** The responsible-gaming hook (app.ts passes `LimitsService`). */
  readonly limits: Pick<LimitsService, 'checkStake'>;
  readonly userTokenSecret?: string | undefined;
  readonly options?: CasinoDrawsOptions;
}

export interface CasinoDrawsModule {
  /** The draws' calls; registering them starts the timer (stopped on close). */
  readonly routes: FastifyPluginAsync;
  /** One run of the schedule at the clock's time, plus the wagering sweep (what the timer does). */
  tick(): Promise<ScheduleRun>;
}

export const DEFAULT_DRAWS_TICK_MS = 1_000;

/** Keno and bingo draws on a schedule (issue 9). Assembled in app.ts. */
export function createCasinoDrawsModule(deps: CasinoDrawsModuleDeps): CasinoDrawsModule {
  const options = deps.options ?? {};
  let log: PurchaseDeps['log'] = (message, error) => console.error(message, error);
  const drawDeps: PurchaseDeps = {
    db: deps.db,
    clock: deps.clock,
    checkStake: (userId, amount, now, within) => deps.limits.checkStake(userId, amount, now, within),
    recordWagering: options.recordWagering ?? recordWagering,
    log: (message, error) => log(message, error),
  };

  // One run at a time in this process; other processes are kept apart by the draws' row locks.
  let running: Promise<ScheduleRun> | null = null;
  const tick = async (): Promise<ScheduleRun> => {
    while (running) await running.catch(() => undefined);
    running = (async () => {
      const run = await runDrawSchedule(drawDeps, deps.clock.now());
      await sweepCasinoWagering(drawDeps, ['draw-ticket']);
      return run;
    })();
    try {
      return await running;
    } finally {
      running = null;
    }
  };

  const routes: FastifyPluginAsync = async (app) => {
    log = (message, error) => app.log.error({ err: error }, message);
    await app.register(casinoDrawsRoutes, { deps: drawDeps, userTokenSecret: deps.userTokenSecret });
    const interval = options.tickIntervalMs ?? DEFAULT_DRAWS_TICK_MS;
    let timer: NodeJS.Timeout | null = null;
    if (interval > 0) {
      app.addHook('onReady', async () => {
        timer = setInterval(() => void tick().catch((error: unknown) => log('casino draws tick failed', error)), interval);
        timer.unref();
      });
    }
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    });
  };

  return { routes, tick };
}
