/**
 * The site's protection set out of a benchmark's way (README "Configuration"): a bench registers and signs in
 * thousands of bettors from one address, which production limits would rightly refuse.
 */
export const GENEROUS_LIMITS_ENV = {
  ACCOUNT_FREE_FAILURES: '1000000',
  ACCOUNT_LOCK_FAILURES: '1000000',
  LIMIT_SIGN_IN: '1000000000/60',
  LIMIT_REGISTRATION: '1000000000/60',
  LIMIT_ONE_CLICK_REGISTRATION: '1000000000/60',
  LIMIT_CODE_SENDING: '1000000000/60',
  LIMIT_PASSWORD_RESET: '1000000000/60',
} as const;
