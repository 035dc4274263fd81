import { CAPTCHA_POLICY } from '@betting/contracts';
import type { Queryable } from '../db/database';
import type { AccountProtection } from '../security/request-limits';
import type { FailureCounts } from './captcha/rules';

/** The key attempts are counted under: a login as typed (case-folded), or a full phone number. */
export const loginKeyOf = {
  login: (login: string) => `login:${login.trim().toLowerCase()}`,
  phone: (telCode: string, phoneNumber: string) => `phone:+${telCode}${phoneNumber}`,
};

/** One try; `accountKey` names the account it was for (see accountKeyOf), counted across the account's aliases. */
export async function recordLoginAttempt(db: Queryable, loginKey: string, address: string, succeeded: boolean, now: number, accountKey: string | null = null): Promise<void> {
  await db.query('insert into login_attempts (login_key, address, succeeded, created_at, account_key) values ($1, $2, $3, $4, $5)', [loginKey, address, succeeded, new Date(now), accountKey]);
}

/** The account a sign-in is for: the user, whichever of their aliases was typed; else the login as typed. */
export const accountKeyOf = (userId: number | undefined, loginKey: string): string => (userId === undefined ? loginKey : `user:${userId}`);

export type AccountHold = { readonly code: 'account_throttled' | 'account_locked'; readonly retryAfterSeconds: number };

/**
 * Whether the account must wait before its next try: its failures since its last success (within the window) past
 * the free ones ask for a wait doubling with each failure, from the latest; `lockFailures` of them lock it for
 * `lockSeconds` from the one that tipped it over. Once a lock is over, one more failure locks it again.
 */
export async function accountHold(db: Queryable, accountKey: string, rules: AccountProtection, now: number): Promise<AccountHold | null> {
  const since = new Date(now - rules.windowSeconds * 1000);
  const rows = await db.query<{ created_at: Date | string }>(
    `select a.created_at from login_attempts a
      where a.account_key = $1 and not a.succeeded and a.created_at > $2
        and a.created_at > coalesce((select max(created_at) from login_attempts s where s.account_key = $1 and s.succeeded), '-infinity'::timestamptz)
      order by a.created_at desc limit $3`,
    [accountKey, since, rules.lockFailures],
  );
  const failures = rows.length;
  const latest = rows[0] ? new Date(rows[0].created_at).getTime() : 0;
  if (failures >= rules.lockFailures) {
    const until = latest + rules.lockSeconds * 1000;
    return now < until ? { code: 'account_locked', retryAfterSeconds: (until - now) / 1000 } : null;
  }
  if (failures >= rules.freeFailures) {
    const until = latest + rules.delayBaseSeconds * 1000 * 2 ** (failures - rules.freeFailures);
    return now < until ? { code: 'account_throttled', retryAfterSeconds: (until - now) / 1000 } : null;
  }
  return null;
}

/** Failures within the window: for the login, only those since its last success; for the address, all of them. */
export async function countFailures(db: Queryable, loginKey: string, address: string, now: number): Promise<FailureCounts> {
  const since = new Date(now - CAPTCHA_POLICY.windowSeconds * 1000);
  const rows = await db.query<{ login: string | number; address: string | number }>(
    `select
       (select count(*) from login_attempts a
         where a.login_key = $1 and not a.succeeded and a.created_at > $3
           and a.created_at > coalesce((select max(created_at) from login_attempts s where s.login_key = $1 and s.succeeded), '-infinity'::timestamptz)) as login,
       (select count(*) from login_attempts a where a.address = $2 and not a.succeeded and a.created_at > $3) as address`,
    [loginKey, address, since],
  );
  return { login: Number(rows[0]?.login ?? 0), address: Number(rows[0]?.address ?? 0) };
}
