import type { AuthErrorCode } from '@betting/contracts';
import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/database';
import { equalSecrets, sha256 } from '../sessions';

export type CodePurpose = 'sms_login' | 'password_reset' | 'two_step' | 'phone_binding';

/** One-time codes: six digits, ten minutes, five tries, one use; a new code replaces the previous one. */
export const CODE_POLICY = { digits: 6, lifetimeSeconds: 600, maxAttempts: 5, resendAfterSeconds: 60 } as const;

export interface CodeRequest {
  readonly purpose: CodePurpose;
  readonly userId: number;
  readonly channel: 'sms' | 'email';
  readonly recipient: string;
  readonly remember?: boolean;
  /** For two-step: the hash of the pending cookie's token that the code is bound to. */
  readonly pendingTokenHash?: string;
}

const SUBJECTS: Record<CodePurpose, string> = { sms_login: 'Sign-in code', password_reset: 'Password reset code', two_step: 'Sign-in confirmation code', phone_binding: 'Phone confirmation code' };

/** True when a code for this purpose and recipient was sent less than `resendAfterSeconds` ago. */
export async function sentRecently(db: Queryable, purpose: CodePurpose, recipient: string, now: number): Promise<boolean> {
  const rows = await db.query('select 1 from auth_codes where purpose = $1 and recipient = $2 and created_at > $3', [purpose, recipient, new Date(now - CODE_POLICY.resendAfterSeconds * 1000)]);
  return rows.length > 0;
}

/** Stores the code's hash and puts the code itself in the outbox, in the caller's transaction. */
export async function issueCode(tx: Queryable, request: CodeRequest, now: number, random: (max: number) => number = randomInt): Promise<void> {
  const code = String(random(10 ** CODE_POLICY.digits)).padStart(CODE_POLICY.digits, '0');
  await tx.query('update auth_codes set used_at = $3 where purpose = $1 and recipient = $2 and used_at is null', [request.purpose, request.recipient, new Date(now)]);
  await tx.query(
    `insert into auth_codes (purpose, user_id, channel, recipient, code_hash, pending_token_hash, remember, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [request.purpose, request.userId, request.channel, request.recipient, sha256(code), request.pendingTokenHash ?? null, request.remember ?? false, new Date(now), new Date(now + CODE_POLICY.lifetimeSeconds * 1000)],
  );
  await tx.query('insert into outbox_messages (channel, recipient, subject, body) values ($1, $2, $3, $4)', [
    request.channel,
    request.recipient,
    SUBJECTS[request.purpose],
    `Your code: ${code}. It is valid for ${CODE_POLICY.lifetimeSeconds / 60} minutes. Do not share it with anyone.`,
  ]);
}

export type CodeCheck = { readonly ok: true; readonly userId: number; readonly remember: boolean } | { readonly ok: false; readonly code: AuthErrorCode };

/** Checks a code against the latest unused one for the recipient (or pending token); spends it when right. */
export async function consumeCode(db: Queryable, purpose: CodePurpose, lookup: { readonly recipient: string } | { readonly pendingTokenHash: string }, code: string, now: number): Promise<CodeCheck> {
  const [column, value] = 'recipient' in lookup ? ['recipient', lookup.recipient] : ['pending_token_hash', lookup.pendingTokenHash];
  const rows = await db.query<{ id: string | number; user_id: number; code_hash: string; attempts: number; expires_at: Date | string; remember: boolean }>(
    `select id, user_id, code_hash, attempts, expires_at, remember from auth_codes where purpose = $1 and ${column} = $2 and used_at is null order by created_at desc, id desc limit 1`,
    [purpose, value],
  );
  const row = rows[0];
  if (!row) return { ok: false, code: 'invalid_code' };
  if (new Date(row.expires_at).getTime() <= now) return { ok: false, code: 'code_expired' };
  if (row.attempts >= CODE_POLICY.maxAttempts) return { ok: false, code: 'too_many_attempts' };
  if (!equalSecrets(sha256(code), row.code_hash)) {
    await db.query('update auth_codes set attempts = attempts + 1 where id = $1', [row.id]);
    return { ok: false, code: row.attempts + 1 >= CODE_POLICY.maxAttempts ? 'too_many_attempts' : 'invalid_code' };
  }
  const spent = await db.query('update auth_codes set used_at = $2 where id = $1 and used_at is null returning id', [row.id, new Date(now)]);
  return spent.length === 1 ? { ok: true, userId: row.user_id, remember: row.remember } : { ok: false, code: 'invalid_code' };
}
