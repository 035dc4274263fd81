import { LINE_STREAM_PING_MS, type LineStreamQuery } from '@betting/contracts';
import type { ServerResponse } from 'node:http';
import type { LineChange, LineChangeMeta, LineEvents } from '../events';
import { filterKey, streamFilterOf, wants, type ChangeFacts, type StreamFilter } from './filter';
import { PING_FRAME, encodeEventFrame, retryFrame } from './frame';
import { FrameRing } from './ring';
import { StreamClient } from './stream-client';

export interface LineStreamSettings {
  /** Changes kept for clients that reconnect with `Last-Event-ID` (about 1.5 min at 44 changes a second). */
  readonly ringSize: number;
  /** Bytes a client may leave untaken (in the socket's buffer and waiting here) before it is cut off. */
  readonly clientBufferBytes: number;
  /** Between `: ping` comments. */
  readonly pingMs: number;
  /** The `retry:` sent to browsers: how long their EventSource waits before reconnecting. */
  readonly retryMs: number;
}

export const DEFAULT_LINE_STREAM_SETTINGS: LineStreamSettings = {
  ringSize: 4096,
  clientBufferBytes: 1_000_000,
  pingMs: LINE_STREAM_PING_MS,
  retryMs: 2000,
};

export interface LineStreamStats {
  readonly subscribers: number;
  /** Distinct filters among the subscribers (each is decided once per change). */
  readonly groups: number;
  /** Clients cut off because they stopped taking what was sent (since start). */
  readonly dropped: number;
  /** The id of the last change sent out. */
  readonly lastId: number;
  /** Changes encoded into frames (since start): one each, however many streams take it. */
  readonly encoded: number;
}

interface Entry extends ChangeFacts {
  readonly id: number;
  readonly frame: Buffer;
}

interface Group {
  readonly filter: StreamFilter;
  readonly clients: Set<StreamClient>;
}

const HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  connection: 'keep-alive',
  'x-accel-buffering': 'no',
} as const;

const concat = (frames: readonly Buffer[]) => (frames.length === 1 ? frames[0]! : Buffer.concat(frames));

/**
 * The live line's Server-Sent Events, fanned out in-process: each change is encoded once, streams with the same
 * filter form a group whose filter is decided once per change, and the changes published together (one simulator
 * tick) go out as one write per stream. The recent frames stay in a ring for clients that reconnect.
 */
export class LineStream {
  readonly settings: LineStreamSettings;
  readonly #ring: FrameRing<Entry>;
  readonly #groups = new Map<string, Group>();
  readonly #retry: Buffer;
  #pending: { event: LineChange; meta: LineChangeMeta }[] = [];
  #ping: NodeJS.Timeout | null = null;
  #subscribers = 0;
  #dropped = 0;
  #encoded = 0;

  constructor(events: LineEvents, settings: Partial<LineStreamSettings> = {}) {
    this.settings = { ...DEFAULT_LINE_STREAM_SETTINGS, ...settings };
    this.#ring = new FrameRing<Entry>(this.settings.ringSize, events.lastId);
    this.#retry = retryFrame(this.settings.retryMs);
    events.subscribe((event, meta) => {
      // The simulator publishes a tick's changes in one go: they leave together once it is done.
      if (this.#pending.length === 0) queueMicrotask(() => this.#flush());
      this.#pending.push({ event, meta });
    });
  }

  get stats(): LineStreamStats {
    return { subscribers: this.#subscribers, groups: this.#groups.size, dropped: this.#dropped, lastId: this.#ring.lastId, encoded: this.#encoded };
  }

  /**
   * Streams the changes `query` asks for to `raw` (whose request is hijacked). With `lastEventId` still in the ring,
   * the changes after it come first; otherwise `ready` (stamped `now`) tells the client to load the state afresh.
   */
  open(raw: ServerResponse, query: LineStreamQuery, now: number): void {
    // Gone while the request was on its way here: its 'close' has been and gone.
    if (raw.destroyed) return;
    const filter = streamFilterOf(query);
    const key = filterKey(filter);
    const client = new StreamClient(raw, this.settings.clientBufferBytes, () => {
      this.#dropped += 1;
    });
    raw.writeHead(200, HEADERS);
    client.send(concat([this.#retry, ...this.#missed(filter, query.lastEventId, now)]));

    let group = this.#groups.get(key);
    if (!group) {
      group = { filter, clients: new Set() };
      this.#groups.set(key, group);
    }
    group.clients.add(client);
    this.#subscribers += 1;
    this.#ping ??= setInterval(() => this.#pingAll(), this.settings.pingMs).unref();
    const joined = group;
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      joined.clients.delete(client);
      if (joined.clients.size === 0 && this.#groups.get(key) === joined) this.#groups.delete(key);
      this.#subscribers -= 1;
      if (this.#subscribers === 0 && this.#ping) {
        clearInterval(this.#ping);
        this.#ping = null;
      }
    };
    raw.on('close', leave);
    // A write to a socket that just failed: 'close' follows and ends the stream.
    raw.on('error', () => undefined);
  }

  /** Ends every open stream (before the server closes, which would otherwise wait for them). */
  close(): void {
    for (const group of this.#groups.values()) for (const client of group.clients) client.end();
  }

  /**
   * What a stream starts with: the changes after `lastEventId` it wants, when the ring still has them all and they fit
   * in a client's buffer (more would cut it off again; reloading is cheaper); else `ready`, to load the state afresh.
   */
  #missed(filter: StreamFilter, lastEventId: string | undefined, now: number): Buffer[] {
    const missed = lastEventId === undefined ? null : this.#ring.after(Number(lastEventId));
    if (missed) {
      const frames = missed.filter((entry) => wants(filter, entry)).map((entry) => entry.frame);
      if (frames.reduce((bytes, frame) => bytes + frame.length, 0) <= this.settings.clientBufferBytes) return frames;
    }
    return [encodeEventFrame(this.#ring.lastId, { type: 'ready', at: now })];
  }

  #encodeChange(id: number, event: LineChange): Buffer {
    this.#encoded += 1;
    return encodeEventFrame(id, event);
  }

  #flush(): void {
    const batch = this.#pending;
    this.#pending = [];
    const entries = batch.map(({ event, meta }): Entry => {
      const entry = { id: meta.id, frame: this.#encodeChange(meta.id, event), gameId: event.gameId, sportId: meta.sportId, notLiveGame: event.type === 'game' && event.status !== 'live' };
      this.#ring.push(entry);
      return entry;
    });
    for (const group of this.#groups.values()) {
      const frames: Buffer[] = [];
      for (const entry of entries) if (wants(group.filter, entry)) frames.push(entry.frame);
      if (frames.length === 0) continue;
      const chunk = concat(frames);
      for (const client of group.clients) client.send(chunk);
    }
  }

  #pingAll(): void {
    for (const group of this.#groups.values()) for (const client of group.clients) client.ping(PING_FRAME);
  }
}
