import { SECURITY_QUESTION_COOKIE, normalisedSecurityAnswer } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../db/database';
import { refuse, refuseForAWhile } from './errors';
import { accountHold, recordLoginAttempt } from './login-attempts.repository';
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
    const [row] = await db.query<{ security_question: string | null }>('select security_question from users where id = $1', [userId]);
    const question = row?.security_question;
    if (!question) throw new Error(`user ${userId} was asked a security question they do not have`);
    const token = newOpaqueToken();
    const now = clock.now();
    await db.query('insert into security_question_challenges (user_id, token_hash, remember, created_at, expires_at) values ($1, $2, $3, $4, $5)', [
      userId,
      sha256(token),
      remember,
      new Date(now),
      new Date(now + SECURITY_QUESTION_STEP.lifetimeSeconds * 1000),
    ]);
    reply.setCookie(SECURITY_QUESTION_COOKIE, token, { ...base(request), maxAge: SECURITY_QUESTION_STEP.lifetimeSeconds });
    return reply.code(200).send({ status: 'security_question_required', question });
  };
}

export function clearSecurityQuestionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SECURITY_QUESTION_COOKIE, base(request));
}

interface Challenge {
  readonly id: number;
  readonly userId: number;
  readonly remember: boolean;
  readonly attempts: number;
  readonly answerHash: string | null;
}

async function openChallenge(db: Queryable, token: string, now: number): Promise<Challenge | undefined> {
  const [row] = await db.query<{ id: string | number; user_id: number; remember: boolean; attempts: number; security_answer_hash: string | null }>(
    `select c.id, c.user_id, c.remember, c.attempts, u.security_answer_hash
       from security_question_challenges c join users u on u.id = c.user_id
      where c.token_hash = $1 and c.used_at is null and c.expires_at > $2`,
    [sha256(token), new Date(now)],
  );
  return row && { id: Number(row.id), userId: row.user_id, remember: row.remember, attempts: row.attempts, answerHash: row.security_answer_hash };
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
    const [spent] = await db.query<{ attempts: number }>('update security_question_challenges set attempts = attempts + 1 where id = $1 returning attempts', [challenge.id]);
    if ((spent?.attempts ?? SECURITY_QUESTION_STEP.maxAttempts) >= SECURITY_QUESTION_STEP.maxAttempts) clearSecurityQuestionCookie(request, reply);
    return { ok: false, reply: await refuse(reply, 400, 'wrong_security_answer') };
  }
  const used = await db.query('update security_question_challenges set used_at = $2 where id = $1 and used_at is null returning id', [challenge.id, new Date(now)]);
  if (used.length !== 1) return expired();
  clearSecurityQuestionCookie(request, reply);
  return { ok: true, userId: challenge.userId, remember: challenge.remember };
}
