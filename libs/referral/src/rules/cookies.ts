/** The cookies referral capture writes (spec §7 "Referral capture (query to cookie)"). */
export const REFERRAL_COOKIE_NAMES = ['refererid', 'referral_values', 'ref_partner_id', 'reflinkid', 'postback_watcher', 'subid'] as const;
export type ReferralCookieName = (typeof REFERRAL_COOKIE_NAMES)[number];

/** The referral cookies present in the browser, by name (absent ones left out). */
export type ReferralCookies = Readonly<Partial<Record<ReferralCookieName, string>>>;

/** One cookie to write: `value` is the raw text (the writer encodes it), the lifetime both ways. */
export interface ReferralCookieWrite {
  readonly name: ReferralCookieName;
  readonly value: string;
  /** ms since the Unix epoch: `now + maxAgeSeconds * 1000`. */
  readonly expiresAt: number;
  readonly maxAgeSeconds: number;
}

/** The kinds of `referral_values` (spec §3 "Referral cookie values: type, val, additional"). */
export const REFERRAL_VALUE_TYPES = ['reflinkid', 'bf_id'] as const;
export type ReferralValueType = (typeof REFERRAL_VALUE_TYPES)[number];

/** The `referral_values` cookie, stored as JSON. `additional` holds the reflink's attributes when given. */
export interface ReferralValues {
  readonly type: ReferralValueType;
  readonly val: string;
  readonly additional: { readonly bwpromocode?: string; readonly affid?: string };
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Cookie lifetimes in seconds, as spec §7 gives them. */
export const REFERRAL_LIFETIME_SECONDS = {
  refererid: 60 * DAY,
  bfId: DAY,
  reflinkValues: 60 * DAY,
  partnerFromClick: 30 * DAY,
  partnerFromAffid: 60 * DAY,
  reflinkid: HOUR,
  postbackWatcher: 30 * DAY,
  postbackWatcherShort: 4,
  subid: 60 * DAY,
} as const;

/** The query keys that can lead to a write; any other key is ignored. */
export const REFERRAL_QUERY_KEYS = ['ref', 'bf', 'btag', 'tag', 'qtag', 'bwpromocode', 'affid', 'click_id', 'utm_source', 'aip', 'pb', 'subid'] as const;
export type ReferralQueryKey = (typeof REFERRAL_QUERY_KEYS)[number];

/** Reflink tags, strongest first: with several present, the first one wins. */
export const REFLINK_TAG_KEYS = ['btag', 'tag', 'qtag'] as const satisfies readonly ReferralQueryKey[];
