import type { PoolTickResponse } from '@betting/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { casinoMoneyDeps, createCasinoMoney, type CasinoMoneyModuleDeps, type CasinoMoneyOptions } from '../money/casino-money';
import type { PoolDeps } from './deps';
import { casinoPoolsRoutes } from './pools.routes';
import { tickPools } from './tick';

export interface CasinoPoolsOptions extends CasinoMoneyOptions {
  /** The draws' timer period (default 30 s): close, settle and make draws; 0: off (tests tick by hand). */
  readonly tickIntervalMs?: number;
}

export interface CasinoPoolsModuleDeps extends CasinoMoneyModuleDeps {
  /** The line's schedule, made sure before a toto draw picks its matches (app.ts passes the line simulator). */
  readonly line?: { ensureSchedule(): Promise<void> };
  readonly options?: CasinoPoolsOptions;
}

export interface CasinoPoolsModule {
  /** The toto and lotto calls; registering them starts the timer (stopped on close). */
  readonly routes: FastifyPluginAsync;
  /** One pass of the timer now (serialised with the timer's own). */
  tick(): Promise<PoolTickResponse>;
}

export const DEFAULT_POOLS_TICK_INTERVAL_MS = 30_000;

/** Assembles what toto and lotto need; test control builds the same from its own options. */
export function poolDepsOf(deps: Pick<CasinoPoolsModuleDeps, 'context' | 'limits' | 'line' | 'options'>, log: PoolDeps['log']): PoolDeps {
  return { ...casinoMoneyDeps(deps, log), ensureLine: () => deps.line?.ensureSchedule() ?? Promise.resolve() };
}

/** Toto and lotto. Assembled in app.ts. */
export function createCasinoPoolsModule(deps: CasinoPoolsModuleDeps): CasinoPoolsModule {
  const money = createCasinoMoney(deps);
  const poolDeps = poolDepsOf(deps, money.deps.log);
  const tick = money.serial(() => tickPools(poolDeps), ['toto-coupon', 'lotto-ticket']);
  const routes = money.plugin(
    async (app) => {
      await app.register(casinoPoolsRoutes, { deps: poolDeps });
    },
    { run: tick, intervalMs: deps.options?.tickIntervalMs ?? DEFAULT_POOLS_TICK_INTERVAL_MS, name: 'toto and lotto timer' },
  );
  return { routes, tick };
}
