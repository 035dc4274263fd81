import type { Clock } from '@betting/kernel';
import type { FastifyPluginAsync } from 'fastify';
import { recordWagering } from '../../bonuses';
import type { Database } from '../../db/database';
import type { LimitsService } from '../../limits';
import { settleDueCrashRounds } from './crash-rounds';
import type { GameDeps } from './deps';
import { gameFrameRoutes } from './frame/frame.routes';
import { casinoGamesRoutes } from './games.routes';
import { sweepCasinoWagering } from '../wagering';

export interface CasinoGamesOptions {
  /** The sweep's period (default 5 s): settles crash rounds whose bust or auto cash-out passed and retries wagering; 0: off (tests). */
  readonly sweepIntervalMs?: number;
  /** Tests only: replace bonuses' recordWagering. */
  readonly recordWagering?: typeof recordWagering;
}

export interface CasinoGamesModuleDeps {
  readonly db: Database;
  readonly clock: Clock;
  /** The responsible-gaming hook (app.ts passes `LimitsService`). */
  readonly limits: Pick<LimitsService, 'checkStake'>;
  readonly userTokenSecret?: string | undefined;
  readonly options?: CasinoGamesOptions;
}

export interface CasinoGamesModule {
  /** The game server's calls and frames; registering them starts the sweep (stopped on close). */
  readonly routes: FastifyPluginAsync;
  /** Settles every due crash round now and records pending wagering; answers how many rounds settled. */
  sweep(): Promise<number>;
}

export const DEFAULT_CASINO_SWEEP_INTERVAL_MS = 5_000;

/** The casino game server (issue 9 "Game launch"). Assembled in app.ts. */
export function createCasinoGamesModule(deps: CasinoGamesModuleDeps): CasinoGamesModule {
  const options = deps.options ?? {};
  let log: GameDeps['log'] = (message, error) => console.error(message, error);
  const gameDeps: GameDeps = {
    db: deps.db,
    clock: deps.clock,
    checkStake: (userId, amount, now, within) => deps.limits.checkStake(userId, amount, now, within),
    recordWagering: options.recordWagering ?? recordWagering,
    log: (message, error) => log(message, error),
  };

  let running: Promise<number> | null = null;
  const sweep = async (): Promise<number> => {
    while (running) await running.catch(() => undefined);
    running = (async () => {
      const settled = await settleDueCrashRounds(gameDeps);
      await sweepCasinoWagering(gameDeps, ['round']);
      return settled;
    })();
    try {
      return await running;
    } finally {
      running = null;
    }
  };

  const routes: FastifyPluginAsync = async (app) => {
    log = (message, error) => app.log.error({ err: error }, message);
    await app.register(casinoGamesRoutes, { deps: gameDeps, userTokenSecret: deps.userTokenSecret });
    await app.register(gameFrameRoutes);
    const interval = options.sweepIntervalMs ?? DEFAULT_CASINO_SWEEP_INTERVAL_MS;
    const timer = interval > 0 ? setInterval(() => void sweep().catch((error: unknown) => log('casino sweep failed', error)), interval) : null;
    timer?.unref();
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
    });
  };

  return { routes, sweep };
}
