import type { LimitType } from '@betting/contracts';
import { isAmountType, limitKind } from './catalog';

/** Spec §9: "Deposit limit 999999999 means no limit"; the same value lifts a wagering or loss limit. */
export const NO_AMOUNT_LIMIT = 999_999_999;
/** Spec §5: "limit -1 means not set" (session); the same value switches reality checks off. */
export const NOT_SET = -1;

/** Spec §9 self-exclusion days: 1, 7, 30, 90, 180, 360 or 365, 720 or 730, 1080 or 1095, 1800 or 1825, 3650. */
export const SELF_EXCLUSION_DAYS = {
  360: [1, 7, 30, 90, 180, 360, 720, 1080, 1800, 3650],
  365: [1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650],
} as const satisfies Record<360 | 365, readonly number[]>;
/** Spec §9: session limit 1 to 24 hours. */
export const SESSION_HOURS: readonly number[] = Array.from({ length: 24 }, (_, index) => index + 1);
/** Spec §9: reality check every 5, 10, 15, 30, 45 or 60 minutes. */
export const REALITY_CHECK_MINUTES: readonly number[] = [5, 10, 15, 30, 45, 60];
/** Spec §9: time-out of 1, 7, 30 or 90 days. */
export const TIME_OUT_DAYS: readonly number[] = [1, 7, 30, 90];

const SELF_EXCLUSION_ANY: readonly number[] = [...new Set([...SELF_EXCLUSION_DAYS[360], ...SELF_EXCLUSION_DAYS[365]])].sort((a, b) => a - b);

/**
 * The choices the page offers for a type, in order: self-exclusion by the site's year of 360 or 365 days; session
 * and reality check include NOT_SET first. Amount types take any whole amount: null.
 */
export function limitOptions(type: LimitType, yearDays: 360 | 365 = 365): readonly number[] | null {
  switch (limitKind(type)) {
    case 'self_exclusion':
      return SELF_EXCLUSION_DAYS[yearDays];
    case 'time_out':
      return TIME_OUT_DAYS;
    case 'session':
      return [NOT_SET, ...SESSION_HOURS];
    case 'reality_check':
      return [NOT_SET, ...REALITY_CHECK_MINUTES];
    default:
      return null;
  }
}

/**
 * Whether `value` may be set for `type`: amounts are whole major units from 0 to NO_AMOUNT_LIMIT; self-exclusion
 * accepts both year variants; the rest their option lists.
 */
export function isValidLimitValue(type: LimitType, value: number): boolean {
  if (!Number.isSafeInteger(value)) return false;
  if (isAmountType(type)) return value >= 0 && value <= NO_AMOUNT_LIMIT;
  if (limitKind(type) === 'self_exclusion') return SELF_EXCLUSION_ANY.includes(value);
  return (limitOptions(type) ?? []).includes(value);
}

/** The value that means "no limit" for a type that can be lifted; null for self-exclusion and time-out. */
export function noLimitValue(type: LimitType): number | null {
  if (isAmountType(type)) return NO_AMOUNT_LIMIT;
  const kind = limitKind(type);
  return kind === 'session' || kind === 'reality_check' ? NOT_SET : null;
}

/** Spec §5: "Session-limit remaining below 0 counts as 0". */
export function clampRemaining(seconds: number): number {
  return seconds < 0 ? 0 : seconds;
}
