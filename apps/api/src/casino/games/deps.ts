import type { LimitRefusal } from '@betting/contracts';
import type { Clock, MinorUnits, Result } from '@betting/kernel';
import type { recordWagering } from '../../bonuses';
import type { Database, Queryable } from '../../db/database';

/** What the game server's money paths need (assembled by the module). */
export interface GameDeps {
  readonly db: Database;
  readonly clock: Clock;
  /** The responsible-gaming hook (LimitsService.checkStake): amount in minor units of the main account's currency. */
  readonly checkStake: (userId: number, amount: MinorUnits, now: Date, within?: Queryable) => Promise<Result<undefined, LimitRefusal>>;
  readonly recordWagering: typeof recordWagering;
  readonly log: (message: string, error: unknown) => void;
}
