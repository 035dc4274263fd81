import { LIMIT_TYPE, type RgBettorLimit, type RgBettorResponse, type RgLimitHistoryEntry, type RgPendingChange, type RgRestriction } from '@betting/contracts';
import type { Queryable } from '../db/database';

// Limit times are stored as epoch seconds.
const isoOfSeconds = (seconds: string | number) => new Date(Number(seconds) * 1000).toISOString();
const isoOfSecondsOrNull = (seconds: string | number | null) => (seconds === null ? null : isoOfSeconds(seconds));

/** Bettors under a self-exclusion or a time-out at `nowSeconds`, those ending soonest first. */
export async function activeRestrictions(db: Queryable, nowSeconds: number, limit: number): Promise<RgRestriction[]> {
  const rows = await db.query<{ user_id: number; limit_type: number; limit_value: string | number; started_at: string | number | null; ends_at: string | number }>(
    `select user_id, limit_type, limit_value, started_at, ends_at from user_limits
      where limit_type in ($1, $2) and limit_state = 'ACTIVE' and not pending and ends_at > $3
      order by ends_at asc, user_id asc limit $4`,
    [LIMIT_TYPE.selfExclusion, LIMIT_TYPE.timeOut, nowSeconds, limit]
  );
  return rows.map(
    (row): RgRestriction => ({
      user_id: row.user_id,
      kind: row.limit_type === LIMIT_TYPE.selfExclusion ? 'self_exclusion' : 'time_out',
      days: Number(row.limit_value),
      started_at: isoOfSecondsOrNull(row.started_at),
      ends_at: isoOfSeconds(row.ends_at),
    })
  );
}

/** Limit changes waiting for the bettor's confirmation, the oldest first, beside the limit they would replace. */
export async function pendingLimitChanges(db: Queryable, limit: number): Promise<RgPendingChange[]> {
  const rows = await db.query<{ user_id: number; limit_type: number; limit_value: string | number; current_value: string | number | null; need_approve: boolean; updated_at: Date | string }>(
    `select p.user_id, p.limit_type, p.limit_value, a.limit_value as current_value, p.need_approve, p.updated_at
       from user_limits p left join user_limits a on a.user_id = p.user_id and a.limit_type = p.limit_type and not a.pending
      where p.pending order by p.updated_at asc, p.user_id asc limit $1`,
    [limit]
  );
  return rows.map(
    (row): RgPendingChange => ({
      user_id: row.user_id,
      limit_type: row.limit_type,
      limit_value: Number(row.limit_value),
      current_value: row.current_value === null ? null : Number(row.current_value),
      need_approve: row.need_approve,
      updated_at: new Date(row.updated_at).toISOString(),
    })
  );
}

/** One bettor's limits and the latest of their limit history (reality checks apart too), or undefined when there is no such bettor. */
export async function rgRecordOf(db: Queryable, userId: number, historyLimit: number): Promise<RgBettorResponse | undefined> {
  const [user] = await db.query<{ id: number }>('select id from users where id = $1', [userId]);
  if (!user) return undefined;
  const [limits, history] = await Promise.all([
    db.query<{ limit_type: number; limit_value: string | number; limit_state: RgBettorLimit['limit_state']; pending: boolean; started_at: string | number | null; ends_at: string | number | null; need_approve: boolean }>(
      'select limit_type, limit_value, limit_state, pending, started_at, ends_at, need_approve from user_limits where user_id = $1 order by limit_type, pending',
      [userId]
    ),
    db.query<{ id: string | number; action: RgLimitHistoryEntry['action']; limit_type: number; limit_value: string | number | null; outcome: string; at_seconds: string | number }>(
      'select id, action, limit_type, limit_value, outcome, at_seconds from user_limit_history where user_id = $1 order by id desc limit $2',
      [userId, historyLimit]
    ),
  ]);
  const entries = history.map(
    (row): RgLimitHistoryEntry => ({
      id: Number(row.id),
      action: row.action,
      limit_type: row.limit_type,
      limit_value: row.limit_value === null ? null : Number(row.limit_value),
      outcome: row.outcome,
      at: isoOfSeconds(row.at_seconds),
    })
  );
  return {
    user_id: userId,
    limits: limits.map((row) => ({
      limit_type: row.limit_type,
      limit_value: Number(row.limit_value),
      limit_state: row.limit_state,
      pending: row.pending,
      started_at: isoOfSecondsOrNull(row.started_at),
      ends_at: isoOfSecondsOrNull(row.ends_at),
      need_approve: row.need_approve,
    })),
    history: entries,
    reality_checks: entries.filter((entry) => entry.limit_type === LIMIT_TYPE.realityCheck),
  };
}
