import type { Clock } from '@betting/kernel';
import type { recordWagering } from '../../bonuses';
import type { Database } from '../../db/database';
import type { LimitsService } from '../../limits';

/** What the game server's money paths need (assembled by the module). */
export interface GameDeps {
  readonly db: Database;
  readonly clock: Clock;
  /** The responsible-gaming hook (LimitsService.checkStake): the stake in the account's currency (the service converts). */
  readonly checkStake: LimitsService['checkStake'];
  readonly recordWagering: typeof recordWagering;
  readonly log: (message: string, error: unknown) => void;
}
