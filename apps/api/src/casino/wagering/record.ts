import type { Clock } from '@betting/kernel';
import { casinoRoundReference, type recordWagering } from '../../bonuses';
import type { Database } from '../../db/database';
import { drawTicketReference } from '../draws/settlement';
import { countedStakeOf } from './contribution';
import { markWageringRecorded, uncountedStakes, type CasinoStakeSource, type UncountedStakeRow } from './stakes.repository';

export type { CasinoStakeSource };

/** A stake added to a round by its action at `place` (1-based): its ledger reference, under the round's own. */
export const casinoRoundStakeReference = (roundId: number, place: number): string => `${casinoRoundReference(roundId)}:stake:${place}`;

/** What recording needs (each casino module passes its own). */
export interface CasinoWageringDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly recordWagering: typeof recordWagering;
  readonly log: (message: string, error: unknown) => void;
}

/**
 * How each source's stake is known to the ledger and bonuses (a stake counts once per reference): with
 * `SOURCE_TABLES` (`stakes.repository.ts`), the only places a new casino product is added.
 */
const REFERENCES: Readonly<Record<CasinoStakeSource, (id: number, row: UncountedStakeRow) => string>> = {
  round: casinoRoundReference,
  'round-stake': (_id, row) => casinoRoundStakeReference(Number(row.round_id), Number(row.place)),
  'draw-ticket': (id) => drawTicketReference(id),
  'toto-coupon': (id) => `toto-coupon:${id}`,
  'lotto-ticket': (id) => `lotto-ticket:${id}`,
};

/**
 * Counts casino stakes towards the person's casino bonus wagering — the one path every casino product takes, after its
 * stake is committed and from its timer's sweep. Each stake counts its product's contribution
 * (`CASINO_WAGERING_CONTRIBUTION_PERCENT`) through bonuses' `recordWagering` (idempotent by the stake's reference, kind
 * `casino`), then the row is marked; a stake whose contribution is nothing is only marked. `id` limits it to one row,
 * else every row of the source not yet counted (500 at a time). A failure is logged and left for the next sweep: the
 * stake stands either way. Answers how many rows were marked.
 */
export async function recordCasinoWagering(deps: CasinoWageringDeps, source: CasinoStakeSource, id?: number): Promise<number> {
  const rows = await uncountedStakes(deps.db, source, id);
  let recorded = 0;
  for (const row of rows) {
    const rowId = Number(row.id);
    try {
      const counted = countedStakeOf(row.game, Number(row.stake));
      if (counted > 0) {
        await deps.recordWagering(deps.db, { userId: row.user_id, stake: counted, currency: row.currency, kind: 'casino', reference: REFERENCES[source](rowId, row), now: new Date(deps.clock.now()) });
      }
      await markWageringRecorded(deps.db, source, rowId);
      recorded += 1;
    } catch (error) {
      deps.log(`wagering of ${source} ${rowId} not recorded`, error);
    }
  }
  return recorded;
}

/** The sweep of some sources (a module's own): every stake not yet counted. */
export async function sweepCasinoWagering(deps: CasinoWageringDeps, sources: readonly CasinoStakeSource[]): Promise<number> {
  let recorded = 0;
  for (const source of sources) recorded += await recordCasinoWagering(deps, source);
  return recorded;
}
