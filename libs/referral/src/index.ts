// rules
export { REFERRAL_COOKIE_NAMES, REFERRAL_LIFETIME_SECONDS, REFERRAL_QUERY_KEYS, REFERRAL_VALUE_TYPES, REFLINK_TAG_KEYS } from './rules/cookies';
export { MAX_REFERRAL_VALUE_LENGTH, cleanReferralValue } from './rules/value';
export { POSTBACK_WATCHER_MARK, referralCookieWrites, referralParam, serializeReferralValues } from './rules/capture';
export { parseReferralValues, refCodeForRegistration } from './rules/read';

// model
export { createReferralModel } from './model/referral.model';

// types
export type {
  ReferralCookieName,
  ReferralCookies,
  ReferralCookieWrite,
  ReferralQueryKey,
  ReferralValues,
  ReferralValueType,
} from './rules/cookies';
export type { ReferralQuery } from './rules/capture';
export type { ReferralCookieJar, ReferralModel, ReferralModelDeps } from './model/referral.model';
