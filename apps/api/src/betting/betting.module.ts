import type { FastifyPluginAsync } from 'fastify';
import { recordWagering } from '../bonuses';
import type { LimitsService } from '../limits';
import type { AppContext } from '../platform/app-context';
import { betBuilderRoutes } from './bet-builder.routes';
import { bettingRoutes } from './betting.routes';
import { expressOfTheDayRoutes } from './express-of-the-day.routes';
import type { OverridesFor } from '../config/site-config.repository';
import { DEFAULT_BETTING_SETTINGS } from './coupon-rules';
import { autoCashOutTrigger } from './auto-cash-out-trigger';
import type { PlacementDeps } from './placement';
import { settleDecidedCoupons, type SettleRun } from './settlement';
import { recordPendingWagering, type RecordWagering } from './wagering';

/** Subscribes to the line's finished games; returns the unsubscribe. */
export type GamesFinishedSource = (listener: (gameIds: readonly number[]) => void) => (() => void) | void;
/** Subscribes to the line's changes (prices, market states, scores, results), by game; returns the unsubscribe. */
export type LineChangesSource = (listener: (gameId: number) => void) => () => void;

export interface BettingModuleDeps {
  readonly context: AppContext;
  /** The responsible-gaming hook (app.ts passes `LimitsService`). */
  readonly limits: Pick<LimitsService, 'checkStake'>;
  /** The test-control API's scoped setting overrides (non-production); the betting settings are read through them. */
  readonly overridesFor?: OverridesFor;
  readonly options?: BettingOptions;
}

/** The operator's rule settings (stakes, vip, bonus bet) are not options: they are the site setting `betting` (0035). */
export interface BettingOptions {
  /** The settlement sweep's period (default 15 s); 0 turns the timer off (tests run the sweep themselves). */
  readonly sweepIntervalMs?: number;
  /** The line's finished-games event: settles those games' coupons at once. */
  readonly onGamesFinished?: GamesFinishedSource;
  /** The line's changes: armed automatic cash outs on those games are checked at once. */
  readonly onLineChanges?: LineChangesSource;
  /** The automatic cash out's sweep over every armed coupon (default: the settlement sweep's; 0: off), behind the change-driven checks. */
  readonly autoCashOutSweepMs?: number;
  /** Tests only: replace bonuses' recordWagering. */
  readonly recordWagering?: RecordWagering;
}

export interface BettingModule {
  /** The betting calls; registering them also starts the settlement sweep and the finished-games subscription (stopped on close). */
  readonly routes: FastifyPluginAsync;
  /** Settles now (every decided coupon, or those of `gameIds`) and records any stake not yet counted for wagering. */
  settle(gameIds?: readonly number[]): Promise<SettleRun>;
}

export const DEFAULT_SWEEP_INTERVAL_MS = 15_000;

/** Placement, settlement, history, saved coupons and coupon promo codes. Assembled in app.ts. */
export function createBettingModule(deps: BettingModuleDeps): BettingModule {
  const { context } = deps;
  const { db, clock } = context;
  const options = deps.options ?? {};
  let log: (message: string, error: unknown) => void = (message, error) => console.error(message, error);
  const wagering = options.recordWagering ?? recordWagering;
  const placement: PlacementDeps = {
    db,
    clock,
    checkStake: (userId, amount, now, within) => deps.limits.checkStake(userId, amount, now, within),
    // Replaced on every placement by the site setting `betting` as it is then (betting.routes.ts).
    settings: DEFAULT_BETTING_SETTINGS,
    recordWagering: wagering,
    log: (message, error) => log(message, error),
  };

  // One sweep at a time in this process (others may run in other processes: settlement is safe under concurrency).
  let running: Promise<SettleRun> | null = null;
  const settle = async (gameIds?: readonly number[]): Promise<SettleRun> => {
    while (running) await running.catch(() => undefined);
    const run = (async () => {
      const result = await settleDecidedCoupons({ db, clock, log: (message, error) => log(message, error) }, gameIds);
      if (!gameIds) await recordPendingWagering(db, wagering, clock, placement.log);
      return result;
    })();
    running = run;
    try {
      return await run;
    } finally {
      running = null;
    }
  };

  const routes: FastifyPluginAsync = async (app) => {
    log = (message, error) => app.log.error({ err: error }, message);
    await app.register(bettingRoutes, { context, placement, overridesFor: deps.overridesFor });
    // Public (no session needed): a plugin of its own, outside the betting calls' requireSignedIn.
    await app.register(expressOfTheDayRoutes, { context });
    // The bet builder's quote is public too; its placement needs a session (a scope of its own inside).
    await app.register(betBuilderRoutes, { context, placement, overridesFor: deps.overridesFor });
    app.jobs.every('settlement sweep', options.sweepIntervalMs ?? DEFAULT_SWEEP_INTERVAL_MS, () => settle());
    const unsubscribe = options.onGamesFinished?.((gameIds) => void settle(gameIds).catch((error: unknown) => log('settlement of finished games failed', error)));
    const autoCashOut = autoCashOutTrigger({ db, clock, leading: () => app.jobs.leading, log: (message, error) => log(message, error) });
    app.jobs.every('auto cash out sweep', options.autoCashOutSweepMs ?? options.sweepIntervalMs ?? DEFAULT_SWEEP_INTERVAL_MS, () => autoCashOut.sweep());
    const stopWatching = options.onLineChanges?.((gameId) => autoCashOut.changed(gameId));
    app.addHook('onClose', async () => {
      if (typeof unsubscribe === 'function') unsubscribe();
      stopWatching?.();
      await Promise.all([running?.catch(() => undefined), autoCashOut.idle()]);
    });
  };

  return { routes, settle };
}
