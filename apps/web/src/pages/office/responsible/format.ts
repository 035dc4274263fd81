import type { Limit, LimitType } from '@betting/contracts';
import { currencyByIso, formatMoney } from '@betting/kernel';
import { NOT_SET, NO_AMOUNT_LIMIT, isAmountType, limitMeasure } from '@betting/limits';

/**
 * An amount in major units of the main currency (limits are kept so), written like every other amount on the site:
 * the kernel's formatter with the currency's symbol; the bare number when the currency is unknown.
 */
export function formatAmount(value: number, iso: string | null, locale: string): string {
  const currency = iso ? currencyByIso(iso) : undefined;
  if (!currency) return new Intl.NumberFormat(locale).format(value);
  return formatMoney(Math.round(value * 10 ** currency.exponent), currency.iso, locale);
}

/** Days, hours or minutes with the locale's own plural ("7 days", "7 дней"): no dictionary text needed. */
export function formatPeriod(value: number, unit: 'day' | 'hour' | 'minute', locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/**
 * A limit value as the page shows it; `null` for "no limit" / "not set" (999999999 for amounts, -1 for session and
 * reality checks), which the view words itself.
 */
export function formatLimitValue(type: LimitType, value: number, iso: string | null, locale: string): string | null {
  if (isAmountType(type)) return value >= NO_AMOUNT_LIMIT ? null : formatAmount(value, iso, locale);
  if (value === NOT_SET) return null;
  const measure = limitMeasure(type);
  return formatPeriod(value, measure === 'currency' ? 'day' : measure, locale);
}

/** Seconds since the epoch as an ISO moment (for the time-zone aware formatter). */
export const isoOfSeconds = (seconds: number | null): string | null => (seconds === null ? null : new Date(seconds * 1000).toISOString());

/** The entry in force (ACTIVE) and the pending change (PENDING) of a type. */
export function entriesOf(limits: readonly Limit[], type: LimitType): { readonly current: Limit | null; readonly pending: Limit | null } {
  return {
    current: limits.find((limit) => limit.limitType === type && limit.limitState === 'ACTIVE') ?? null,
    pending: limits.find((limit) => limit.limitType === type && limit.limitState === 'PENDING') ?? null,
  };
}

/** The page's notices (spec §8 names them, their texts are ours): a pending deposit limit, a self-exclusion, a time-out. */
export interface ResponsibleNotices {
  readonly depositPending: Limit | null;
  readonly selfExclusion: Limit | null;
  readonly timeOut: Limit | null;
}

export function responsibleNotices(limits: readonly Limit[]): ResponsibleNotices {
  const running = (type: LimitType) => limits.find((limit) => limit.limitType === type && limit.limitState === 'ACTIVE' && limit.endsAt !== null) ?? null;
  return {
    depositPending: limits.find((limit) => (limit.limitType === 20 || limit.limitType === 21 || limit.limitType === 22) && limit.limitState === 'PENDING') ?? null,
    selfExclusion: running(30),
    timeOut: running(33),
  };
}
