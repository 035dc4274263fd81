import { STAKE_FACTOR, type BettorStakeFactor } from '@betting/contracts';
import type { Queryable } from '../db/database';

interface FactorRow {
  user_id: number;
  factor: number;
  reason: string | null;
  updated_by: string | null;
  updated_at: Date | string | null;
}
const factorOf = (row: FactorRow): BettorStakeFactor => ({
  user_id: row.user_id,
  factor: row.factor,
  reason: row.reason,
  updated_by: row.updated_by,
  updated_at: row.updated_at === null ? null : new Date(row.updated_at).toISOString(),
});

/** Bettors with a stake factor of their own, the most limited first. */
export async function stakeFactors(db: Queryable, limit: number): Promise<BettorStakeFactor[]> {
  const rows = await db.query<FactorRow>(
    'select f.user_id, f.factor, f.reason, s.login as updated_by, f.updated_at from bettor_stake_factors f join staff s on s.id = f.updated_by order by f.factor asc, f.user_id asc limit $1',
    [limit]
  );
  return rows.map(factorOf);
}

/**
 * The bettor's stake factor (the normal one when none was set), or undefined when there is no such bettor; `lock`
 * takes the bettor's row lock, which orders one officer's change of a bettor against another's.
 */
export async function stakeFactorOf(db: Queryable, userId: number, lock = false): Promise<BettorStakeFactor | undefined> {
  const [user] = await db.query<{ id: number }>(`select id from users where id = $1${lock ? ' for update' : ''}`, [userId]);
  if (!user) return undefined;
  const [row] = await db.query<FactorRow>(
    'select f.user_id, f.factor, f.reason, s.login as updated_by, f.updated_at from bettor_stake_factors f join staff s on s.id = f.updated_by where f.user_id = $1',
    [userId]
  );
  return row ? factorOf(row) : { user_id: userId, factor: STAKE_FACTOR.normal, reason: null, updated_by: null, updated_at: null };
}

export interface StakeFactorChange {
  readonly userId: number;
  readonly factor: number;
  readonly reason: string;
  readonly staffId: number;
  readonly now: number;
}

/** Sets the bettor's stake factor; the normal factor is kept as no row at all. */
export async function setStakeFactor(tx: Queryable, { userId, factor, reason, staffId, now }: StakeFactorChange): Promise<void> {
  if (factor === STAKE_FACTOR.normal) {
    await tx.query('delete from bettor_stake_factors where user_id = $1', [userId]);
    return;
  }
  await tx.query(
    `insert into bettor_stake_factors (user_id, factor, reason, updated_by, updated_at) values ($1, $2, $3, $4, $5)
      on conflict (user_id) do update set factor = excluded.factor, reason = excluded.reason, updated_by = excluded.updated_by, updated_at = excluded.updated_at`,
    [userId, factor, reason, staffId, new Date(now)]
  );
}
