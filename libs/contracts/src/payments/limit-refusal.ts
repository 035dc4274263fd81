import { LimitRefusalSchema, type LimitRefusal } from '../limits/refusals';
import type { ApiError } from '../errors';

/**
 * A deposit refused by a responsible-gaming limit answers `403 { error: { code: 'limit_refused', params } }`:
 * `params.reason` is the limit's refusal code and the other params its numbers (see LimitRefusalSchema).
 */
export function limitRefusedApiError(refusal: LimitRefusal, message = 'A responsible-gaming limit refuses this deposit'): ApiError {
  const { code, ...numbers } = refusal;
  return { error: { code: 'limit_refused', message, params: { reason: code, ...numbers } } };
}

/** The limit's refusal a `limit_refused` answer carries, or null. */
export function limitRefusalOfPaymentError(body: ApiError): LimitRefusal | null {
  if (body.error.code !== 'limit_refused' || !body.error.params) return null;
  const { reason, ...numbers } = body.error.params;
  const parsed = LimitRefusalSchema.safeParse({ ...numbers, code: reason });
  return parsed.success ? parsed.data : null;
}
