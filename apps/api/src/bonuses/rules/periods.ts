const DAY_MS = 86_400_000;

export interface Period {
  readonly from: Date;
  readonly to: Date;
}

/**
 * The last complete week before `now`: Monday 00:00 UTC to the next Monday 00:00 UTC, the later Monday being the
 * start of the week `now` is in. Cashback is computed over it and claimed once per week.
 */
export function lastWeek(now: Date): Period {
  const startOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysSinceMonday = (now.getUTCDay() + 6) % 7;
  const to = startOfToday - daysSinceMonday * DAY_MS;
  return { from: new Date(to - 7 * DAY_MS), to: new Date(to) };
}

/** `days` whole days after `from`. */
export function daysAfter(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}
