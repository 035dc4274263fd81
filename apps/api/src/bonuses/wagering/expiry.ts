import type { Database } from '../../db/database';
import { releasePendingBonuses } from './release';
import { expireDueBonusRows } from './wagering.repository';

/** How often the whole site's overdue bonuses are expired and their money taken back, besides each person's reads. */
export const DEFAULT_BONUS_EXPIRY_SWEEP_MS = 60_000;

/**
 * Active bonuses whose time is over become `expired` (finished at their expiry); stakes stop counting for them, and
 * the money left on them goes back from the bonus account to bonus funding (`releasePendingBonuses`). Runs before
 * every read of a person's bonuses, on every counted stake and in the module's sweep, so an expired bonus's money
 * never lingers to be staked.
 */
export async function expireDueBonuses(db: Database, now: Date, userId?: number): Promise<void> {
  await expireDueBonusRows(db, now, userId ?? null);
  await releasePendingBonuses(db, now, userId);
}
