import type { Limit, LimitType, SetLimitBody } from '@betting/contracts';
import { err, ok, type Result } from '@betting/kernel';
import { DAY_SECONDS, PENDING_SECONDS, isPeriodType, limitLabel, limitMeasure, sortLimits } from './catalog';
import { limitRuleError, type LimitRuleError } from './errors';
import { isValidLimitValue, noLimitValue } from './options';

/** The list as it stands at `now`: ended self-exclusions and time-outs INACTIVE, pending changes past 24 h needing approval. */
export function limitsAt(limits: readonly Limit[], now: number): Limit[] {
  return sortLimits(
    limits.map((limit) => {
      if (limit.limitState === 'ACTIVE' && isPeriodType(limit.limitType) && limit.endsAt !== null && limit.endsAt <= now) {
        return { ...limit, limitState: 'INACTIVE', limitBalance: null };
      }
      if (limit.limitState === 'PENDING' && limit.endsAt !== null && limit.endsAt <= now && !limit.needApprove) {
        return { ...limit, needApprove: true };
      }
      return limit;
    }),
  );
}

/** The entry of `type` in force (ACTIVE; a self-exclusion or time-out only before its end), if any. */
export function activeLimit(limits: readonly Limit[], type: LimitType, now: number): Limit | undefined {
  return limits.find((limit) => limit.limitType === type && isInForce(limit, now));
}

/** The pending change of `type`, if any. */
export function pendingLimit(limits: readonly Limit[], type: LimitType): Limit | undefined {
  return limits.find((limit) => limit.limitType === type && limit.limitState === 'PENDING');
}

/** ACTIVE and, for a self-exclusion or time-out, not yet ended. */
export function isInForce(limit: Limit, now: number): boolean {
  if (limit.limitState !== 'ACTIVE') return false;
  if (isPeriodType(limit.limitType)) return limit.endsAt !== null && now < limit.endsAt;
  return limit.limitValue !== noLimitValue(limit.limitType);
}

function entry(type: LimitType, value: number, state: Limit['limitState'], startedAt: number, endsAt: number | null): Limit {
  return {
    limitType: type,
    limitValue: value,
    limitState: state,
    limitBalance: null,
    startedAt,
    endsAt,
    needApprove: false,
    label: limitLabel(type),
    measure: limitMeasure(type),
  };
}

/** How strict a value is, as a bound: lower is stricter, "no limit" is unbounded. */
function bound(type: LimitType, value: number | undefined): number {
  return value === undefined || value === noLimitValue(type) ? Number.POSITIVE_INFINITY : value;
}

/** True when `next` limits more than `current` (undefined: nothing set). Self-exclusion and time-out compare end times. */
export function isStricter(type: LimitType, current: number | undefined, next: number): boolean {
  return bound(type, next) < bound(type, current);
}

export type LimitChangeOutcome = 'applied' | 'pending' | 'unchanged';

export interface LimitChange {
  readonly limits: Limit[];
  readonly outcome: LimitChangeOutcome;
}

/**
 * Sets a limit (spec §5). A stricter value takes effect at once and drops a pending change of the type; an
 * equal one only drops the pending change; a looser one (a higher amount, a longer session or reality-check interval,
 * lifting a limit) becomes PENDING from `now` to `now + 86400`, replacing an earlier pending change. Self-exclusion
 * and time-out start now for `value` days and may only be set or lengthened: a new end not later than the current
 * one is `limit_cannot_shorten`. A value outside the type's options is `invalid_limit_value`.
 */
export function setLimit(limits: readonly Limit[], request: SetLimitBody, now: number): Result<LimitChange, LimitRuleError> {
  const { limitType: type, limitValue: value } = request;
  if (!isValidLimitValue(type, value)) return err(limitRuleError('invalid_limit_value', { limitType: type, limitValue: value }));
  const list = limitsAt(limits, now);
  const others = list.filter((limit) => limit.limitType !== type);
  const current = activeLimit(list, type, now);

  if (isPeriodType(type)) {
    const endsAt = now + value * DAY_SECONDS;
    if (current?.endsAt != null && endsAt <= current.endsAt) {
      return err(limitRuleError('limit_cannot_shorten', { limitType: type, endsAt: current.endsAt }));
    }
    return ok({ limits: sortLimits([...others, entry(type, value, 'ACTIVE', now, endsAt)]), outcome: 'applied' });
  }

  const kept = list.filter((limit) => limit.limitType === type && limit.limitState !== 'PENDING');
  const from = bound(type, current?.limitValue);
  const to = bound(type, value);
  if (to < from) return ok({ limits: sortLimits([...others, entry(type, value, 'ACTIVE', now, null)]), outcome: 'applied' });
  if (to === from) return ok({ limits: sortLimits([...others, ...kept]), outcome: 'unchanged' });
  const pending = entry(type, value, 'PENDING', now, now + PENDING_SECONDS);
  return ok({ limits: sortLimits([...others, ...kept, pending]), outcome: 'pending' });
}

function duePending(list: readonly Limit[], type: LimitType, now: number): Result<Limit, LimitRuleError> {
  const pending = pendingLimit(list, type);
  if (!pending) return err(limitRuleError('no_pending_limit', { limitType: type }));
  if (pending.endsAt !== null && now < pending.endsAt) return err(limitRuleError('approval_not_due', { limitType: type, endsAt: pending.endsAt }));
  return ok(pending);
}

/**
 * Approves a pending change whose 24 h have passed (action 1): its value takes effect now (lifting removes the
 * limit) and the pending entry is dropped. Before the 24 h: `approval_not_due`; none: `no_pending_limit`.
 */
export function approveLimit(limits: readonly Limit[], type: LimitType, now: number): Result<Limit[], LimitRuleError> {
  const list = limitsAt(limits, now);
  const pending = duePending(list, type, now);
  if (!pending.ok) return pending;
  const others = list.filter((limit) => limit.limitType !== type);
  const value = pending.value.limitValue;
  return ok(sortLimits(value === noLimitValue(type) ? others : [...others, entry(type, value, 'ACTIVE', now, null)]));
}

/** Rejects a pending change whose 24 h have passed (action 0): it is dropped and the limit in force stays. */
export function rejectLimit(limits: readonly Limit[], type: LimitType, now: number): Result<Limit[], LimitRuleError> {
  const list = limitsAt(limits, now);
  const pending = duePending(list, type, now);
  if (!pending.ok) return pending;
  return ok(list.filter((limit) => limit !== pending.value));
}

/**
 * Cancels (DELETE) a pending change at any time: it is dropped and the limit in force stays. Anything else, above all
 * an active self-exclusion or time-out, is `limit_not_cancellable`. (The spec names the pending deposit limit; every
 * pending change is a loosening, so withdrawing one is always safe.)
 */
export function cancelLimit(limits: readonly Limit[], type: LimitType, now: number): Result<Limit[], LimitRuleError> {
  const list = limitsAt(limits, now);
  const pending = pendingLimit(list, type);
  if (!pending) return err(limitRuleError('limit_not_cancellable', { limitType: type }));
  return ok(list.filter((limit) => limit !== pending));
}
