import { FRIENDS_PAGE_SIZE, type BringFriendResponse } from '@betting/contracts';
import type { Queryable } from '../../db/database';
import { isoOfNumericCode } from '../../platform/currency-codes';
import { readSafeInteger } from '../../db/integers';
import { maskUserId } from '../rules/mask';
import { referredCounts, referredFriends } from './bring-friend.repository';

/**
 * The query key of a referral link: libs/referral captures `ref` into the `refererid` cookie (60 days) and
 * registration sends it as `ref_code`, which `users.ref_code` keeps.
 */
export const REFERRAL_LINK_QUERY_KEY = 'ref';

/** The person's referral link: the site's origin and language, `?ref={their user id}`. */
export function referralLink(origin: string, lng: string, userId: number): string {
  return `${origin.replace(/\/+$/, '')}/${lng}/?${REFERRAL_LINK_QUERY_KEY}=${userId}`;
}

/** The friends registered with the person's code, newest first, with their first deposit (from the payments). */
export async function bringFriend(db: Queryable, userId: number, link: string, page: number): Promise<BringFriendResponse> {
  const code = String(userId);
  const counts = await referredCounts(db, code);
  const rows = await referredFriends(db, code, FRIENDS_PAGE_SIZE, (page - 1) * FRIENDS_PAGE_SIZE);
  return {
    ref_code: code,
    link,
    friends: rows.map((row) => ({
      friend: maskUserId(row.id),
      registered_at: new Date(row.created_at).toISOString(),
      first_deposit:
        row.deposited_at === null || row.currency_id === null
          ? null
          : { amount: readSafeInteger(row.amount, 'amount'), currency: isoOfNumericCode(row.currency_id), at: new Date(row.deposited_at).toISOString() },
    })),
    total_count: counts.total,
    with_deposit_count: counts.deposited,
  };
}
