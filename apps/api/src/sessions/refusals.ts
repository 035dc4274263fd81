import type { OfficeErrorCode } from '@betting/contracts';
import type { FastifyReply } from 'fastify';

const MESSAGES: Record<OfficeErrorCode, string> = {
  invalid_request: 'The request is not valid',
  not_signed_in: 'Please sign in',
  invalid_token: 'The token is not valid',
  invalid_date: 'This date is not possible',
  too_young: 'You must be at least 18 years old',
  wrong_password: 'The current password is wrong',
  weak_password: 'The new password is too weak',
  two_factor_unavailable: 'Two-step sign-in needs a phone or an e-mail',
  email_required: 'Newsletters by e-mail need an e-mail address',
  phone_required: 'SMS news need a phone number',
  phone_taken: 'This phone is already bound to another account',
  invalid_code: 'Wrong code',
  code_expired: 'The code has expired',
  too_many_attempts: 'Too many attempts, please request a new code later',
  too_many_requests: 'Too many requests, please try again later',
  file_required: 'Please choose a file',
  unsupported_file: 'Only JPEG, PNG and PDF files are accepted',
  file_too_large: 'The file is larger than 5 MB',
  not_blocked: 'Your account is not restricted',
  unknown_team: 'This team plays no game on the line',
  too_many_favourites: 'You already keep the most favourite teams allowed',
};

/** `{ error: { code, message, params? } }`: the code the web app translates, an English fallback, and the field or reason. */
export function refuseOffice(reply: FastifyReply, status: number, code: OfficeErrorCode, params?: Readonly<Record<string, string | number>>) {
  return reply.code(status).send({ error: { code, message: MESSAGES[code], ...(params ? { params } : {}) } });
}
