import type { Clock } from '@betting/kernel';
import type { Database } from '../db/database';
import { fireAutoCashOuts } from './auto-cash-out';
import { readBettingConfig } from './betting-config';

export interface AutoCashOutTriggerDeps {
  readonly db: Database;
  readonly clock: Clock;
  /** Whether this process runs the jobs: every process hears every change, one acts on it. */
  readonly leading: () => boolean;
  readonly log: (message: string, error: unknown) => void;
}

export interface AutoCashOutTrigger {
  /** A game's prices, markets or score changed: its armed coupons are checked in the next batch. */
  changed(gameId: number): void;
  /** Every armed coupon checked now (the periodic sweep). */
  sweep(): Promise<number>;
  /** Resolves when no check is running. */
  idle(): Promise<void>;
}

/**
 * Batches the line's changes (a tick moves many games at once) into one check of the armed coupons on those games,
 * one check at a time; changes heard during a check make the next batch.
 */
export function autoCashOutTrigger(deps: AutoCashOutTriggerDeps): AutoCashOutTrigger {
  let pending = new Set<number>();
  let running: Promise<unknown> | null = null;
  const run = (gameIds?: readonly number[]) => readBettingConfig(deps.db, {}).then((settings) => fireAutoCashOuts(deps, settings, gameIds));

  const drain = (): void => {
    if (running || pending.size === 0) return;
    const gameIds = [...pending];
    pending = new Set();
    running = run(gameIds)
      .catch((error: unknown) => deps.log('automatic cash out failed', error))
      .finally(() => {
        running = null;
        drain();
      });
  };

  return {
    changed(gameId) {
      if (!deps.leading()) return;
      if (pending.size === 0) setImmediate(drain);
      pending.add(gameId);
    },
    async sweep() {
      while (running) await running;
      const everything = run();
      running = everything.catch(() => undefined);
      try {
        return await everything;
      } finally {
        running = null;
        drain();
      }
    },
    async idle() {
      while (running) await running;
    },
  };
}
