import * as z from 'zod/mini';
import { CurrencyIsoSchema, MinorAmountSchema } from '../accounts/money';
import { LanguageCodeSchema } from '../config/site-config';

export const FRIENDS_PAGE_SIZE = 20;
export const BringFriendQuerySchema = z.object({
  lng: z._default(LanguageCodeSchema, 'en'),
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(10_000)), 1),
});
export type BringFriendQuery = z.infer<typeof BringFriendQuerySchema>;

/** A friend who registered through the link: their id half hidden, when, and their first deposit (null before it). */
export const FriendSchema = z.object({
  friend: z.string(),
  registered_at: z.iso.datetime({ offset: true }),
  first_deposit: z.nullable(z.object({ amount: MinorAmountSchema, currency: CurrencyIsoSchema, at: z.iso.datetime({ offset: true }) })),
});
export type Friend = z.infer<typeof FriendSchema>;

/**
 * `GET /web-api/office/bringfriend`: the person's referral code (their user id) and link — the site's origin and
 * language with `?ref={code}`, the query libs/referral captures into the `refererid` cookie that registration sends
 * as `ref_code` — and the friends registered with it, newest first, FRIENDS_PAGE_SIZE a page.
 */
export const BringFriendResponseSchema = z.object({
  ref_code: z.string(),
  link: z.string(),
  friends: z.array(FriendSchema),
  total_count: z.int().check(z.gte(0)),
  with_deposit_count: z.int().check(z.gte(0)),
});
export type BringFriendResponse = z.infer<typeof BringFriendResponseSchema>;
