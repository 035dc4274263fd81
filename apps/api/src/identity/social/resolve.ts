import type { AuthErrorCode } from '@betting/contracts';
import { fixedClock } from '@betting/kernel';
import type { Database } from '../../db/database';
import { signInRefusal } from '../../limits';
import { CODE_POLICY, issueCode } from '../codes.repository';
import { newOpaqueToken, sha256, openSession } from '../../sessions';
import { phoneRecipient } from '../two-step';
import { findUserById } from '../users.repository';
import { findLinkedUser, issueRegistrationToken, type RegistrationData, type SocialIdentity } from './identities.repository';
import { createSocialUser, registrationDataProblem, type SocialUserDeps } from './social-users';

export type SocialOutcome =
  | { readonly kind: 'signed_in'; readonly userId: number; readonly sessionToken: string; readonly remember: boolean; readonly registered: boolean }
  /** A two-factor user: the code went out and the pending token binds this browser to it (the two-step cookie). */
  | { readonly kind: 'two_step'; readonly channel: 'sms' | 'email'; readonly pendingToken: string; readonly maxAgeSeconds: number }
  /** Unknown identity without registration data: POST register `soc_reg` with this token. */
  | { readonly kind: 'register'; readonly socialToken: string }
  | { readonly kind: 'refused'; readonly status: number; readonly code: AuthErrorCode };

export interface ResolveInput {
  readonly identity: SocialIdentity;
  readonly registration: RegistrationData | null;
  readonly registrationEnabled: boolean;
  readonly remember: boolean;
  readonly now: number;
}

/**
 * The one decision after a provider vouched for an identity, for one-tap and the code flow alike: a linked user signs
 * in (a blocked one is refused, a two-factor one gets the second step); an unknown identity registers when
 * registration is enabled — at once with registration data, else through a one-time social token.
 */
export async function resolveSocialIdentity(db: Database, deps: SocialUserDeps, input: ResolveInput): Promise<SocialOutcome> {
  const { identity, registration, remember, now } = input;
  const linkedUserId = await findLinkedUser(db, identity, now);
  if (linkedUserId !== undefined) {
    const user = await findUserById(db, linkedUserId);
    if (!user) throw new Error(`social identity linked to missing user ${linkedUserId}`);
    if (user.status === 'blocked') return { kind: 'refused', status: 403, code: 'account_blocked' };
    // A self-excluded person signs in no way at all (responsible gaming), social networks included.
    if (await signInRefusal(db, fixedClock(now), user.id, deps.personClock)) return { kind: 'refused', status: 403, code: 'self_exclusion_active' };
    if (user.twoFactorEnabled) {
      const channel = user.phoneNumber !== null && user.phoneCode !== null ? 'sms' : 'email';
      const recipient = channel === 'sms' ? phoneRecipient(user.phoneCode ?? '', user.phoneNumber ?? '') : (user.email ?? '');
      if (recipient === '') throw new Error(`user ${user.id} has two-factor on but neither phone nor e-mail`);
      const pendingToken = newOpaqueToken();
      await db.transaction((tx) => issueCode(tx, { purpose: 'two_step', userId: user.id, channel, recipient, remember, pendingTokenHash: sha256(pendingToken) }, now, deps.random));
      return { kind: 'two_step', channel, pendingToken, maxAgeSeconds: CODE_POLICY.lifetimeSeconds };
    }
    const { token } = await openSession(db, user.id, remember, now);
    return { kind: 'signed_in', userId: user.id, sessionToken: token, remember, registered: false };
  }
  if (!input.registrationEnabled) return { kind: 'refused', status: 403, code: 'registration_disabled' };
  if (registration === null) return { kind: 'register', socialToken: await issueRegistrationToken(db, identity, now) };
  const problem = await registrationDataProblem(db, registration);
  if (problem) return { kind: 'refused', status: 400, code: problem };
  const created = await db.transaction((tx) => createSocialUser(tx, deps, identity, registration, remember, now));
  return { kind: 'signed_in', userId: created.userId, sessionToken: created.sessionToken, remember, registered: true };
}
