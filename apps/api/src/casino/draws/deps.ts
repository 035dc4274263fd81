import type { Clock } from '@betting/kernel';
import type { recordWagering } from '../../bonuses';
import type { Database } from '../../db/database';
import type { LimitsService } from '../../limits';

/** What the draws need (assembled by the module; test control passes what settlement needs). */
export interface DrawDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly log: (message: string, error: unknown) => void;
}

/** What buying a ticket needs besides: the responsible-gaming hook and bonus wagering. */
export interface PurchaseDeps extends DrawDeps {
  /** LimitsService.checkStake: the stake in the account's currency (the service converts). */
  readonly checkStake: LimitsService['checkStake'];
  readonly recordWagering: typeof recordWagering;
}
