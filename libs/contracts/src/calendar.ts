import * as z from 'zod/mini';

/** Whether `text` (`YYYY-MM-DD`) names a day of the proleptic Gregorian calendar from 0001-01-01 to 9999-12-31. */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
  return day <= days;
}

/**
 * A calendar day, `YYYY-MM-DD`: impossible ones (2026-02-30, 0000-00-00, 2026-13-01) are refused here, before a
 * database is asked to read them.
 */
export const CalendarDaySchema = z.string().check(z.refine(isCalendarDay, 'a calendar day, YYYY-MM-DD'));

/** Whether any string in a parsed request (a key or a value, at any depth) holds a NUL character. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}
