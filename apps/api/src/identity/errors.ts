import type { AuthErrorCode, CaptchaCode } from '@betting/contracts';
import type { FastifyReply } from 'fastify';

const MESSAGES: Record<AuthErrorCode, string> = {
  invalid_request: 'The request is not valid',
  registration_disabled: 'Registration is not available',
  unknown_country: 'Unknown country',
  unknown_currency: 'Unknown currency',
  email_taken: 'This e-mail is already registered',
  phone_taken: 'This phone is already registered',
  invalid_credentials: 'Wrong login or password',
  account_blocked: 'This account is blocked',
  captcha_required: 'Please solve the captcha',
  not_signed_in: 'Please sign in',
  invalid_token: 'The token is not valid',
  invalid_code: 'Wrong code',
  code_expired: 'The code has expired',
  too_many_attempts: 'Too many attempts, please request a new code later',
  social_unavailable: 'Social registration is not available',
  self_exclusion_active: 'You have excluded yourself; sign-in is possible again when the self-exclusion ends',
  account_throttled: 'Too many wrong passwords for this account: please wait before the next try',
  account_locked: 'Too many wrong passwords: this account is locked for a while',
  credentials_email_unavailable: 'The account details can be sent by e-mail only soon after a one-click registration',
  token_auth_unavailable: 'Sign-in by token is not available',
  wrong_security_answer: 'The answer to the security question is wrong',
  security_question_expired: 'The security question has expired: please sign in again',
  security_answer_locked: 'Too many wrong answers to the security question: please wait before the next try',
};

/** 429 with the seconds to wait, in the body (`params.retry_after`) and in Retry-After. */
export function refuseForAWhile(reply: FastifyReply, code: 'account_throttled' | 'account_locked' | 'security_answer_locked', retryAfterSeconds: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return reply.code(429).header('retry-after', String(seconds)).send({ error: { code, message: MESSAGES[code], params: { retry_after: seconds } } });
}

export function refuse(reply: FastifyReply, status: number, code: AuthErrorCode) {
  return reply.code(status).send({ error: { code, message: MESSAGES[code] } });
}

export function askCaptcha(reply: FastifyReply, captchaCode: CaptchaCode) {
  return reply.code(400).send({ error: { code: 'captcha_required', message: MESSAGES.captcha_required, captcha_code: captchaCode } });
}
