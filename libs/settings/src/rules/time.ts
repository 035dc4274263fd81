import type { Locale } from 'date-fns';

/**
 * Time zone and clock (spec §3 timeZone default 3, is12h; §7 cookies tzo, is12h; §9 "time is 12-hour by
 * cookie or country list"). The time-zone setting is a UTC offset in hours, as the tzo cookie holds it.
 */
export const DEFAULT_TIME_ZONE_OFFSET = 3;
/** UTC offsets run from −12:00 to +14:00, in quarter hours (India +5.5, Nepal +5.75, Chatham +12.75). */
export const TIME_ZONE_OFFSET_RANGE = { min: -12, max: 14 } as const;

/**
 * Countries whose everyday clock is 12-hour (ISO 3166-1 alpha-2): the United States, Canada, Australia, New
 * Zealand, India, Pakistan, Bangladesh, the Philippines, Malaysia, Egypt, Saudi Arabia, Jordan, Colombia,
 * Honduras, El Salvador and Nicaragua. Countries that mix both (the UK, Ireland, Mexico) keep 24-hour.
 */
export const TWELVE_HOUR_COUNTRIES: readonly string[] = ['US', 'CA', 'AU', 'NZ', 'IN', 'PK', 'BD', 'PH', 'MY', 'EG', 'SA', 'JO', 'CO', 'HN', 'SV', 'NI'];

export function isValidTimeZoneOffset(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= TIME_ZONE_OFFSET_RANGE.min &&
    value <= TIME_ZONE_OFFSET_RANGE.max &&
    Number.isInteger(value * 4)
  );
}

/** A tzo value ("3", "-5.5", 5.75) as an offset in hours; anything else → undefined. */
export function readTimeZoneOffset(raw: string | number | null | undefined): number | undefined {
  if (raw === null || raw === undefined) return undefined;
  const text = String(raw).trim();
  if (!/^[+-]?\d{1,2}(?:\.\d{1,2})?$/.test(text)) return undefined;
  const hours = Number(text);
  return isValidTimeZoneOffset(hours) ? hours : undefined;
}

/** Like readTimeZoneOffset, with the spec default 3 for missing or bad values. */
export function parseTimeZoneOffset(raw: string | number | null | undefined): number {
  return readTimeZoneOffset(raw) ?? DEFAULT_TIME_ZONE_OFFSET;
}

/** An is12h cookie value: "1"/"true" → true, "0"/"false" → false, anything else → undefined (no choice). */
export function readTwelveHourFlag(raw: string | null | undefined): boolean | undefined {
  if (raw === '1' || raw === 'true') return true;
  if (raw === '0' || raw === 'false') return false;
  return undefined;
}

/** The 12-hour clock: the is12h cookie when it holds a choice, else whether the country is on the list. */
export function isTwelveHourClock({ cookie, countryCode }: { readonly cookie?: string | null; readonly countryCode?: string | null }): boolean {
  return readTwelveHourFlag(cookie) ?? (typeof countryCode === 'string' && TWELVE_HOUR_COUNTRIES.includes(countryCode.trim().toUpperCase()));
}

/** An offset in hours as ISO text: 3 → "+03:00", -5.5 → "-05:30", 5.75 → "+05:45". Bad offsets use the default. */
export function offsetToIso(hours: number): string {
  const valid = isValidTimeZoneOffset(hours) ? hours : DEFAULT_TIME_ZONE_OFFSET;
  const minutes = Math.round(Math.abs(valid) * 60);
  const sign = valid < 0 ? '-' : '+';
  return `${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export interface TimeDisplay {
  /** UTC offset in hours (tzo). */
  readonly tzo: number;
  readonly is12h: boolean;
  /** A date-fns locale for month names and AM/PM; English when absent. */
  readonly locale?: Locale;
}

/** "21:05" or "9:05 PM". */
export function timePattern(is12h: boolean): string {
  return is12h ? 'h:mm a' : 'HH:mm';
}

/** "16.01.2026 00:05" or "16.01.2026 12:05 AM". */
export function dateTimePattern(is12h: boolean): string {
  return `dd.MM.yyyy ${timePattern(is12h)}`;
}
