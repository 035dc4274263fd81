import type { Limit, LimitType } from '@betting/contracts';
import { limitLabel, limitMeasure, sortLimits } from '@betting/limits';
import type { Queryable } from '../db/database';

interface LimitRow {
  limit_type: number;
  limit_value: string | number;
  limit_state: Limit['limitState'];
  started_at: string | number | null;
  ends_at: string | number | null;
  need_approve: boolean;
}

const num = (value: string | number | null): number | null => (value === null ? null : Number(value));

const LIMIT_COLUMNS = 'l.limit_type, l.limit_value, l.limit_state, l.started_at, l.ends_at, l.need_approve';

const toLimits = (rows: readonly LimitRow[]): Limit[] =>
  sortLimits(
    rows.map((row) => {
      const limitType = row.limit_type as LimitType;
      return {
        limitType,
        limitValue: Number(row.limit_value),
        limitState: row.limit_state,
        limitBalance: null,
        startedAt: num(row.started_at),
        endsAt: num(row.ends_at),
        needApprove: row.need_approve,
        label: limitLabel(limitType),
        measure: limitMeasure(limitType),
      };
    }),
  );

/** The person's stored list, as the rules hold it (limitBalance is filled by describeLimits). */
export async function loadLimits(db: Queryable, userId: number): Promise<Limit[]> {
  return toLimits(await db.query<LimitRow>(`select ${LIMIT_COLUMNS} from user_limits l where l.user_id = $1 order by l.limit_type, l.pending`, [userId], 'limits_load'));
}

/** `lockUser` and `loadLimits` in one round trip (inside the caller's transaction). */
export async function lockUserLimits(tx: Queryable, userId: number): Promise<Limit[]> {
  const rows = await tx.query<LimitRow | { limit_type: null }>(
    `select ${LIMIT_COLUMNS} from users u left join user_limits l on l.user_id = u.id where u.id = $1 order by l.limit_type, l.pending for no key update of u`,
    [userId],
    'limits_lock_load',
  );
  return toLimits(rows.filter((row): row is LimitRow => row.limit_type !== null));
}

/** Replaces the person's list with what the rules answered (inside the caller's transaction). */
export async function saveLimits(tx: Queryable, userId: number, limits: readonly Limit[], now: Date): Promise<void> {
  await tx.query('delete from user_limits where user_id = $1', [userId]);
  for (const limit of limits) {
    await tx.query(
      `insert into user_limits (user_id, limit_type, pending, limit_value, limit_state, started_at, ends_at, need_approve, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [userId, limit.limitType, limit.limitState === 'PENDING', limit.limitValue, limit.limitState, limit.startedAt, limit.endsAt, limit.needApprove, now],
    );
  }
}

export type LimitHistoryAction = 'set' | 'approve' | 'reject' | 'cancel';

export async function recordLimitHistory(
  tx: Queryable,
  entry: { userId: number; action: LimitHistoryAction; limitType: number; limitValue: number | null; outcome: string; atSeconds: number; now: Date },
): Promise<void> {
  await tx.query('insert into user_limit_history (user_id, action, limit_type, limit_value, outcome, at_seconds, created_at) values ($1, $2, $3, $4, $5, $6, $7)', [
    entry.userId,
    entry.action,
    entry.limitType,
    entry.limitValue,
    entry.outcome,
    entry.atSeconds,
    entry.now,
  ]);
}

/** Serialises the limit calls of one person (row lock on the user). */
export async function lockUser(tx: Queryable, userId: number): Promise<void> {
  // NO KEY UPDATE: serialises the person's limit decisions without blocking rows that only reference the user (foreign keys).
  await tx.query('select id from users where id = $1 for no key update', [userId]);
}
