/**
 * Route-availability ids of the site config that the routes and guards read. The seed defines the site
 * config; an operator switches them. 72 and 47 are the spec's; the payment page's id is ours (the spec names
 * the rule, not the number).
 */
export const ROUTE_AVAILABILITY = {
  /** The login page exists for the access guard's guest target. */
  login: 72,
  /** The rules section of the bonuses (offers) page. */
  bonusesRules: 47,
  /** The information/payment page. */
  payment: 48,
} as const;

/** Wheel games with a bonus variant (`games/{gameRoute}`); the catalogue may hold more routes. */
export const BONUS_GAME_ROUTES = ['fortuna-bonus', 'chest-bonus', 'memory-bonus', 'safe-bonus', 'lottery-bonus', 'dragon-bonus'] as const;

/** Ban level at which a banned user may still withdraw (deduce): 53 for ban version 1, else 45. */
export function deduceBanLevel(banVersion: number): number {
  return banVersion === 1 ? 53 : 45;
}

/** The query key that asks the shell to open a modal (`?modal=login`); route change keeps modals it names. */
export const MODAL_QUERY_KEY = 'modal';
/** `?showForgotPasswordModal=1` opens the forgot-password modal for a guest (user/forgotpassword lands here). */
export const FORGOT_PASSWORD_QUERY_KEY = 'showForgotPasswordModal';
/** The return state the access guard puts on the sign-in entry point. */
export const STATE_QUERY_KEY = 'state';
/** `?platform_type=mobile` forces the mobile site. */
export const PLATFORM_QUERY_KEY = 'platform_type';
