import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { DEFAULT_TIME_ZONE_OFFSET, dateTimePattern, isValidTimeZoneOffset, offsetToIso, timePattern, type TimeDisplay } from './time';

// Formatting lives apart from the time rules so that date-fns loads only where times are shown.
/** A timestamp (ms since the epoch) in the visitor's offset with any date-fns pattern. */
export function formatInUserZone(timestamp: number, pattern: string, { tzo, locale }: Pick<TimeDisplay, 'tzo' | 'locale'>): string {
  const options = locale ? { locale } : {};
  const hours = isValidTimeZoneOffset(tzo) ? tzo : DEFAULT_TIME_ZONE_OFFSET;
  // @date-fns/tz 1.5 reads "-00:15" as +15 min (the sign of "-00" is lost): for offsets between −1 h and 0,
  // show the shifted instant in UTC instead (zone tokens such as `xxx` would then say +00:00).
  if (hours < 0 && hours > -1) return format(timestamp + hours * 3_600_000, pattern, { in: tz('+00:00'), ...options });
  return format(timestamp, pattern, { in: tz(offsetToIso(hours)), ...options });
}

/** The clock time of a timestamp in the visitor's offset and clock: formatTime(t, { tzo: 3, is12h: false }) → "00:05". */
export function formatTime(timestamp: number, display: TimeDisplay): string {
  return formatInUserZone(timestamp, timePattern(display.is12h), display);
}

/** Date and time of a timestamp in the visitor's offset and clock. */
export function formatDateTime(timestamp: number, display: TimeDisplay): string {
  return formatInUserZone(timestamp, dateTimePattern(display.is12h), display);
}
