import { DEFAULT_TIME_ZONE_OFFSET, isValidTimeZoneOffset, type TimeDisplay } from '@betting/settings';

const formats = new Map<string, Intl.DateTimeFormat>();

/** English reads "28 Nov" as the line always has; every other language its own way ("28 нояб.", "28 Kas"). */
function dayFormat(lng: string): Intl.DateTimeFormat {
  let format = formats.get(lng);
  if (!format) {
    format = new Intl.DateTimeFormat(lng === 'en' ? 'en-GB' : lng, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    formats.set(lng, format);
  }
  return format;
}

/**
 * The day a game starts on, in the bettor's language and UTC offset (`tzo`, hours): the day and the short month.
 * The instant is shifted by the offset and read in UTC, so no time-zone name is needed (the offset may be any).
 */
export function formatGameDay(timestamp: number, lng: string, display: Pick<TimeDisplay, 'tzo'>): string {
  const hours = isValidTimeZoneOffset(display.tzo) ? display.tzo : DEFAULT_TIME_ZONE_OFFSET;
  return dayFormat(lng).format(new Date(timestamp + hours * 3_600_000));
}
