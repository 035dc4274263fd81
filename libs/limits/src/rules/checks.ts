import { LIMIT_TYPE, type Limit, type LimitRefusal } from '@betting/contracts';
import { err, minorToMajorString, ok, type MinorUnits, type Result } from '@betting/kernel';
import { isAmountType, limitKind, windowSecondsOf, type AmountLimitKind, type AmountLimitType } from './catalog';
import { activeLimit, isInForce, limitsAt } from './change';
import { clampRemaining } from './options';
import { clampSafe, limitValueToMinor, sumInWindow, type LimitUsage } from './usage';

/** What counts against an amount limit in its window: gross deposits, stakes, or net loss (stakes − returns). */
function usedInWindow(kind: AmountLimitKind, windowSeconds: number, usage: LimitUsage, now: number): bigint {
  switch (kind) {
    case 'deposit':
      return sumInWindow(usage.deposits, windowSeconds, now);
    case 'wagering':
      return sumInWindow(usage.stakes, windowSeconds, now);
    case 'loss':
      return sumInWindow(usage.stakes, windowSeconds, now) - sumInWindow(usage.returns, windowSeconds, now);
  }
}

export interface AmountHeadroom {
  readonly limit: Limit & { readonly limitType: AmountLimitType };
  /** The limit in minor units minus what its window has used; negative when already over, above the limit after net wins. */
  readonly remaining: bigint;
}

/** Every amount limit of these kinds in force, with what is left of it now. */
export function amountHeadrooms(limits: readonly Limit[], kinds: readonly AmountLimitKind[], usage: LimitUsage, now: number): AmountHeadroom[] {
  const result: AmountHeadroom[] = [];
  for (const limit of limits) {
    const type = limit.limitType;
    if (!isAmountType(type) || !isInForce(limit, now)) continue;
    const kind = limitKind(type) as AmountLimitKind;
    if (!kinds.includes(kind)) continue;
    const used = usedInWindow(kind, windowSecondsOf(type) ?? 0, usage, now);
    result.push({ limit: { ...limit, limitType: type }, remaining: BigInt(limitValueToMinor(limit.limitValue, usage.currency)) - used });
  }
  return result;
}

/** Lowest remaining wins; ties go to the lower type number (the shorter window, wagering before loss). */
export function bindingHeadroom(headrooms: readonly AmountHeadroom[]): AmountHeadroom | undefined {
  let best: AmountHeadroom | undefined;
  for (const candidate of headrooms) {
    if (!best || candidate.remaining < best.remaining || (candidate.remaining === best.remaining && candidate.limit.limitType < best.limit.limitType)) {
      best = candidate;
    }
  }
  return best;
}

function headroom(limits: readonly Limit[], kinds: readonly AmountLimitKind[], usage: LimitUsage, now: number): MinorUnits | null {
  const binding = bindingHeadroom(amountHeadrooms(limits, kinds, usage, now));
  return binding ? clampSafe(binding.remaining < 0n ? 0n : binding.remaining) : null;
}

/** The most that may be deposited now (minor units), or null when no deposit limit applies. Ignores time-outs. */
export function depositHeadroom(limits: readonly Limit[], usage: LimitUsage, now: number): MinorUnits | null {
  return headroom(limits, ['deposit'], usage, now);
}

/** The largest stake the wagering and loss limits allow now (minor units), or null when none applies. */
export function stakeHeadroom(limits: readonly Limit[], usage: LimitUsage, now: number): MinorUnits | null {
  return headroom(limits, ['wagering', 'loss'], usage, now);
}

function periodRefusal(limits: readonly Limit[], now: number, kinds: readonly ('self_exclusion' | 'time_out')[]): LimitRefusal | null {
  if (kinds.includes('self_exclusion')) {
    const exclusion = activeLimit(limits, LIMIT_TYPE.selfExclusion, now);
    if (exclusion?.endsAt != null) return { code: 'self_exclusion_active', limitType: 30, endsAt: exclusion.endsAt };
  }
  if (kinds.includes('time_out')) {
    const timeOut = activeLimit(limits, LIMIT_TYPE.timeOut, now);
    if (timeOut?.endsAt != null) return { code: 'time_out_active', limitType: 33, endsAt: timeOut.endsAt };
  }
  return null;
}

function amountRefusal(binding: AmountHeadroom, currency: string): LimitRefusal {
  const remaining = clampSafe(binding.remaining < 0n ? 0n : binding.remaining);
  const { limitType, limitValue } = binding.limit;
  switch (limitType) {
    case 1:
    case 2:
    case 3:
      return { code: 'wagering_limit_exceeded', limitType, limitValue, remaining, currency };
    case 10:
    case 11:
    case 12:
      return { code: 'loss_limit_exceeded', limitType, limitValue, remaining, currency };
    default:
      return { code: 'deposit_limit_exceeded', limitType, limitValue, remaining, currency };
  }
}

/** The refusal once the day's session time is used up (an active session limit with 0 s left), or null. */
function sessionRefusal(list: readonly Limit[], usage: LimitUsage, now: number): LimitRefusal | null {
  const session = activeLimit(list, LIMIT_TYPE.session, now);
  return session && sessionRemaining(list, usage, now) === 0 ? { code: 'session_limit_reached', limitType: 31, limitValue: session.limitValue } : null;
}

/**
 * May `amount` (minor units of the main currency) be deposited at `now`? Refused during a self-exclusion, then during
 * a time-out (with its end), then once the session limit is used up, then when it would take gross deposits in any
 * deposit limit's rolling window over the limit (the refusal names the limit with the lowest remaining).
 */
export function checkDeposit(limits: readonly Limit[], usage: LimitUsage, amount: MinorUnits, now: number): Result<undefined, LimitRefusal> {
  const list = limitsAt(limits, now);
  const period = periodRefusal(list, now, ['self_exclusion', 'time_out']) ?? sessionRefusal(list, usage, now);
  if (period) return err(period);
  const binding = bindingHeadroom(amountHeadrooms(list, ['deposit'], usage, now));
  if (binding && BigInt(amount) > binding.remaining) return err(amountRefusal(binding, usage.currency));
  return ok(undefined);
}

/**
 * May `amount` be staked at `now` (a sports bet, casino round, toto or lotto ticket)? Refused during a self-exclusion,
 * then a time-out, then once the session limit is used up, then when stakes in a wagering limit's window, or the net
 * loss (stakes − returns) in a loss limit's window, plus this stake would pass the limit. The whole stake counts as a
 * possible loss. The refusal names the limit with the lowest remaining.
 */
export function checkStake(limits: readonly Limit[], usage: LimitUsage, amount: MinorUnits, now: number): Result<undefined, LimitRefusal> {
  const list = limitsAt(limits, now);
  const period = periodRefusal(list, now, ['self_exclusion', 'time_out']) ?? sessionRefusal(list, usage, now);
  if (period) return err(period);
  const binding = bindingHeadroom(amountHeadrooms(list, ['wagering', 'loss'], usage, now));
  if (binding && BigInt(amount) > binding.remaining) return err(amountRefusal(binding, usage.currency));
  return ok(undefined);
}

/** Sign-in is refused only during a self-exclusion; during a time-out the person may sign in to withdraw and see history. */
export function canSignIn(limits: readonly Limit[], now: number): Result<undefined, LimitRefusal> {
  const refusal = periodRefusal(limitsAt(limits, now), now, ['self_exclusion']);
  return refusal ? err(refusal) : ok(undefined);
}

/** Session seconds left under the session limit (never below 0), or null when no session limit is set. */
export function sessionRemaining(limits: readonly Limit[], usage: LimitUsage, now: number): number | null {
  const session = activeLimit(limitsAt(limits, now), LIMIT_TYPE.session, now);
  if (!session) return null;
  return clampRemaining(session.limitValue * 3600 - usage.sessionSeconds);
}

/**
 * The list the limit service answers at `now` (limitsAt) with limitBalance filled in: what is left of each ACTIVE
 * amount limit in major units (exact decimal, at least 0) and the session seconds left; null elsewhere.
 */
export function describeLimits(limits: readonly Limit[], usage: LimitUsage, now: number): Limit[] {
  const list = limitsAt(limits, now);
  return list.map((limit) => {
    if (!isInForce(limit, now)) return limit.limitBalance === null ? limit : { ...limit, limitBalance: null };
    if (isAmountType(limit.limitType)) {
      const [own] = amountHeadrooms([limit], ['deposit', 'wagering', 'loss'], usage, now);
      const remaining = own ? clampSafe(own.remaining < 0n ? 0n : own.remaining) : 0;
      return { ...limit, limitBalance: Number(minorToMajorString(remaining, usage.currency)) };
    }
    if (limit.limitType === LIMIT_TYPE.session) return { ...limit, limitBalance: sessionRemaining(list, usage, now) };
    return limit.limitBalance === null ? limit : { ...limit, limitBalance: null };
  });
}
