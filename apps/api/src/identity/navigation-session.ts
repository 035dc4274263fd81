import { SESSION_COOKIE } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import { guestSession, type SessionState } from '@betting/routing';
import type { Queryable } from '../db/database';
import { findActiveSession } from '../sessions';
import { termsStatusOf } from './terms/terms.repository';
import { routingStandingOf } from './users.repository';

/**
 * The session as the routing decision sees it (libs/routing's SessionState), from the `ua` cookie: a page request
 * of a signed-in person is decided for them on the server exactly as the browser decides it.
 */
export async function navigationSessionOf(db: Queryable, clock: Clock, cookies: Readonly<Record<string, string | undefined>>): Promise<SessionState> {
  const token = cookies[SESSION_COOKIE];
  if (!token) return guestSession;
  const session = await findActiveSession(db, token, clock.now());
  if (!session) return guestSession;
  const user = await routingStandingOf(db, session.userId);
  if (!user) return guestSession;
  const terms = await termsStatusOf(db, session.userId);
  return {
    ...guestSession,
    signedIn: true,
    banLevel: user.banLevel,
    banVersion: user.banVersion,
    // spec §3: user_status_id 1 is "pending verification"
    pendingIdentification: user.userStatusId === 1,
    termsChanged: terms.changed,
  };
}
