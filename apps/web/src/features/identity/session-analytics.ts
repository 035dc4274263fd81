import { readSessionAnalytics, serializeSessionAnalytics, type StoredSessionAnalytics } from '@betting/auth';

const STORAGE_KEY = 'session_analytics';

/**
 * The session analytics record of spec §3 (try counters and call times, one day) in local storage. Best effort: a
 * browser that refuses storage simply keeps no counters.
 */
export function recordSessionAnalytics(update: (record: StoredSessionAnalytics, nowMs: number) => StoredSessionAnalytics): void {
  try {
    const now = Date.now();
    const record = readSessionAnalytics(window.localStorage.getItem(STORAGE_KEY), now);
    window.localStorage.setItem(STORAGE_KEY, serializeSessionAnalytics(update(record, now)));
  } catch {
    // storage refused (private mode, quota): nothing to count into
  }
}
