import { DEFAULT_TIME_ZONE_OFFSET, isValidTimeZoneOffset, type TimeDisplay } from '@betting/settings';
import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { settings } from '../settings';

/**
 * The one clock of the web app: every date and time a bettor reads goes through `formatMoment` (a lint rule
 * refuses `Intl.DateTimeFormat` and `toLocale*String` anywhere else). It shows the moment in the bettor's UTC
 * offset (`tzo`, hours), 12- or 24-hour clock and language, so the line, the lotteries and the histories agree.
 *
 * Intl rather than date-fns: the browser already knows the six languages' month and weekday names, so no locale
 * chunk is loaded and the server's first render reads the same as the browser's. The instant is shifted by the
 * offset and read in UTC, as the server's Node has no offset time zones ("+03:00") and the offset may be any
 * quarter hour.
 */
export type MomentStyle = 'time' | 'timeSeconds' | 'date' | 'dateTime' | 'dateTimeSeconds' | 'dayMonth' | 'weekdayTime' | 'weekdayDayTime';

/** A moment as the API sends it: ms since the epoch, an ISO text or a Date. */
export type Moment = number | string | Date;

const STYLES: Readonly<Record<MomentStyle, Intl.DateTimeFormatOptions>> = {
  time: { hour: 'numeric', minute: '2-digit' },
  timeSeconds: { hour: 'numeric', minute: '2-digit', second: '2-digit' },
  date: { dateStyle: 'medium' },
  // Parts rather than dateStyle/timeStyle, whose 12-hour English pads the hour ("09:05 pm" beside the line's "9:05 pm").
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  dateTimeSeconds: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' },
  dayMonth: { day: 'numeric', month: 'short' },
  weekdayTime: { weekday: 'short', hour: 'numeric', minute: '2-digit' },
  weekdayDayTime: { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
};

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(style: MomentStyle, lng: string, is12h: boolean): Intl.DateTimeFormat {
  const key = `${style}|${lng}|${is12h}`;
  let format = formats.get(key);
  if (!format) {
    // English reads "28 Nov" as the line always has (en-US would say "Nov 28").
    const locale = lng === 'en' ? 'en-GB' : lng;
    const hasTime = style !== 'date' && style !== 'dayMonth';
    format = new Intl.DateTimeFormat(locale, { ...STYLES[style], timeZone: 'UTC', ...(hasTime ? { hourCycle: is12h ? 'h12' : 'h23' } : {}) });
    formats.set(key, format);
  }
  return format;
}

function toTimestamp(value: Moment): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') return Date.parse(value);
  return value.getTime();
}

/** A moment in the bettor's offset, clock and language; '…' when the moment is unknown or not a date. */
export function formatMoment(value: Moment | null | undefined, style: MomentStyle, display: Pick<TimeDisplay, 'tzo' | 'is12h'>, lng: string): string {
  const timestamp = value === null || value === undefined ? Number.NaN : toTimestamp(value);
  if (!Number.isFinite(timestamp)) return '…';
  const hours = isValidTimeZoneOffset(display.tzo) ? display.tzo : DEFAULT_TIME_ZONE_OFFSET;
  return formatOf(style, lng, display.is12h).format(new Date(timestamp + hours * 3_600_000));
}

export type FormatDate = (value: Moment | null | undefined, style?: MomentStyle) => string;

/** `formatMoment` bound to the bettor's settings and the page's language; re-renders when either changes. */
export function useFormatDate(): FormatDate {
  const display = useUnit(settings.$timeDisplay);
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return useCallback<FormatDate>((value, style = 'dateTime') => formatMoment(value, style, display, lng), [display, lng]);
}
