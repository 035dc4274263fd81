import type { FirstDepositBonusChoice } from '@betting/contracts';
import type { Database, Queryable } from '../db/database';
import { insertFirstDeposit, markFirstDepositHookCompleted } from './first-deposits.repository';

/** The user's first successful deposit, with the bonus they chose at registration (0 none, 1 sport, 2 casino). */
export interface FirstDeposit {
  readonly userId: number;
  readonly paymentId: number;
  readonly accountId: number;
  readonly amount: number;
  readonly currency: string;
  readonly firstDepositBonusChoice: FirstDepositBonusChoice;
  readonly settledAt: Date;
}

/** Called once per user, after their first deposit is credited (and committed). */
export type FirstDepositHook = (deposit: FirstDeposit) => Promise<void>;

/**
 * The first-deposit bonus seam: the bonus module replaces this with the grant of the bonus the user chose at
 * registration (`users.first_deposit_bonus_choice`). Today it does nothing.
 */
export const applyFirstDepositBonusChoice: FirstDepositHook = async () => {};

/**
 * Marks this deposit as the user's first, in the settlement's transaction, unless one is marked already (the primary
 * key on the user makes it once per user even when two deposits settle at the same moment).
 */
export async function markFirstDeposit(tx: Queryable, deposit: Omit<FirstDeposit, 'firstDepositBonusChoice'>): Promise<FirstDeposit | null> {
  const choice = await insertFirstDeposit(tx, deposit.userId, deposit.paymentId, deposit.settledAt);
  return choice === undefined ? null : { ...deposit, firstDepositBonusChoice: choice };
}

/** Runs the hook for a marked first deposit; a failure is logged and leaves `hook_completed_at` empty for a retry. */
export async function runFirstDepositHook(db: Database, hook: FirstDepositHook, deposit: FirstDeposit, now: Date, log: (error: unknown) => void): Promise<void> {
  try {
    await hook(deposit);
    await markFirstDepositHookCompleted(db, deposit.userId, now);
  } catch (error) {
    log(error);
  }
}
