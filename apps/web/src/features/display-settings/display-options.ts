import { APP_FONT_SIZE, APP_VIEW_TYPE, COEF_VIEW, type AppViewType, type CoefViewId } from '@betting/settings';

/** The odds formats a bettor picks from (spec §5, §9 views), each with the view (European or Asian) it belongs to. */
export const ODDS_FORMATS: readonly { readonly id: CoefViewId; readonly key: string; readonly appViewType: AppViewType }[] = [
  { id: COEF_VIEW.decimal, key: 'decimal', appViewType: APP_VIEW_TYPE.european },
  { id: COEF_VIEW.fractional, key: 'fractional', appViewType: APP_VIEW_TYPE.european },
  { id: COEF_VIEW.american, key: 'american', appViewType: APP_VIEW_TYPE.european },
  { id: COEF_VIEW.hongKong, key: 'hongKong', appViewType: APP_VIEW_TYPE.asian },
  { id: COEF_VIEW.indo, key: 'indonesian', appViewType: APP_VIEW_TYPE.asian },
  { id: COEF_VIEW.malay, key: 'malay', appViewType: APP_VIEW_TYPE.asian },
];

/** The format a stored view id shows as (14/15/16 are the variants of 4/5/6). */
export const oddsFormatOf = (id: CoefViewId) => ODDS_FORMATS.find((format) => format.id === (id > 10 ? id - 10 : id)) ?? ODDS_FORMATS[0]!;

/** The UTC offsets in use somewhere in the world, in hours (the settings take any quarter hour from −12 to +14). */
export const TIME_ZONE_OFFSETS: readonly number[] = [
  -12, -11, -10, -9.5, -9, -8, -7, -6, -5, -4, -3.5, -3, -2, -1, 0, 1, 2, 3, 3.5, 4, 4.5, 5, 5.5, 5.75, 6, 6.5, 7, 8, 8.75, 9, 9.5, 10, 10.5, 11, 12,
  12.75, 13, 14,
];

/** An offset as the list shows it: 3 → "UTC+03:00", −9.5 → "UTC−09:30". */
export function offsetLabel(hours: number): string {
  const minutes = Math.round(Math.abs(hours) * 60);
  const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
  const mm = String(minutes % 60).padStart(2, '0');
  return `UTC${hours < 0 ? '−' : '+'}${hh}:${mm}`;
}

/** The font sizes offered, in percent of the 14 px base, every 10 % within the settings' range. */
export const FONT_SIZES: readonly number[] = Array.from({ length: (APP_FONT_SIZE.max - APP_FONT_SIZE.min) / APP_FONT_SIZE.step + 1 }, (_, index) => APP_FONT_SIZE.min + index * APP_FONT_SIZE.step);
