import type { Queryable } from '../db/database';

/**
 * A ping that comes less than this long after the person's last one extends their current interval of activity;
 * a later one starts a new interval (the page pings every 30 s; browsers slow timers of hidden tabs to once a minute).
 */
export const SESSION_ACTIVITY_GAP_SECONDS = 180;

const DAY_SECONDS = 86_400;

/** The start of the UTC calendar day holding `now` (seconds of the person's clock). */
export function dayStartOf(now: number): number {
  return now - (((now % DAY_SECONDS) + DAY_SECONDS) % DAY_SECONDS);
}

/**
 * Counts a ping at `now` (seconds of the person's clock): extends the person's latest interval when it was last seen
 * at most SESSION_ACTIVITY_GAP_SECONDS ago (and not in the future), else starts a new one at `now`. Run it inside a
 * transaction holding the person's row lock (`lockUser`), so concurrent pings from two tabs make one interval.
 */
export async function recordSessionActivity(tx: Queryable, userId: number, now: number, serverNow: Date): Promise<void> {
  const [latest] = await tx.query<{ id: string | number; last_seen_at: string | number }>(
    'select id, last_seen_at from user_session_activity where user_id = $1 order by id desc limit 1',
    [userId],
  );
  const gap = latest ? now - Number(latest.last_seen_at) : Number.POSITIVE_INFINITY;
  if (latest && gap >= 0 && gap < SESSION_ACTIVITY_GAP_SECONDS) {
    await tx.query('update user_session_activity set last_seen_at = $2, updated_at = $3 where id = $1', [latest.id, now, serverNow]);
    return;
  }
  await tx.query('insert into user_session_activity (user_id, started_at, last_seen_at, updated_at) values ($1, $2, $2, $3)', [userId, now, serverNow]);
}

/**
 * The person's session seconds on the day of `now` (the UTC calendar day of their clock): every interval's overlap
 * with [start of that day, now]. An interval that crosses midnight counts only its part after it.
 */
export async function sessionSecondsOn(db: Queryable, userId: number, now: number): Promise<number> {
  const dayStart = dayStartOf(now);
  const [row] = await db.query<{ seconds: string | number | null }>(
    `select coalesce(sum(least(last_seen_at, $3) - greatest(started_at, $2)), 0)::text as seconds
       from user_session_activity
      where user_id = $1 and last_seen_at > $2 and started_at < $3`,
    [userId, dayStart, now],
  );
  return Math.max(0, Number(row?.seconds ?? 0));
}
