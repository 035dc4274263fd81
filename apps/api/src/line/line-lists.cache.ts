import type { FastifyReply } from 'fastify';
import { createReadCache, type ReadCacheSettings } from '../cache/read-cache';
import { bodyEtag } from '../http-transfer/etag';

/** An answer as it was sent: its bytes and their tag, so neither the serialiser nor the hash runs again. */
interface Sent {
  readonly body: Buffer;
  readonly etag: string;
}

export interface LineListCache {
  /**
   * Sends the list for `key` (the query and the caller's disallowed sports) as read at `now` by `load`, or the same
   * bytes as sent before in this second of the simulator's clock while the line has not changed.
   */
  send(reply: FastifyReply, key: string, load: (at: number) => Promise<unknown>): Promise<FastifyReply>;
  close(): void;
}

/**
 * The line's lists (events, top) as they were last sent. A list depends on the line's rows, which the simulator
 * publishes on the bus (`line`) after every write, and on the time: its `now` is in seconds and the sections are cut
 * at the simulator's clock, so an answer serves the rest of its second only. Nothing personal is kept: the key holds
 * the caller's disallowed sports, not who they are.
 */
export function createLineListCache(settings: ReadCacheSettings, now: () => number): LineListCache {
  const sent = createReadCache<Sent>({ ...settings, clock: { now }, ttlMs: settings.ttlMs > 0 ? 1000 : 0, channels: ['line'], maxEntries: 128 });
  return {
    async send(reply, key, load) {
      const at = now();
      const { body, etag } = await sent.get(`${Math.floor(at / 1000)}|${key}`, async () => {
        // The route's own serialiser for 200: with response validation on (tests), every list sent is checked once.
        const serialized = reply.serialize(await load(at));
        const bytes = typeof serialized === 'string' ? Buffer.from(serialized) : Buffer.from(serialized as ArrayBuffer);
        return { body: bytes, etag: bodyEtag(bytes) };
      });
      return reply.type('application/json; charset=utf-8').header('etag', etag).send(body);
    },
    close: () => sent.close(),
  };
}
