import type { Queryable } from '../db/database';
import { extendSessionActivity, latestSessionActivity, sessionSecondsBetween, startSessionActivity } from './session-activity.repository';

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
  const latest = await latestSessionActivity(tx, userId);
  const gap = latest ? now - Number(latest.last_seen_at) : Number.POSITIVE_INFINITY;
  if (latest && gap >= 0 && gap < SESSION_ACTIVITY_GAP_SECONDS) {
    await extendSessionActivity(tx, latest.id, now, serverNow);
    return;
  }
  await startSessionActivity(tx, userId, now, serverNow);
}

/**
 * The person's session seconds on the day of `now` (the UTC calendar day of their clock): every interval's overlap
 * with [start of that day, now]. An interval that crosses midnight counts only its part after it.
 */
export async function sessionSecondsOn(db: Queryable, userId: number, now: number): Promise<number> {
  const dayStart = dayStartOf(now);
  return Math.max(0, await sessionSecondsBetween(db, userId, dayStart, now));
}
