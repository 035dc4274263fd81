import type { FastifyPluginAsync } from 'fastify';
import { createCasinoMoney, type CasinoMoneyModuleDeps, type CasinoMoneyOptions } from '../money/casino-money';
import { settleDueCrashRounds } from './crash-rounds';
import type { GameDeps } from './deps';
import { gameFrameRoutes } from './frame/frame.routes';
import { casinoGamesRoutes } from './games.routes';

export interface CasinoGamesOptions extends CasinoMoneyOptions {
  /** The sweep's period (default 5 s): settles crash rounds whose bust or auto cash-out passed and retries wagering; 0: off (tests). */
  readonly sweepIntervalMs?: number;
}

export interface CasinoGamesModuleDeps extends CasinoMoneyModuleDeps {
  readonly options?: CasinoGamesOptions;
}

export interface CasinoGamesModule {
  /** The game server's calls and frames; registering them starts the sweep (stopped on close). */
  readonly routes: FastifyPluginAsync;
  /** Settles every due crash round now and records pending wagering; answers how many rounds settled. */
  sweep(): Promise<number>;
}

export const DEFAULT_CASINO_SWEEP_INTERVAL_MS = 5_000;

/** The casino game server. Assembled in app.ts. */
export function createCasinoGamesModule(deps: CasinoGamesModuleDeps): CasinoGamesModule {
  const money = createCasinoMoney(deps);
  const gameDeps: GameDeps = money.deps;
  const sweep = money.serial(() => settleDueCrashRounds(gameDeps), ['round', 'round-stake']);
  const routes = money.plugin(
    async (app) => {
      await app.register(casinoGamesRoutes, { deps: gameDeps });
      await app.register(gameFrameRoutes);
    },
    { run: sweep, intervalMs: deps.options?.sweepIntervalMs ?? DEFAULT_CASINO_SWEEP_INTERVAL_MS, name: 'casino sweep' },
  );
  return { routes, sweep };
}
