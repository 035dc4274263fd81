import type { Queryable } from '../../db/database';
import { readSafeInteger } from '../../db/integers';

/** How many people registered with the referral code, and how many of them made a first deposit. */
export async function referredCounts(db: Queryable, code: string): Promise<{ total: number; deposited: number }> {
  const [row] = await db.query<{ total: unknown; deposited: unknown }>(
    `select count(*) as total, count(f.user_id) as deposited from users u left join payment_first_deposits f on f.user_id = u.id where u.ref_code = $1`,
    [code],
  );
  return { total: readSafeInteger(row?.total ?? 0), deposited: readSafeInteger(row?.deposited ?? 0) };
}

/** A person registered with the code, with their first deposit (null fields: none yet). */
export interface ReferredFriendRow {
  id: number;
  created_at: Date | string;
  amount: unknown;
  currency_id: number | null;
  deposited_at: Date | string | null;
}

/** One page of the people registered with the code, newest first, with their first deposit (from the payments). */
export async function referredFriends(db: Queryable, code: string, limit: number, offset: number): Promise<ReferredFriendRow[]> {
  return db.query<ReferredFriendRow>(
    `select u.id, u.created_at, p.amount, p.currency_id, f.created_at as deposited_at
       from users u left join payment_first_deposits f on f.user_id = u.id left join payments p on p.id = f.payment_id
      where u.ref_code = $1 order by u.created_at desc, u.id desc limit $2 offset $3`,
    [code, limit, offset],
  );
}
