import { SECURITY_QUESTION_COOKIE, normalisedSecurityAnswer } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../db/database';
import { refuse, refuseForAWhile } from './errors';
import { accountHold, recordLoginAttempt } from './login-attempts.repository';
import { readSecurityQuestion } from './profile/profile.repository';
import { insertSecurityQuestionChallenge, openChallengeByTokenHash, spendChallengeAttempt, useChallenge, type OpenChallenge } from './security-question-challenges.repository';
import type { PasswordHasher } from './passwords';
import { newOpaqueToken, sha256 } from '../sessions';
import type { AccountProtection } from '../security/request-limits';

/** A question waits ten minutes for its answer and takes five tries; then the bettor signs in again. */
export const SECURITY_QUESTION_STEP = { lifetimeSeconds: 600, maxAttempts: 5 } as const;

/**
 * Wrong answers are counted apart from wrong passwords, under a key of their own: a right password (which resets the
 * password's count) must not wipe out the wrong answers given before it.
 */
export const securityAnswerKey = (userId: number) => `security-answer:user:${userId}`;

const base = (request: FastifyRequest) => ({ path: '/', sameSite: 'lax' as const, secure: request.protocol === 'https', httpOnly: true });

/**
 * The password was right and the bettor has a security question: a challenge row bound to an httpOnly cookie, and
 * the question in the answer. No session exists until the answer is right.
 */
export function securityQuestionStarter(db: Database, clock: Clock) {
  return async (request: FastifyRequest, reply: FastifyReply, userId: number, remember: boolean): Promise<FastifyReply> => {
    const question = await readSecurityQuestion(db, userId);
    if (!question) throw new Error(`user ${userId} was asked a security question they do not have`);
    const token = newOpaqueToken();
    const now = clock.now();
    await insertSecurityQuestionChallenge(db, {
      userId,
      tokenHash: sha256(token),
      remember,
      createdAt: new Date(now),
      expiresAt: new Date(now + SECURITY_QUESTION_STEP.lifetimeSeconds * 1000),
    });
    reply.setCookie(SECURITY_QUESTION_COOKIE, token, { ...base(request), maxAge: SECURITY_QUESTION_STEP.lifetimeSeconds });
    return reply.code(200).send({ status: 'security_question_required', question });
  };
}

export function clearSecurityQuestionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SECURITY_QUESTION_COOKIE, base(request));
}

async function openChallenge(db: Queryable, token: string, now: number): Promise<OpenChallenge | undefined> {
  return openChallengeByTokenHash(db, sha256(token), new Date(now));
}

export type AnswerCheck = { readonly ok: true; readonly userId: number; readonly remember: boolean } | { readonly ok: false; readonly reply: FastifyReply };

export interface AnswerCheckDeps {
  readonly db: Database;
  readonly clock: Clock;
  readonly hasher: PasswordHasher;
  readonly account: AccountProtection;
}

/**
 * Checks the answer for the challenge this browser holds. Wrong answers count for the account (the same free
 * failures, growing wait and lock as wrong passwords, under their own key) and for the address (its captcha), and
 * spend the challenge's tries; a right one spends the challenge. A question removed meanwhile reads as expired.
 */
export async function checkSecurityAnswer(deps: AnswerCheckDeps, request: FastifyRequest, reply: FastifyReply, answer: string): Promise<AnswerCheck> {
  const { db, clock } = deps;
  const now = clock.now();
  const token = request.cookies[SECURITY_QUESTION_COOKIE];
  const challenge = token ? await openChallenge(db, token, now) : undefined;
  const expired = async () => {
    clearSecurityQuestionCookie(request, reply);
    return { ok: false as const, reply: await refuse(reply, 400, 'security_question_expired') };
  };
  if (!challenge || challenge.answerHash === null || challenge.attempts >= SECURITY_QUESTION_STEP.maxAttempts) return expired();

  const key = securityAnswerKey(challenge.userId);
  const hold = await accountHold(db, key, deps.account, now);
  if (hold) {
    return { ok: false, reply: await refuseForAWhile(reply, 'security_answer_locked', hold.retryAfterSeconds) };
  }

  const right = await deps.hasher.verify(challenge.answerHash, normalisedSecurityAnswer(answer));
  await recordLoginAttempt(db, key, request.ip, right, now, key);
  if (!right) {
    const attempts = await spendChallengeAttempt(db, challenge.id);
    if ((attempts ?? SECURITY_QUESTION_STEP.maxAttempts) >= SECURITY_QUESTION_STEP.maxAttempts) clearSecurityQuestionCookie(request, reply);
    return { ok: false, reply: await refuse(reply, 400, 'wrong_security_answer') };
  }
  if (!(await useChallenge(db, challenge.id, new Date(now)))) return expired();
  clearSecurityQuestionCookie(request, reply);
  return { ok: true, userId: challenge.userId, remember: challenge.remember };
}
