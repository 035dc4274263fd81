import type { Clock } from '@betting/kernel';
import type { recordWagering } from '../../bonuses';
import type { Database } from '../../db/database';
import type { LimitsService } from '../../limits';

/** What toto and lotto need (assembled by the module, or by test control). */
export interface PoolDeps {
  readonly db: Database;
  readonly clock: Clock;
  /** The responsible-gaming hook (LimitsService.checkStake): the stake in the account's currency (the service converts). */
  readonly checkStake: LimitsService['checkStake'];
  /** Makes sure the line has its games around the clock before a toto draw picks matches (the line simulator's schedule). */
  readonly ensureLine: () => Promise<void>;
  /** Bonuses' recordWagering: coupons and tickets count towards casino bonus wagering (`../wagering`). */
  readonly recordWagering: typeof recordWagering;
  readonly log: (message: string, error: unknown) => void;
}

/** Who the draws' timer and settlement write in the ledger's audit trail. */
export const POOLS_ACTOR = 'system:casino-pools';
