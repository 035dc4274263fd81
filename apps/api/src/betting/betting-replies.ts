import { ApiErrorSchema, BETTING_ERROR_STATUS, IdempotencyKeySchema, limitRefusedApiError, type BettingErrorCode } from '@betting/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { match } from 'ts-pattern';
import type { PlaceOutcome } from './placement';

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

/** The request's `Idempotency-Key` header, checked (a money call without one is refused as `invalid_request`). */
export const idempotencyKeyOf = (request: FastifyRequest) => {
  const header = request.headers['idempotency-key'];
  return IdempotencyKeySchema.safeParse(typeof header === 'string' ? header : undefined);
};

/** A placement that placed nothing (the rules, a limit, a key used for another body), as its answer. */
export function refusePlacement(reply: FastifyReply, outcome: Exclude<PlaceOutcome, { kind: 'placed' }>, message: string = MESSAGES.coupon_refused) {
  return match(outcome)
    .with({ kind: 'refused' }, ({ refusals }) => reply.code(409).send({ error: { code: 'coupon_refused' as const, message }, refusals: [...refusals] }))
    .with({ kind: 'limit' }, ({ refusal }) => reply.code(403).send(limitRefusedApiError(refusal, MESSAGES.limit_refused)))
    .with({ kind: 'conflict' }, () => refuse(reply, 'idempotency_conflict'))
    .exhaustive();
}
