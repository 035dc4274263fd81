import { USER_TRANSFER_REDIRECT_TTL_SECONDS, type AuthErrorCode } from '@betting/contracts';
import { randomInt } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { CODE_POLICY } from '../codes.repository';
import { equalSecrets, newOpaqueToken, sha256 } from '../../sessions';

/** Transfer codes follow the one-time code policy: six digits, ten minutes, five tries, one use, one send a minute. */
export const TRANSFER_POLICY = CODE_POLICY;

export async function transferCodeSentRecently(db: Queryable, userId: number, now: number): Promise<boolean> {
  const rows = await db.query('select 1 from user_transfer_codes where user_id = $1 and created_at > $2', [userId, new Date(now - TRANSFER_POLICY.resendAfterSeconds * 1000)]);
  return rows.length > 0;
}

/** A new code replaces the previous one; its hash is stored and the code itself goes to the outbox, in one transaction. */
export async function issueTransferCode(tx: Queryable, userId: number, recipient: string, now: number, random: (max: number) => number = randomInt): Promise<void> {
  const code = String(random(10 ** TRANSFER_POLICY.digits)).padStart(TRANSFER_POLICY.digits, '0');
  await tx.query('update user_transfer_codes set used_at = $2 where user_id = $1 and used_at is null', [userId, new Date(now)]);
  await tx.query('insert into user_transfer_codes (user_id, recipient, code_hash, created_at, expires_at) values ($1, $2, $3, $4, $5)', [
    userId,
    recipient,
    sha256(code),
    new Date(now),
    new Date(now + TRANSFER_POLICY.lifetimeSeconds * 1000),
  ]);
  await tx.query('insert into outbox_messages (channel, recipient, subject, body) values ($1, $2, $3, $4)', [
    'sms',
    recipient,
    'Account transfer code',
    `Your code: ${code}. It is valid for ${TRANSFER_POLICY.lifetimeSeconds / 60} minutes. Do not share it with anyone.`,
  ]);
}

export type TransferCodeCheck = { readonly ok: true; readonly redirectToken: string } | { readonly ok: false; readonly status: number; readonly code: AuthErrorCode };

/** Checks the code against the user's latest unused one; a right one is spent and gives a single-use redirect token. */
export async function checkTransferCode(db: Queryable, userId: number, code: string, now: number): Promise<TransferCodeCheck> {
  const rows = await db.query<{ id: string | number; code_hash: string; attempts: number; expires_at: Date | string }>(
    'select id, code_hash, attempts, expires_at from user_transfer_codes where user_id = $1 and used_at is null order by created_at desc, id desc limit 1',
    [userId],
  );
  const row = rows[0];
  if (!row) return { ok: false, status: 400, code: 'invalid_code' };
  if (new Date(row.expires_at).getTime() <= now) return { ok: false, status: 400, code: 'code_expired' };
  if (row.attempts >= TRANSFER_POLICY.maxAttempts) return { ok: false, status: 429, code: 'too_many_attempts' };
  if (!equalSecrets(sha256(code), row.code_hash)) {
    await db.query('update user_transfer_codes set attempts = attempts + 1 where id = $1', [row.id]);
    return row.attempts + 1 >= TRANSFER_POLICY.maxAttempts ? { ok: false, status: 429, code: 'too_many_attempts' } : { ok: false, status: 400, code: 'invalid_code' };
  }
  const redirectToken = newOpaqueToken();
  const spent = await db.query('update user_transfer_codes set used_at = $2, redirect_token_hash = $3, redirect_expires_at = $4 where id = $1 and used_at is null returning id', [
    row.id,
    new Date(now),
    sha256(redirectToken),
    new Date(now + USER_TRANSFER_REDIRECT_TTL_SECONDS * 1000),
  ]);
  return spent.length === 1 ? { ok: true, redirectToken } : { ok: false, status: 400, code: 'invalid_code' };
}

/** Spends a live redirect token (inside the caller's transaction) and names its user. */
export async function redeemRedirectToken(tx: Queryable, redirectToken: string, now: number): Promise<number | undefined> {
  const rows = await tx.query<{ user_id: number }>(
    'update user_transfer_codes set redirect_used_at = $2 where redirect_token_hash = $1 and redirect_used_at is null and redirect_expires_at > $2 returning user_id',
    [sha256(redirectToken), new Date(now)],
  );
  return rows[0]?.user_id;
}
