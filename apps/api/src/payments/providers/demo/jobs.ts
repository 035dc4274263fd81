import type { DemoPayRunJobsResponse } from '@betting/contracts';
import type { Database } from '../../../db/database';
import { deliverNotification, leaseDueNotifications, queueNotification, type PendingNotification, type SenderDeps } from './notifications';
import { expireAbandonedSessions, settleDuePendingSessions } from './sessions.repository';

export interface DemoPayJobSettings {
  /** A payment left pending this long is confirmed (success) by the provider. */
  readonly pendingForMs: number;
  /** A page nobody finished this long after it opened is cancelled. */
  readonly sessionTtlMs: number;
}

export const DEFAULT_SESSION_TTL_MS = 24 * 60 * 60_000;

/**
 * One run of the provider's scheduled job: confirms payments pending long enough, cancels abandoned pages, then
 * sends every notification that is due (new ones and retries of undelivered ones). Safe to run in several processes
 * at once: each session changes state once, each due notification is leased to one sender.
 */
export async function runDemoPayJobs(deps: SenderDeps & { readonly db: Database }, settings: DemoPayJobSettings): Promise<DemoPayRunJobsResponse> {
  const now = new Date(deps.clock.now());
  const changed = await deps.db.transaction(async (tx) => {
    const settled = await settleDuePendingSessions(tx, new Date(now.getTime() - settings.pendingForMs), now);
    const expired = await expireAbandonedSessions(tx, new Date(now.getTime() - settings.sessionTtlMs), now);
    const queued: PendingNotification[] = [];
    for (const session of [...settled, ...expired]) queued.push(await queueNotification(tx, session, now));
    return { settled: settled.length, expired: expired.length, queued };
  });
  let delivered = 0;
  for (const notification of changed.queued) if (await deliverNotification(deps, notification)) delivered += 1;
  for (const notification of await leaseDueNotifications(deps.db, now)) if (await deliverNotification(deps, notification)) delivered += 1;
  return { settled: changed.settled, expired: changed.expired, delivered };
}
