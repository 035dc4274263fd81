import {
  REFERRAL_LIFETIME_SECONDS as LIFETIME,
  REFLINK_TAG_KEYS,
  type ReferralCookieName,
  type ReferralCookieWrite,
  type ReferralQueryKey,
  type ReferralValues,
} from './cookies';
import { cleanReferralValue } from './value';

export type ReferralQuery = URLSearchParams | Readonly<Record<string, string>>;

/** postback_watcher's value when the query has no `pb`: it only marks "a referral was just captured". */
export const POSTBACK_WATCHER_MARK = '1';

/** The query's value for `key` (the first one when repeated), cleaned; undefined when absent or unfit. */
export function referralParam(query: ReferralQuery, key: ReferralQueryKey): string | undefined {
  if (query instanceof URLSearchParams) return cleanReferralValue(query.get(key));
  return Object.hasOwn(query, key) ? cleanReferralValue(query[key]) : undefined;
}

/** The JSON text of a `referral_values` cookie. */
export function serializeReferralValues(values: ReferralValues): string {
  return JSON.stringify({ type: values.type, val: values.val, additional: values.additional });
}

/**
 * The cookies a landing query writes (spec §7), at most one per name, in a fixed order:
 * - `ref` → refererid, 60 days;
 * - `btag`, else `tag`, else `qtag` → referral_values {type reflinkid, val, additional {bwpromocode, affid}}
 *   60 days, and reflinkid (the raw tag) 1 hour; without a tag, `bf` → referral_values {type bf_id} 1 day;
 * - ref_partner_id: `affid` with a tag → affid, 60 days; else `click_id` + `utm_source` + `aip` → aip, 30 days;
 * - `subid` → subid, 60 days;
 * - postback_watcher whenever anything above is written or `pb` is given: `pb` 30 days, else "1" for 4 s.
 * Values are cleaned by `cleanReferralValue`; an unfit value counts as absent. `now` is ms since the epoch.
 */
export function referralCookieWrites(query: ReferralQuery, now: number): ReferralCookieWrite[] {
  if (!Number.isFinite(now)) throw new RangeError(`referralCookieWrites: now must be a finite number of ms, got ${now}`);
  const param = (key: ReferralQueryKey) => referralParam(query, key);
  const writes: ReferralCookieWrite[] = [];
  const write = (name: ReferralCookieName, value: string, maxAgeSeconds: number) =>
    writes.push({ name, value, maxAgeSeconds, expiresAt: now + maxAgeSeconds * 1000 });

  const ref = param('ref');
  if (ref !== undefined) write('refererid', ref, LIFETIME.refererid);

  const tag = REFLINK_TAG_KEYS.map(param).find((value) => value !== undefined);
  const affid = param('affid');
  if (tag !== undefined) {
    const bwpromocode = param('bwpromocode');
    const additional = { ...(bwpromocode === undefined ? {} : { bwpromocode }), ...(affid === undefined ? {} : { affid }) };
    write('referral_values', serializeReferralValues({ type: 'reflinkid', val: tag, additional }), LIFETIME.reflinkValues);
  } else {
    const bf = param('bf');
    if (bf !== undefined) write('referral_values', serializeReferralValues({ type: 'bf_id', val: bf, additional: {} }), LIFETIME.bfId);
  }

  if (tag !== undefined && affid !== undefined) write('ref_partner_id', affid, LIFETIME.partnerFromAffid);
  else {
    const [clickId, utmSource, aip] = [param('click_id'), param('utm_source'), param('aip')];
    if (clickId !== undefined && utmSource !== undefined && aip !== undefined) write('ref_partner_id', aip, LIFETIME.partnerFromClick);
  }

  if (tag !== undefined) write('reflinkid', tag, LIFETIME.reflinkid);

  const subid = param('subid');
  if (subid !== undefined) write('subid', subid, LIFETIME.subid);

  const pb = param('pb');
  if (pb !== undefined) write('postback_watcher', pb, LIFETIME.postbackWatcher);
  else if (writes.length > 0) write('postback_watcher', POSTBACK_WATCHER_MARK, LIFETIME.postbackWatcherShort);

  return writes;
}
