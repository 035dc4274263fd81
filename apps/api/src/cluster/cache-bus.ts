import { randomUUID } from 'node:crypto';
import { CACHE_CHANNELS, type CacheBus, type CacheChannel } from '../cache/cache-bus';
import type { Queryable } from '../db/database';
import type { Notifications } from './notifications';

const CHANNEL = 'cache_changed';
const isCacheChannel = (value: string): value is CacheChannel => (CACHE_CHANNELS as readonly string[]).includes(value);

/**
 * The cache bus across processes: a publish tells this process's caches at once (the writer's next read already
 * misses) and every other process through `pg_notify`. After a lost connection each cache forgets everything, since
 * what changed meanwhile is unknown.
 */
export async function postgresCacheBus(local: CacheBus, db: Queryable, notifications: Notifications, log: (message: string, error: unknown) => void): Promise<CacheBus> {
  const origin = randomUUID();
  await notifications.listen(CHANNEL, (payload) => {
    const [from, channel = ''] = payload.split(' ');
    if (from !== origin && isCacheChannel(channel)) local.publish(channel);
  });
  notifications.onReconnect(() => {
    for (const channel of CACHE_CHANNELS) local.publish(channel);
  });
  return {
    publish(channel) {
      local.publish(channel);
      db.query('select pg_notify($1, $2)', [CHANNEL, `${origin} ${channel}`], 'cache_bus_notify').catch((error: unknown) => log(`cache change ${channel} not sent to the other processes`, error));
    },
    subscribe: (channel, listener) => local.subscribe(channel, listener),
  };
}
