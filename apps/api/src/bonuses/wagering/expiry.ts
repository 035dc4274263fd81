import type { Queryable } from '../../db/database';

/**
 * Active bonuses whose time is over become `expired` (finished at their expiry); stakes stop counting for them.
 * Runs before every read and every count, so no job is needed. The bonus money left in the bonus account stays
 * there: taking it back needs a ledger operation (bonus account → bonus funding) the ledger does not offer yet.
 */
export async function expireDueBonuses(db: Queryable, now: Date, userId?: number): Promise<void> {
  await db.query(
    "update user_bonuses set state = 'expired', finished_at = expires_at where state = 'active' and expires_at <= $1 and ($2::integer is null or user_id = $2)",
    [now, userId ?? null],
  );
}
