/**
 * Paths of the identity calls. The spec names only `GET /web-api/user/gettoken?force_refresh=true` and the captcha
 * API's three verbs; the rest are ours, kept under `/web-api/user/`.
 */
export const AuthPaths = {
  register: '/web-api/user/register',
  /** By e-mail or numeric ID + password (uLogin, uPassword sent encoded: see credentials.ts). */
  loginByLogin: '/web-api/user/auth/login',
  /** By phone + password (phone_number, country_code, uPassword). */
  loginByPhone: '/web-api/user/auth/phone',
  /** Sends a sign-in code by SMS (phone-number, phone-code). */
  sendSmsCode: '/web-api/user/auth/send-sms',
  /** By the SMS code (sms-code). */
  loginBySms: '/web-api/user/auth/sms',
  /** Second step for users with two-factor on (code, save). */
  loginTwoStep: '/web-api/user/auth/two-step',
  /** Second step for users with a security question (answer, save). */
  loginSecurityQuestion: '/web-api/user/auth/security-question',
  disconnect: '/web-api/user/disconnect',
  checkSession: '/web-api/user/check-session',
  rights: '/web-api/user/rights',
  getToken: '/web-api/user/gettoken',
  userConfig: '/web-api/user/config',
  passwordResetRequest: '/web-api/user/password-reset/request',
  passwordResetConfirm: '/web-api/user/password-reset/confirm',
  phoneCountries: '/web-api/user/phone-countries',
  phoneMasks: '/web-api/user/phone-masks',
  /** POST (signed in, one-click account, soon after registration): its ID and password to an e-mail (see account-links.ts). */
  sendCredentials: '/web-api/user/one-click/send-credentials',
  /** POST: a companion app's signed user token for a browser session (method_id, token, sign, lng; see account-links.ts). */
  loginByToken: '/web-api/user/auth/token',
} as const;

export const CaptchaPaths = {
  update: '/captcha-api/update',
  validate: '/captcha-api/validate',
  gettime: '/captcha-api/gettime',
} as const;

/** Non-production only: the answer of a challenge, so browser journeys can solve it. */
export const CaptchaTestControlPath = (captchaId: string) => `/__test/captcha/${encodeURIComponent(captchaId)}`;

/** The session cookie: an opaque token, httpOnly (the browser's scripts never see it). */
export const SESSION_COOKIE = 'ua';
/** The short-lived signed token (JWT) the client reads and sends as `Authorization: Bearer …`. */
export const USER_TOKEN_COOKIE = 'user_token';
/** The pending second step of a two-factor sign-in (httpOnly, minutes). */
export const TWO_STEP_COOKIE = 'ua_two_step';
/** The pending security-question step of a password sign-in (httpOnly, minutes). */
export const SECURITY_QUESTION_COOKIE = 'ua_security_question';

/** The captcha a retried request carries (spec §7: "retry with the captcha header"). */
export const CAPTCHA_ID_HEADER = 'x-captcha-id';
export const CAPTCHA_ANSWER_HEADER = 'x-captcha-answer';
