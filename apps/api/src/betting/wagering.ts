import type { Clock } from '@betting/kernel';
import type { recordWagering } from '../bonuses';
import type { Database } from '../db/database';
import { isoOfNumericCode } from '../platform/currency-codes';
import { markWageringRecorded, uncountedCoupons } from './wagering.repository';

export type RecordWagering = typeof recordWagering;

/**
 * Counts placed stakes towards the person's bonus wagering (bonuses' `recordWagering`, idempotent by `bet:{id}`) and
 * marks them counted. `couponIds` limits it to those coupons; without them every coupon not yet counted (the sweep).
 * A failure is logged and left for the next sweep: the stake stands either way.
 */
export async function recordPendingWagering(db: Database, record: RecordWagering, clock: Clock, log: (message: string, error: unknown) => void, couponIds?: readonly number[]): Promise<number> {
  const rows = await uncountedCoupons(db, couponIds);
  let recorded = 0;
  for (const row of rows) {
    const id = Number(row.id);
    try {
      await record(db, { userId: row.user_id, stake: Number(row.amount), currency: isoOfNumericCode(row.currency_id), kind: 'sport', coef: Number(row.coef), reference: `bet:${id}`, now: new Date(clock.now()) });
      await markWageringRecorded(db, id);
      recorded += 1;
    } catch (error) {
      log(`wagering of coupon ${id} not recorded`, error);
    }
  }
  return recorded;
}
