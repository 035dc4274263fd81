/** Calendar days of the results page in the bettor's offset (hours from UTC, the time-zone setting). */
const DAY = 86_400_000;

/** The day (YYYY-MM-DD) of an instant in the offset. */
export function dayOf(ms: number, tzo: number): string {
  return new Date(ms + tzo * 3_600_000).toISOString().slice(0, 10);
}

/** The day `days` after (or before, when negative) a day. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}
