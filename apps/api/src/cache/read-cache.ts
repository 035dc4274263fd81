import type { Clock } from '@betting/kernel';
import type { CacheBus, CacheChannel } from './cache-bus';

/**
 * How long a read is served from memory when nothing tells the process about a change: the bound on staleness for
 * rows edited outside the application (by hand, by another process before the bus carries invalidations between
 * processes). Writes through the application are seen at once (they publish on the bus).
 */
export const DEFAULT_READ_CACHE_TTL_MS = 10_000;

export interface ReadCacheSettings {
  readonly clock: Clock;
  /** 0 turns caching off: every read goes to the database. */
  readonly ttlMs: number;
  readonly bus: CacheBus;
}

export interface ReadCacheOptions extends ReadCacheSettings {
  /** The tables the values are read from: a publish on any of them empties the cache. */
  readonly channels: readonly CacheChannel[];
  /** The oldest keys go first beyond this many. */
  readonly maxEntries?: number;
}

export interface ReadCache<V> {
  /**
   * The value kept for `key` while younger than the time to live, else what `load` gives. Concurrent misses of one
   * key share one load; a failed load is not kept, nor a value `keep` refuses (its waiters still get it). The value
   * is frozen and shared: never change it.
   */
  get(key: string, load: () => Promise<V>, keep?: (value: V) => boolean): Promise<V>;
  /** Forgets every value; a load under way is not kept either, so the next read asks the database. */
  clear(): void;
  /** Stops listening to the bus. */
  close(): void;
}

/** Plain objects and arrays, deeply: a shared value changed by one request would leak into every other. */
function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  const prototype: unknown = Object.getPrototypeOf(value);
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}

/**
 * An in-process cache of shared reads (site settings, navigation rules, SEO rules) with a time to live by the
 * injected clock. Never for one person's data: every request of every visitor may be answered from it.
 */
export function createReadCache<V>(options: ReadCacheOptions): ReadCache<V> {
  const { clock, ttlMs, bus, maxEntries = 1000 } = options;
  interface Entry {
    readonly at: number;
    readonly value: Promise<V>;
  }
  const entries = new Map<string, Entry>();
  const clear = () => entries.clear();
  const unsubscribes = options.channels.map((channel) => bus.subscribe(channel, clear));
  return {
    get(key, load, keep) {
      if (ttlMs <= 0) return load();
      const now = clock.now();
      // A clock that went back (a test moved it) is not trusted to tell the age.
      const fresh = (entry: Entry) => now >= entry.at && now - entry.at < ttlMs;
      const kept = entries.get(key);
      if (kept && fresh(kept)) return kept.value;
      const value = Promise.resolve().then(load).then(deepFreeze);
      const entry = { at: now, value };
      entries.delete(key);
      entries.set(key, entry);
      value.then(
        (loaded) => {
          if (keep && !keep(loaded) && entries.get(key) === entry) entries.delete(key);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      // Oldest first: drop what has expired (no one will ask for it again) and whatever is beyond the bound.
      for (const [oldKey, oldEntry] of entries) {
        if (entries.size <= maxEntries && fresh(oldEntry)) break;
        entries.delete(oldKey);
      }
      return value;
    },
    clear,
    close() {
      for (const unsubscribe of unsubscribes) unsubscribe();
      clear();
    },
  };
}
