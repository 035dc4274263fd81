import { limitRefusalToApiError, LIMIT_REFUSAL_STATUS } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { signInRefusal, type PersonClock } from '../limits';
import { passCaptchaGate } from './captcha/gate';
import { captchaDemand } from './captcha/rules';
import { setSessionCookie } from './cookies';
import type { AccountProtection } from '../security/request-limits';
import { askCaptcha, refuse, refuseForAWhile } from './errors';
import { accountHold, accountKeyOf, countFailures, recordLoginAttempt } from './login-attempts.repository';
import type { PasswordHasher } from './passwords';
import { openSession } from '../sessions';
import type { UserRecord } from './users.repository';

export interface SignInDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly hasher: PasswordHasher;
  readonly dummyHash: () => Promise<string>;
  /** Two-factor users: sends the second-step code and answers for it (see two-step.ts). */
  readonly startTwoStep: (request: FastifyRequest, reply: FastifyReply, user: UserRecord, remember: boolean) => Promise<FastifyReply>;
  /** Users with a security question: asks it and answers for it (see security-question-step.ts). */
  readonly askSecurityQuestion: (request: FastifyRequest, reply: FastifyReply, userId: number, remember: boolean) => Promise<FastifyReply>;
  /** The person's clock a self-exclusion is judged on (the test-control build's per-person one); the server's when absent. */
  readonly personClock?: PersonClock | undefined;
  /** Free failures, the growing wait and the lock of one account across its aliases. */
  readonly account: AccountProtection;
}

export interface SignInAttempt {
  readonly loginKey: string;
  readonly findUser: () => Promise<UserRecord | undefined>;
  readonly password: string;
  readonly remember: boolean;
}

/**
 * Opens a session for the user and answers `signed_in` with the `ua` cookie set. During a self-exclusion no session
 * opens: 403 with the limit's refusal (`self_exclusion_active`, its `endsAt`).
 */
export async function completeSignIn(deps: Pick<SignInDeps, 'db' | 'clock' | 'personClock'>, request: FastifyRequest, reply: FastifyReply, userId: number, remember: boolean) {
  const refusal = await signInRefusal(deps.db, deps.clock, userId, deps.personClock);
  if (refusal) return reply.code(LIMIT_REFUSAL_STATUS).send(limitRefusalToApiError(refusal, 'Self-exclusion is active'));
  const { token } = await openSession(deps.db, userId, remember, deps.clock.now());
  setSessionCookie(request, reply, token, remember);
  return reply.code(200).send({ status: 'signed_in', user_id: userId });
}

/**
 * Password sign-in, the same for every login kind. An unknown login and a wrong password get the same answer after
 * the same work: for an unknown login the password is verified against a dummy Argon2id hash. Repeated failures of
 * the account — through any of its aliases, from any address — make it wait, then lock it a while (429 with
 * Retry-After, the password unchecked; a try during the wait counts as a failure). Repeated failures for the login
 * or the address make the next try carry a captcha.
 */
export async function signInWithPassword(deps: SignInDeps, request: FastifyRequest, reply: FastifyReply, attempt: SignInAttempt) {
  const { db, clock, hasher } = deps;
  const now = clock.now();
  const user = await attempt.findUser();
  const accountKey = accountKeyOf(user?.id, attempt.loginKey);
  const hold = await accountHold(db, accountKey, deps.account, now);
  if (hold) {
    if (hold.code === 'account_throttled') await recordLoginAttempt(db, attempt.loginKey, request.ip, false, now, accountKey);
    return refuseForAWhile(reply, hold.code, hold.retryAfterSeconds);
  }
  const demand = captchaDemand(await countFailures(db, attempt.loginKey, request.ip, now));
  const gate = await passCaptchaGate(db, request.headers, demand, now);
  if (gate !== 'pass') return askCaptcha(reply, gate);

  const verified = user ? await hasher.verify(user.passwordHash, attempt.password) : await hasher.verify(await deps.dummyHash(), attempt.password).then(() => false);
  await recordLoginAttempt(db, attempt.loginKey, request.ip, verified, now, accountKey);
  if (!user || !verified) return refuse(reply, 400, 'invalid_credentials');
  if (user.status === 'blocked') return refuse(reply, 403, 'account_blocked');
  if (user.hasSecurityQuestion) return deps.askSecurityQuestion(request, reply, user.id, attempt.remember);
  return continueAfterKnowledge(deps, request, reply, user, attempt.remember);
}

/** What the bettor knows was checked (password, and the security question's answer when set): the code, or the session. */
export function continueAfterKnowledge(deps: SignInDeps, request: FastifyRequest, reply: FastifyReply, user: UserRecord, remember: boolean) {
  if (user.twoFactorEnabled) return deps.startTwoStep(request, reply, user, remember);
  return completeSignIn(deps, request, reply, user.id, remember);
}
