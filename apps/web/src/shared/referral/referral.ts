import { systemClock } from '@betting/kernel';
import { createReferralModel } from '@betting/referral';
import { browserReferralCookies } from './browser-cookies';

/** The app's referral capture (spec §7) over document.cookie; main.tsx feeds it the landing query after load. */
export const referral = createReferralModel({ clock: systemClock, cookies: browserReferralCookies() });
