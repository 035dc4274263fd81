import type { Queryable } from '../db/database';

/** A new challenge: the hash of the token its cookie holds, and when it expires. */
export async function insertSecurityQuestionChallenge(db: Queryable, challenge: { userId: number; tokenHash: string; remember: boolean; createdAt: Date; expiresAt: Date }): Promise<void> {
  await db.query('insert into security_question_challenges (user_id, token_hash, remember, created_at, expires_at) values ($1, $2, $3, $4, $5)', [
    challenge.userId,
    challenge.tokenHash,
    challenge.remember,
    challenge.createdAt,
    challenge.expiresAt,
  ]);
}

/** An unused, unexpired challenge and the answer hash of its user (null: the question was removed meanwhile). */
export interface OpenChallenge {
  readonly id: number;
  readonly userId: number;
  readonly remember: boolean;
  readonly attempts: number;
  readonly answerHash: string | null;
}

/** The challenge whose token hashes to `tokenHash`, while it is unused and unexpired at `now`. */
export async function openChallengeByTokenHash(db: Queryable, tokenHash: string, now: Date): Promise<OpenChallenge | undefined> {
  const [row] = await db.query<{ id: string | number; user_id: number; remember: boolean; attempts: number; security_answer_hash: string | null }>(
    `select c.id, c.user_id, c.remember, c.attempts, u.security_answer_hash
       from security_question_challenges c join users u on u.id = c.user_id
      where c.token_hash = $1 and c.used_at is null and c.expires_at > $2`,
    [tokenHash, now],
  );
  return row && { id: Number(row.id), userId: row.user_id, remember: row.remember, attempts: row.attempts, answerHash: row.security_answer_hash };
}

/** Spends one try of the challenge: the tries spent with it (undefined when the row is gone). */
export async function spendChallengeAttempt(db: Queryable, challengeId: number): Promise<number | undefined> {
  const [spent] = await db.query<{ attempts: number }>('update security_question_challenges set attempts = attempts + 1 where id = $1 returning attempts', [challengeId]);
  return spent?.attempts;
}

/** Marks the challenge used, once; false when it was used already. */
export async function useChallenge(db: Queryable, challengeId: number, now: Date): Promise<boolean> {
  const used = await db.query('update security_question_challenges set used_at = $2 where id = $1 and used_at is null returning id', [challengeId, now]);
  return used.length === 1;
}
