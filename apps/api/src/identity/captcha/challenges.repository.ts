import { CAPTCHA_POLICY } from '@betting/contracts';
import { randomUUID } from 'node:crypto';
import type { Queryable } from '../../db/database';
import type { ChallengeState } from './rules';

export async function createChallenge(db: Queryable, answer: string, now: number): Promise<{ id: string; expiresAt: number }> {
  const id = randomUUID();
  const expiresAt = now + CAPTCHA_POLICY.lifetimeSeconds * 1000;
  await db.query('insert into captcha_challenges (id, answer, created_at, expires_at) values ($1, $2, $3, $4)', [id, answer, new Date(now), new Date(expiresAt)]);
  return { id, expiresAt };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function findChallenge(db: Queryable, id: string): Promise<ChallengeState | undefined> {
  if (!UUID.test(id)) return undefined;
  const rows = await db.query<{ answer: string; expires_at: Date | string; solved_at: Date | string | null; used_at: Date | string | null }>(
    'select answer, expires_at, solved_at, used_at from captcha_challenges where id = $1',
    [id],
  );
  const row = rows[0];
  return row && { answer: row.answer, digits: row.answer.length, expiresAt: new Date(row.expires_at).getTime(), solved: row.solved_at !== null, used: row.used_at !== null };
}

/** Spends the challenge; false when someone spent it first (two requests racing with one captcha). */
export async function useChallenge(db: Queryable, id: string, now: number): Promise<boolean> {
  return (await db.query('update captcha_challenges set used_at = $2 where id = $1 and used_at is null returning id', [id, new Date(now)])).length === 1;
}

export async function markSolved(db: Queryable, id: string, now: number): Promise<boolean> {
  return (await db.query('update captcha_challenges set solved_at = $2 where id = $1 and used_at is null and solved_at is null returning id', [id, new Date(now)])).length === 1;
}

/** Non-production test control only. */
export async function challengeAnswer(db: Queryable, id: string): Promise<string | undefined> {
  if (!UUID.test(id)) return undefined;
  const rows = await db.query<{ answer: string }>('select answer from captcha_challenges where id = $1', [id]);
  return rows[0]?.answer;
}
