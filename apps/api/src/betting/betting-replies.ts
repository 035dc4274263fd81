import { ApiErrorSchema, BETTING_ERROR_STATUS, type BettingErrorCode } from '@betting/contracts';
import type { FastifyReply } from 'fastify';

export const MESSAGES: Readonly<Record<BettingErrorCode, string>> = {
  invalid_request: 'The request does not match the call',
  not_signed_in: 'Sign in to bet',
  invalid_token: 'The token is not valid',
  coupon_refused: 'The coupon cannot be placed',
  limit_refused: 'A responsible-gaming limit refuses this bet',
  idempotency_conflict: 'This Idempotency-Key was used for another coupon',
  coupon_not_found: 'No such coupon',
  saved_coupon_not_found: 'No coupon is saved under this code',
  cash_out_unavailable: 'This coupon cannot be cashed out now',
  cash_out_changed: 'The cash-out offer has changed',
  auto_cash_out_unreachable: 'The coupon can never be offered this much',
  bet_edit_refused: 'This edit changes nothing in the coupon',
};

export const refuse = (reply: FastifyReply, code: BettingErrorCode, params?: Record<string, string | number>) =>
  reply.code(BETTING_ERROR_STATUS[code]).send({ error: { code, message: MESSAGES[code], ...(params ? { params } : {}) } });

export const errors = { 400: ApiErrorSchema, 401: ApiErrorSchema, 404: ApiErrorSchema };
