import * as z from 'zod/mini';

const MINUTE_MS = 60_000;

/** Activity events are throttled to one per 100 ms (spec §9). */
export const IDLE_ACTIVITY_THROTTLE_MS = 100;

/**
 * The browser events that mean a person is there. Background work (ping, status refresh, any request)
 * is not in the list: it never counts as activity.
 */
export const ACTIVITY_EVENT_TYPES = ['pointerdown', 'pointermove', 'mousedown', 'mousemove', 'keydown', 'wheel', 'scroll', 'touchstart'] as const;
export type ActivityEventType = (typeof ACTIVITY_EVENT_TYPES)[number];

export function isActivityEvent(type: string): type is ActivityEventType {
  return (ACTIVITY_EVENT_TYPES as readonly string[]).includes(type);
}

const LimitSchema = z.pipe(
  z.union([z.number(), z.pipe(z.string().check(z.trim(), z.minLength(1)), z.transform(Number))]),
  z.number().check(z.positive()),
);

/** The inactivity limit from config, in minutes; missing, zero or unreadable means auto logoff is off (`null`). */
export function parseIdleLimitMinutes(raw: unknown): number | null {
  const parsed = LimitSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export type IdleState =
  | { readonly kind: 'disabled' }
  | { readonly kind: 'active'; readonly remainingMs: number }
  | { readonly kind: 'idle'; readonly idleForMs: number };

/**
 * Where a person stands against the inactivity limit. No saved activity counts as active now; a saved time in
 * the future (another tab's clock) counts as now; while media plays the idle time does not run.
 */
export function idleState(lastActiveAt: number | null, nowMs: number, limitMinutes: number | null, mediaPlaying: boolean): IdleState {
  if (limitMinutes === null || !(limitMinutes > 0)) return { kind: 'disabled' };
  const limitMs = Math.round(limitMinutes * MINUTE_MS);
  if (mediaPlaying || lastActiveAt === null) return { kind: 'active', remainingMs: limitMs };
  const idleForMs = Math.max(0, nowMs - lastActiveAt);
  return idleForMs >= limitMs ? { kind: 'idle', idleForMs } : { kind: 'active', remainingMs: limitMs - idleForMs };
}

/** What the browser keeps between visits (spec §3 "local storage holds auto-logoff flags"). */
export const IdleRecordSchema = z.object({
  lastActiveAt: z.nullable(z.int().check(z.nonnegative())),
  /** Signed out for inactivity: the notice shows on the next load. */
  noticePending: z.boolean(),
});
export type IdleRecord = z.infer<typeof IdleRecordSchema>;

export const EMPTY_IDLE_RECORD: IdleRecord = { lastActiveAt: null, noticePending: false };

export function readIdleRecord(raw: string | null): IdleRecord {
  if (raw === null) return EMPTY_IDLE_RECORD;
  try {
    const parsed = IdleRecordSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : EMPTY_IDLE_RECORD;
  } catch {
    return EMPTY_IDLE_RECORD;
  }
}

export function serializeIdleRecord(record: IdleRecord): string {
  return JSON.stringify(record);
}
