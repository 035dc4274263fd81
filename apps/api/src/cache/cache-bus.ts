/**
 * One channel per table (or group of tables) whose rows an in-process read cache keeps. A writer publishes the
 * channel of what it changed once the change is committed; every cache kept from those rows forgets what it holds.
 */
export const CACHE_CHANNELS = [
  'site_settings',
  'languages',
  'brand_book_variables',
  'maintenance',
  'redirect_rules',
  'block_rules',
  'seo_rules',
  'seo_blog_entities',
  'config_group_values',
  'remote_app_strings',
  /** Blog, news, promotions and information pages (remote-apps/content): the back office's content desk writes them. */
  'content',
  /** The line's games, markets and outcomes (the simulator writes them every second while games are live). */
  'line',
] as const;
export type CacheChannel = (typeof CACHE_CHANNELS)[number];

export interface CacheBus {
  /** The rows behind `channel` changed (call it after the write is committed). */
  publish(channel: CacheChannel): void;
  /** Returns the unsubscribe. */
  subscribe(channel: CacheChannel, listener: () => void): () => void;
}

/**
 * The only seam between the writers and the caches. This one stays in the process and tells its listeners before
 * `publish` returns, so the writer's own next read already misses. Several processes need a bus that also carries
 * each publish through a broker to the others: another implementation of this interface, nothing else changes.
 */
export function createCacheBus(): CacheBus {
  const listeners = new Map<CacheChannel, Set<() => void>>();
  return {
    publish(channel) {
      for (const listener of [...(listeners.get(channel) ?? [])]) listener();
    },
    subscribe(channel, listener) {
      const set = listeners.get(channel) ?? new Set();
      listeners.set(channel, set);
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
  };
}
