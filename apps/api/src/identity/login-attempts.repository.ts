import { CAPTCHA_POLICY } from '@betting/contracts';
import type { Queryable } from '../db/database';
import type { FailureCounts } from './captcha/rules';

/** The key attempts are counted under: a login as typed (case-folded), or a full phone number. */
export const loginKeyOf = {
  login: (login: string) => `login:${login.trim().toLowerCase()}`,
  phone: (telCode: string, phoneNumber: string) => `phone:+${telCode}${phoneNumber}`,
};

export async function recordLoginAttempt(db: Queryable, loginKey: string, address: string, succeeded: boolean, now: number): Promise<void> {
  await db.query('insert into login_attempts (login_key, address, succeeded, created_at) values ($1, $2, $3, $4)', [loginKey, address, succeeded, new Date(now)]);
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
