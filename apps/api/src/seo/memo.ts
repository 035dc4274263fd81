import type { Clock } from '@betting/kernel';

export interface TtlMemo<V> {
  /** The value kept for `key` if younger than the time to live, else what `load` gives (kept only if it resolves). */
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
}

/**
 * An in-process cache of computed answers (config groups, blog entities) with a time to live read from the injected
 * clock. Concurrent asks for one key share a load; a failed load is forgotten at once. At most `maxEntries` keys are
 * kept (the oldest go first). Only shared, non-personal data belongs here: a second process keeps its own copy.
 */
export function createTtlMemo<V>(clock: Clock, ttlMs: number, maxEntries = 1000): TtlMemo<V> {
  const entries = new Map<string, { readonly at: number; readonly value: Promise<V> }>();
  return {
    get(key, load) {
      const now = clock.now();
      const kept = entries.get(key);
      if (kept && now - kept.at < ttlMs && now >= kept.at) return kept.value;
      entries.delete(key);
      const value = load();
      entries.set(key, { at: now, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
