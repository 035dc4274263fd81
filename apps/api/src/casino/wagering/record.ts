import type { Clock } from '@betting/kernel';
import { casinoRoundReference, type recordWagering } from '../../bonuses';
import type { Database } from '../../db/database';
import { drawTicketReference } from '../draws/settlement';
import { countedStakeOf, type CasinoWageringGame } from './contribution';

/** A stake added to a round by its action at `place` (1-based): its ledger reference, under the round's own. */
export const casinoRoundStakeReference = (roundId: number, place: number): string => `${casinoRoundReference(roundId)}:stake:${place}`;

/**
 * Where a casino stake lives: a house game round (its first stake), a stake added to a round later (a blackjack
 * double, a Hold'em call), a keno or bingo ticket, a toto coupon, a lotto ticket.
 */
export type CasinoStakeSource = 'round' | 'round-stake' | 'draw-ticket' | 'toto-coupon' | 'lotto-ticket';

/** What recording needs (each casino module passes its own). */
export interface CasinoWageringDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly recordWagering: typeof recordWagering;
  readonly log: (message: string, error: unknown) => void;
}

interface SourceShape {
  readonly table: string;
  /** The stake's column (minor units of `currency`). */
  readonly stake: string;
  /** The product, as SQL over the row. */
  readonly game: string;
  /** Rows whose stake may count (real money, not refunded). */
  readonly counts: string;
  /** The reference the ledger and bonuses know the stake by: a stake counts once per reference. */
  readonly reference: (id: number, row: { readonly round_id?: unknown; readonly place?: unknown }) => string;
  /** Further columns `reference` reads. */
  readonly referenceColumns?: string;
}

/** The one table of where casino stakes are and how each is known: the only place a new casino product is added. */
const SOURCES: Readonly<Record<CasinoStakeSource, SourceShape>> = {
  // `stake` is the round's total; what was added later counts as its own stake (`round-stake`).
  round: {
    table: 'casino_rounds',
    stake: 'stake - coalesce((select sum(a.stake) from casino_round_stakes a where a.round_id = casino_rounds.id), 0)',
    game: "'house'",
    counts: 'not is_demo',
    reference: casinoRoundReference,
  },
  'round-stake': {
    table: 'casino_round_stakes',
    stake: 'stake',
    game: "'house'",
    counts: 'not is_demo',
    reference: (_id, row) => casinoRoundStakeReference(Number(row.round_id), Number(row.place)),
    referenceColumns: 'round_id, place',
  },
  'draw-ticket': { table: 'casino_draw_tickets', stake: 'stake', game: 'game', counts: "status <> 'refunded'", reference: (id) => drawTicketReference(id) },
  'toto-coupon': { table: 'toto_coupons', stake: 'stake', game: "'toto'", counts: "status <> 'refunded'", reference: (id) => `toto-coupon:${id}` },
  'lotto-ticket': { table: 'lotto_tickets', stake: 'price', game: "'lotto'", counts: "status <> 'refunded'", reference: (id) => `lotto-ticket:${id}` },
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
  const shape = SOURCES[source];
  const rows = await deps.db.query<{ id: unknown; user_id: number; stake: unknown; currency: string; game: CasinoWageringGame; round_id?: unknown; place?: unknown }>(
    `select id, user_id, ${shape.stake} as stake, currency, ${shape.game} as game${shape.referenceColumns ? `, ${shape.referenceColumns}` : ''} from ${shape.table}
      where not wagering_recorded and ${shape.counts} ${id === undefined ? '' : 'and id = $1'} order by id limit 500`,
    id === undefined ? [] : [id],
  );
  let recorded = 0;
  for (const row of rows) {
    const rowId = Number(row.id);
    try {
      const counted = countedStakeOf(row.game, Number(row.stake));
      if (counted > 0) {
        await deps.recordWagering(deps.db, { userId: row.user_id, stake: counted, currency: row.currency, kind: 'casino', reference: shape.reference(rowId, row), now: new Date(deps.clock.now()) });
      }
      await deps.db.query(`update ${shape.table} set wagering_recorded = true where id = $1`, [rowId]);
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
