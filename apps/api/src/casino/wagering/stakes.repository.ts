import type { Queryable } from '../../db/database';
import type { CasinoWageringGame } from './contribution';

/**
 * Where a casino stake lives: a house game round (its first stake), a stake added to a round later (a blackjack
 * double, a Hold'em call), a keno or bingo ticket, a toto coupon, a lotto ticket.
 */
export type CasinoStakeSource = 'round' | 'round-stake' | 'draw-ticket' | 'toto-coupon' | 'lotto-ticket';

interface SourceTable {
  readonly table: string;
  /** The stake's column (minor units of `currency`). */
  readonly stake: string;
  /** The product, as SQL over the row. */
  readonly game: string;
  /** Rows whose stake may count (real money, not refunded). */
  readonly counts: string;
  /** Further columns the stake's reference is made of. */
  readonly referenceColumns?: string;
}

/** Each source's table and how its stake reads there. */
const SOURCE_TABLES: Readonly<Record<CasinoStakeSource, SourceTable>> = {
  // `stake` is the round's total; what was added later counts as its own stake (`round-stake`).
  round: {
    table: 'casino_rounds',
    stake: 'stake - coalesce((select sum(a.stake) from casino_round_stakes a where a.round_id = casino_rounds.id), 0)',
    game: "'house'",
    counts: 'not is_demo',
  },
  'round-stake': { table: 'casino_round_stakes', stake: 'stake', game: "'house'", counts: 'not is_demo', referenceColumns: 'round_id, place' },
  'draw-ticket': { table: 'casino_draw_tickets', stake: 'stake', game: 'game', counts: "status <> 'refunded'" },
  'toto-coupon': { table: 'toto_coupons', stake: 'stake', game: "'toto'", counts: "status <> 'refunded'" },
  'lotto-ticket': { table: 'lotto_tickets', stake: 'price', game: "'lotto'", counts: "status <> 'refunded'" },
};

/** A stake not counted yet; `round_id` and `place` for a stake added to a round. */
export interface UncountedStakeRow {
  readonly id: unknown;
  readonly user_id: number;
  readonly stake: unknown;
  readonly currency: string;
  readonly game: CasinoWageringGame;
  readonly round_id?: unknown;
  readonly place?: unknown;
}

/** The source's stakes that may count and are not counted yet (`id`: that row only), by id, 500 at most. */
export async function uncountedStakes(db: Queryable, source: CasinoStakeSource, id?: number): Promise<UncountedStakeRow[]> {
  const shape = SOURCE_TABLES[source];
  return db.query<UncountedStakeRow>(
    `select id, user_id, ${shape.stake} as stake, currency, ${shape.game} as game${shape.referenceColumns ? `, ${shape.referenceColumns}` : ''} from ${shape.table}
      where not wagering_recorded and ${shape.counts} ${id === undefined ? '' : 'and id = $1'} order by id limit 500`,
    id === undefined ? [] : [id],
  );
}

export async function markWageringRecorded(db: Queryable, source: CasinoStakeSource, id: number): Promise<void> {
  await db.query(`update ${SOURCE_TABLES[source].table} set wagering_recorded = true where id = $1`, [id]);
}
