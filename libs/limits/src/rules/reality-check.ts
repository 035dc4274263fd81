import * as z from 'zod/mini';

/**
 * Reality checks (limit type 32): every N minutes of session time a prompt shows the time since the session began and
 * the net position; play is paused until the person acknowledges it. The record lives in storage so a reload keeps an
 * open prompt open and the next one on time. All times in seconds.
 */
export const RealityCheckRecordSchema = z.object({
  /** When the session began. */
  sessionStartedAt: z.int(),
  /** The session start or the last acknowledgement: the next prompt is due N minutes after it. */
  anchorAt: z.int(),
  /** When the open prompt was shown; null when none is open. */
  promptAt: z.nullable(z.int()),
});
export type RealityCheckRecord = z.infer<typeof RealityCheckRecordSchema>;

export function startRealityChecks(now: number): RealityCheckRecord {
  return { sessionStartedAt: now, anchorAt: now, promptAt: null };
}

/** The stored record, or null when there is none or it is unreadable. */
export function readRealityCheckRecord(raw: string | null): RealityCheckRecord | null {
  if (raw === null) return null;
  try {
    const parsed = RealityCheckRecordSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function serializeRealityCheckRecord(record: RealityCheckRecord): string {
  return JSON.stringify(record);
}

export type RealityCheckState =
  /** No interval set (or -1): nothing is due. */
  | { readonly kind: 'off' }
  /** The next prompt is due at `dueAt`. */
  | { readonly kind: 'waiting'; readonly dueAt: number }
  /** A prompt is open (shown at `record.promptAt`); play is paused. */
  | { readonly kind: 'prompt'; readonly record: RealityCheckRecord; readonly elapsedSeconds: number };

/**
 * Where the checks stand at `now` with an interval of `intervalMinutes`. An open prompt stays open whatever the
 * interval; a due one opens now (the returned record has `promptAt` set: store it).
 */
export function realityCheckState(record: RealityCheckRecord, intervalMinutes: number | null, now: number): RealityCheckState {
  if (record.promptAt !== null) return { kind: 'prompt', record, elapsedSeconds: record.promptAt - record.sessionStartedAt };
  if (intervalMinutes === null || intervalMinutes <= 0) return { kind: 'off' };
  const dueAt = record.anchorAt + intervalMinutes * 60;
  if (now < dueAt) return { kind: 'waiting', dueAt };
  const opened = { ...record, promptAt: now };
  return { kind: 'prompt', record: opened, elapsedSeconds: now - record.sessionStartedAt };
}

/** The person acknowledged the prompt at `now`: play resumes and the next one is due an interval later. */
export function acknowledgeRealityCheck(record: RealityCheckRecord, now: number): RealityCheckRecord {
  return { ...record, anchorAt: now, promptAt: null };
}
