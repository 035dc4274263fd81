import type { Queryable } from '../db/database';

/** An interval of a person's session time (`user_session_activity`), seconds of the person's clock. */
export interface SessionActivityRow {
  id: string | number;
  last_seen_at: string | number;
}

/** The person's latest interval, if any. */
export async function latestSessionActivity(tx: Queryable, userId: number): Promise<SessionActivityRow | undefined> {
  const [latest] = await tx.query<SessionActivityRow>('select id, last_seen_at from user_session_activity where user_id = $1 order by id desc limit 1', [userId]);
  return latest;
}

/** The interval now ends at `lastSeenAt`. */
export async function extendSessionActivity(tx: Queryable, activityId: string | number, lastSeenAt: number, serverNow: Date): Promise<void> {
  await tx.query('update user_session_activity set last_seen_at = $2, updated_at = $3 where id = $1', [activityId, lastSeenAt, serverNow]);
}

/** A new interval that starts and ends at `at`. */
export async function startSessionActivity(tx: Queryable, userId: number, at: number, serverNow: Date): Promise<void> {
  await tx.query('insert into user_session_activity (user_id, started_at, last_seen_at, updated_at) values ($1, $2, $2, $3)', [userId, at, serverNow]);
}

/** The person's intervals' overlaps with [from, to], summed, seconds (0 with none). */
export async function sessionSecondsBetween(db: Queryable, userId: number, from: number, to: number): Promise<number> {
  const [row] = await db.query<{ seconds: string | number | null }>(
    `select coalesce(sum(least(last_seen_at, $3) - greatest(started_at, $2)), 0)::text as seconds
       from user_session_activity
      where user_id = $1 and last_seen_at > $2 and started_at < $3`,
    [userId, from, to],
  );
  return Number(row?.seconds ?? 0);
}
