import * as z from 'zod/mini';

const MINUTE_MS = 60_000;

/** A number from config: a JSON number or a numeric string, non-negative and finite. */
const ConfigNumberSchema = z.pipe(
  z.union([z.number(), z.pipe(z.string().check(z.trim(), z.minLength(1)), z.transform(Number))]),
  z.number().check(z.nonnegative()),
);

export interface ReminderSettings {
  /** How long after the app starts the reminder may show, ms. */
  readonly delayMs: number;
  /** Minutes until it may show again; 0 means no pause. */
  readonly intervalMinutes: number;
}

/**
 * Parses the reminder's config values (spec §5 "delay and interval are numbers parsed from config"): the delay in
 * seconds and the interval in minutes. Missing or unreadable numbers switch the reminder off (`null`).
 */
export function parseReminderSettings(config: { readonly delay: unknown; readonly interval: unknown }): ReminderSettings | null {
  const delay = ConfigNumberSchema.safeParse(config.delay);
  const interval = ConfigNumberSchema.safeParse(config.interval);
  if (!delay.success || !interval.success) return null;
  return { delayMs: Math.round(delay.data * 1000), intervalMinutes: interval.data };
}

export interface ReminderContext {
  readonly signedIn: boolean;
  readonly authFormOpen: boolean;
  readonly modalOpen: boolean;
  /** When it may show again, ms since the epoch; 0 = any time. */
  readonly nextShowAt: number;
  readonly nowMs: number;
}

/** Guests only, never over an auth form or another modal, and not before the next-show time (spec §4). */
export function reminderDue(context: ReminderContext): boolean {
  return !context.signedIn && !context.authFormOpen && !context.modalOpen && context.nowMs >= context.nextShowAt;
}

/** After showing: next time is the interval from now, or 0 when there is no interval (spec §4). */
export function nextReminderAt(intervalMinutes: number, nowMs: number): number {
  return intervalMinutes > 0 ? nowMs + Math.round(intervalMinutes * MINUTE_MS) : 0;
}
