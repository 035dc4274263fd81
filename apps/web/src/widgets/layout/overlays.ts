/**
 * What floats over the page or appears later (notices, reminders, the support button, the team-cash modal, the
 * cookie popup, the age notice), as one chunk fetched after the first paint: one lazy import instead of one each
 * keeps the first JavaScript small.
 */
export { AgeNotice } from '../age-notice/AgeNotice';
export { CookiePopup } from '../cookie-popup/CookiePopup';
export { InactivityNotice } from '../inactivity-notice/InactivityNotice';
export { NoticesHost } from '../notices/NoticesHost';
export { RegistrationReminder } from '../registration-reminder/RegistrationReminder';
export { SupportButton } from '../support-button/SupportButton';
export { TeamCashModal } from '../team-cash';
export { RechargeModal } from '../recharge-modal/RechargeModal';
export { ResponsibleGamingHost } from '../responsible-gaming';
export { ScrollToTop } from '../scroll-to-top/ScrollToTop';
