export { referral } from './referral';
export { browserReferralCookies, referralCookieText } from './browser-cookies';
export type { ReferralCookieEnvironment } from './browser-cookies';
