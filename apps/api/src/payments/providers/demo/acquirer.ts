import type { DemoPayOutcome } from '@betting/contracts';
import type { Database } from '../../../db/database';
import { deliverNotification, queueNotification, type SenderDeps } from './notifications';
import { chooseDemoOutcome, type DemoSession, type DemoSessionKind } from './sessions.repository';

export type AcquirerDeps = SenderDeps & { readonly db: Database };

/**
 * The person chose an outcome on the hosted page. The session's new state and its notification are written in one
 * transaction; then the notification goes out at once over HTTP (a failure is retried by the scheduled job), so by
 * the time the browser is back on the site the money has usually moved. Answers the session after the choice.
 */
export async function chooseOutcome(deps: AcquirerDeps, kind: DemoSessionKind, token: string, outcome: DemoPayOutcome): Promise<DemoSession | undefined> {
  const now = new Date(deps.clock.now());
  const chosen = await deps.db.transaction(async (tx) => {
    const result = await chooseDemoOutcome(tx, kind, token, outcome, now);
    if (!result) return undefined;
    return { session: result.session, notification: result.changed ? await queueNotification(tx, result.session, now) : null };
  });
  if (chosen?.notification) await deliverNotification(deps, chosen.notification);
  return chosen?.session;
}
