import type { PoolTickResponse } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import { recordWagering } from '../../bonuses';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/database';
import type { LimitsService } from '../../limits';
import type { PoolDeps } from './deps';
import { casinoPoolsRoutes } from './pools.routes';
import { sweepCasinoWagering } from '../wagering';
import { tickPools } from './tick';

export interface CasinoPoolsOptions {
  /** The draws' timer period (default 30 s): close, settle and make draws; 0: off (tests tick by hand). */
  readonly tickIntervalMs?: number;
  /** Tests only: replace bonuses' recordWagering. */
  readonly recordWagering?: typeof recordWagering;
}

export interface CasinoPoolsModuleDeps {
  readonly db: Database;
  readonly clock: Clock;
  /** The responsible-gaming hook (app.ts passes `LimitsService`). */
  readonly limits: Pick<LimitsService, 'checkStake'>;
  /** The line's schedule, made sure before a toto draw picks its matches (app.ts passes the line simulator). */
  readonly line?: { ensureSchedule(): Promise<void> };
  readonly userTokenSecret?: string | undefined;
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
export function poolDepsOf(deps: Pick<CasinoPoolsModuleDeps, 'db' | 'clock' | 'limits' | 'line' | 'options'>, log: PoolDeps['log']): PoolDeps {
  return {
    db: deps.db,
    clock: deps.clock,
    checkStake: (userId, amount, now, within) => deps.limits.checkStake(userId, amount, now, within),
    ensureLine: () => deps.line?.ensureSchedule() ?? Promise.resolve(),
    recordWagering: deps.options?.recordWagering ?? recordWagering,
    log,
  };
}

/** Toto and lotto (issue 9 "Toto and lotto"). Assembled in app.ts. */
export function createCasinoPoolsModule(deps: CasinoPoolsModuleDeps): CasinoPoolsModule {
  let log: PoolDeps['log'] = (message, error) => console.error(message, error);
  const poolDeps = poolDepsOf(deps, (message, error) => log(message, error));

  let running: Promise<PoolTickResponse> | null = null;
  const tick = async (): Promise<PoolTickResponse> => {
    while (running) await running.catch(() => undefined);
    running = tickPools(poolDeps).then(async (ticked) => {
      await sweepCasinoWagering(poolDeps, ['toto-coupon', 'lotto-ticket']);
      return ticked;
    });
    try {
      return await running;
    } finally {
      running = null;
    }
  };

  const routes: FastifyPluginAsync = async (app) => {
    log = (message, error) => app.log.error({ err: error }, message);
    await app.register(casinoPoolsRoutes, { deps: poolDeps, userTokenSecret: deps.userTokenSecret });
    const interval = deps.options?.tickIntervalMs ?? DEFAULT_POOLS_TICK_INTERVAL_MS;
    let timer: NodeJS.Timeout | null = null;
    if (interval > 0) {
      app.addHook('onReady', async () => {
        timer = setInterval(() => void tick().catch((error: unknown) => log('toto and lotto timer failed', error)), interval);
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
