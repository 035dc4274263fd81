import * as z from 'zod/mini';

/** The session analytics record lives one day (spec §3, §9), counted from its first write. */
export const SESSION_ANALYTICS_TTL_MS = 86_400_000;

const JsonRecordSchema = z.record(z.string(), z.unknown());

/** The fields of spec §3; times are ms since the epoch. */
export const SessionAnalyticsSchema = z.object({
  authTryCounter: z.int().check(z.nonnegative()),
  lastAuthPopUpCallTime: z.nullable(z.int().check(z.nonnegative())),
  regTryCounter: z.int().check(z.nonnegative()),
  lastRegCallTime: z.nullable(z.int().check(z.nonnegative())),
  hasDone: z.boolean(),
  socialData: z.nullable(JsonRecordSchema),
  additionalParams: JsonRecordSchema,
});
export type SessionAnalytics = z.infer<typeof SessionAnalyticsSchema>;

export const StoredSessionAnalyticsSchema = z.object({
  value: SessionAnalyticsSchema,
  expiresAt: z.int(),
});
export type StoredSessionAnalytics = z.infer<typeof StoredSessionAnalyticsSchema>;

export const EMPTY_SESSION_ANALYTICS: SessionAnalytics = {
  authTryCounter: 0,
  lastAuthPopUpCallTime: null,
  regTryCounter: 0,
  lastRegCallTime: null,
  hasDone: false,
  socialData: null,
  additionalParams: {},
};

function fresh(nowMs: number): StoredSessionAnalytics {
  return { value: EMPTY_SESSION_ANALYTICS, expiresAt: nowMs + SESSION_ANALYTICS_TTL_MS };
}

/** The stored text read back: missing, unreadable or expired records start a new day with empty values. */
export function readSessionAnalytics(raw: string | null, nowMs: number): StoredSessionAnalytics {
  if (raw === null) return fresh(nowMs);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return fresh(nowMs);
  }
  const parsed = StoredSessionAnalyticsSchema.safeParse(json);
  return parsed.success && parsed.data.expiresAt > nowMs ? parsed.data : fresh(nowMs);
}

export function serializeSessionAnalytics(record: StoredSessionAnalytics): string {
  return JSON.stringify(record);
}

function update(record: StoredSessionAnalytics, nowMs: number, patch: (value: SessionAnalytics) => Partial<SessionAnalytics>): StoredSessionAnalytics {
  const current = record.expiresAt > nowMs ? record : fresh(nowMs);
  return { ...current, value: { ...current.value, ...patch(current.value) } };
}

/** The login pop-up was opened. */
export function authPopUpCalled(record: StoredSessionAnalytics, nowMs: number): StoredSessionAnalytics {
  return update(record, nowMs, () => ({ lastAuthPopUpCallTime: nowMs }));
}

/** Each sign-in attempt counts (spec §4). */
export function authAttempted(record: StoredSessionAnalytics, nowMs: number): StoredSessionAnalytics {
  return update(record, nowMs, (value) => ({ authTryCounter: value.authTryCounter + 1 }));
}

/** A successful sign-in resets the attempt counter (spec §4). */
export function authSucceeded(record: StoredSessionAnalytics, nowMs: number): StoredSessionAnalytics {
  return update(record, nowMs, () => ({ authTryCounter: 0, hasDone: true }));
}

/** Each call of the registration page counts (spec §4). */
export function registrationCalled(record: StoredSessionAnalytics, nowMs: number): StoredSessionAnalytics {
  return update(record, nowMs, (value) => ({ regTryCounter: value.regTryCounter + 1, lastRegCallTime: nowMs }));
}

export function registrationCompleted(record: StoredSessionAnalytics, nowMs: number): StoredSessionAnalytics {
  return update(record, nowMs, () => ({ hasDone: true }));
}

/** Social sign-in data and extra parameters that ride along with the analytics events. */
export function analyticsContextSet(
  record: StoredSessionAnalytics,
  nowMs: number,
  context: { readonly socialData?: Record<string, unknown> | null; readonly additionalParams?: Record<string, unknown> },
): StoredSessionAnalytics {
  return update(record, nowMs, (value) => ({
    socialData: context.socialData === undefined ? value.socialData : context.socialData,
    additionalParams: context.additionalParams === undefined ? value.additionalParams : { ...value.additionalParams, ...context.additionalParams },
  }));
}
