import type { FastifyPluginAsync } from 'fastify';
import { createCasinoMoney, type CasinoMoneyModuleDeps, type CasinoMoneyOptions } from '../money/casino-money';
import type { PurchaseDeps } from './deps';
import { casinoDrawsRoutes } from './draws.routes';
import { runDrawSchedule, type ScheduleRun } from './schedule';

export interface CasinoDrawsOptions extends CasinoMoneyOptions {
  /** The schedule's timer (default 1 s): draws due start and settle, the next ones open; 0: off (tests run it by hand). */
  readonly tickIntervalMs?: number;
}

export interface CasinoDrawsModuleDeps extends CasinoMoneyModuleDeps {
  readonly options?: CasinoDrawsOptions;
}

export interface CasinoDrawsModule {
  /** The draws' calls; registering them starts the timer (stopped on close). */
  readonly routes: FastifyPluginAsync;
  /** One run of the schedule at the clock's time, plus the wagering sweep (what the timer does). */
  tick(): Promise<ScheduleRun>;
}

export const DEFAULT_DRAWS_TICK_MS = 1_000;

/** Keno and bingo draws on a schedule. Assembled in app.ts. */
export function createCasinoDrawsModule(deps: CasinoDrawsModuleDeps): CasinoDrawsModule {
  const money = createCasinoMoney(deps);
  const drawDeps: PurchaseDeps = money.deps;
  // One run at a time in this process; other processes are kept apart by the draws' row locks.
  const tick = money.serial(() => runDrawSchedule(drawDeps, drawDeps.clock.now()), ['draw-ticket']);
  const routes = money.plugin(
    async (app) => {
      await app.register(casinoDrawsRoutes, { deps: drawDeps });
    },
    { run: tick, intervalMs: deps.options?.tickIntervalMs ?? DEFAULT_DRAWS_TICK_MS, name: 'casino draws tick' },
  );
  return { routes, tick };
}
