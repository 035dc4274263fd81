import type { LimitErrorCode } from '@betting/contracts';
import { domainError, type DomainError } from '@betting/kernel';

/** A refused change of the limit list; the code is the limit service's (LimitErrorCodeSchema). */
export type LimitRuleError = DomainError<Extract<LimitErrorCode, 'invalid_limit_value' | 'limit_cannot_shorten' | 'limit_not_cancellable' | 'no_pending_limit' | 'approval_not_due'>>;
export type LimitRuleErrorCode = LimitRuleError['code'];

export function limitRuleError(code: LimitRuleErrorCode, params?: Readonly<Record<string, string | number>>): LimitRuleError {
  return domainError(code, code.replaceAll('_', ' '), params);
}
