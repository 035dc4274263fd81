import type { LineStreamEvent } from '@betting/contracts';
import { fixedClock } from '@betting/kernel';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { get, type IncomingMessage } from 'node:http';
import { pgliteEngine } from '../../db/testing/engines';
import { createAppContext } from '../../app';
import { TEST_LINE_SIMULATOR_SECRET } from '../../testing/app.fixture';
import { createLineModule, type LineChange, type LineModule, type LineStreamSettings } from '..';

export const STREAM_NOW = Date.UTC(2026, 10, 22, 12, 0);

export interface StreamSite {
  readonly origin: string;
  readonly line: LineModule;
  close(): Promise<void>;
}

/** The line module alone on a real HTTP server (seeded PGlite), so a test can publish changes and read its streams. */
export async function openStreamSite(stream: Partial<LineStreamSettings>): Promise<StreamSite> {
  const { db, dispose } = await pgliteEngine.open('seeded');
  const line = createLineModule({ context: await createAppContext({ db, clock: fixedClock(STREAM_NOW) }), options: { secret: TEST_LINE_SIMULATOR_SECRET, stream } });
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(line.routes);
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    origin,
    line,
    close: async () => {
      await app.close();
      await dispose();
    },
  };
}

export interface SseFrame {
  readonly id: number | null;
  readonly event: string;
  readonly data: string;
}

/**
 * A Server-Sent Events client on `node:http` (what a browser's EventSource does, minus reconnecting): its frames,
 * comments and `retry:` as they arrive; `pause()` stops reading the socket, like a client that hangs.
 */
export class SseClient {
  readonly frames: SseFrame[] = [];
  readonly comments: string[] = [];
  retry: number | null = null;
  /** Settles when the response is over: `end` when the server ended it, `cut` when the connection broke off. */
  readonly over: Promise<'end' | 'cut'>;
  #buffer = '';
  #waiters: { check: () => boolean; resolve: () => void; reject: (error: Error) => void }[] = [];
  #finished = false;

  private constructor(private readonly response: IncomingMessage) {
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => this.#take(chunk));
    this.over = new Promise((resolve) => {
      const finish = (how: 'end' | 'cut') => {
        if (this.#finished) return;
        this.#finished = true;
        for (const waiter of this.#waiters) waiter.reject(new Error(`the stream is over (${how}) before the awaited frames came`));
        this.#waiters = [];
        resolve(how);
      };
      response.on('end', () => finish('end'));
      response.on('error', () => finish('cut'));
      response.on('aborted', () => finish('cut'));
      response.on('close', () => finish(response.complete ? 'end' : 'cut'));
    });
  }

  static open(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
    return new Promise((resolve, reject) => {
      const request = get(url, { headers: { accept: 'text/event-stream', ...headers }, agent: false }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`stream answered ${response.statusCode}`));
        else resolve(new SseClient(response));
      });
      request.on('error', reject);
    });
  }

  get contentType(): string | undefined {
    return this.response.headers['content-type'];
  }

  /** The stream events (ready included), parsed. */
  get events(): LineStreamEvent[] {
    return this.frames.map((frame) => JSON.parse(frame.data) as LineStreamEvent);
  }

  /** The ids of the changes received (every frame but `ready`). */
  get changeIds(): number[] {
    return this.frames.filter((frame) => frame.event !== 'ready').map((frame) => frame.id!);
  }

  /** Resolves once `check` holds (checked as frames arrive); rejects if the stream ends first. */
  until(check: (client: SseClient) => boolean): Promise<void> {
    if (check(this)) return Promise.resolve();
    if (this.#finished) return Promise.reject(new Error('the stream is over'));
    return new Promise((resolve, reject) => this.#waiters.push({ check: () => check(this), resolve, reject }));
  }

  pause(): void {
    this.response.pause();
  }

  resume(): void {
    this.response.resume();
  }

  close(): void {
    this.response.destroy();
  }

  #take(chunk: string): void {
    this.#buffer += chunk;
    let cut: number;
    while ((cut = this.#buffer.indexOf('\n\n')) >= 0) {
      const block = this.#buffer.slice(0, cut);
      this.#buffer = this.#buffer.slice(cut + 2);
      const fields = new Map<string, string>();
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
        else {
          const colon = line.indexOf(': ');
          fields.set(line.slice(0, colon), line.slice(colon + 2));
        }
      }
      if (fields.has('retry')) this.retry = Number(fields.get('retry'));
      if (fields.has('data')) this.frames.push({ id: fields.has('id') ? Number(fields.get('id')) : null, event: fields.get('event') ?? 'message', data: fields.get('data')! });
    }
    this.#waiters = this.#waiters.filter((waiter) => {
      if (!waiter.check()) return true;
      waiter.resolve();
      return false;
    });
  }
}

/** Test changes of each kind (their contents do not matter to the stream, only game, sport and live state). */
export const changes = {
  coefs: (gameId: number, size = 1): LineChange => ({
    type: 'coefs',
    gameId,
    at: STREAM_NOW,
    changes: Array.from({ length: size }, (_, i) => ({ outcomeId: 1 + i, marketId: 1 + Math.floor(i / 3), coef: 1850 + i, version: 1 })),
  }),
  game: (gameId: number, status: 'prematch' | 'live' | 'finished'): LineChange => ({
    type: 'game', gameId, at: STREAM_NOW, status, statusId: status === 'live' ? 2 : status === 'finished' ? 4 : 1, period: 1, gameSeconds: 60, scores: [1, 0], score: '1:0', scoreChanged: false,
  }),
  market: (gameId: number): LineChange => ({ type: 'market', gameId, at: STREAM_NOW, markets: [{ marketId: 1, isBlocked: false, isSuspended: true }] }),
  started: (gameId: number): LineChange => ({ type: 'started', gameId, at: STREAM_NOW }),
  finished: (gameId: number): LineChange => ({ type: 'finished', gameId, at: STREAM_NOW, scores: [1, 0], score: '1:0', results: [{ outcomeId: 1, result: 'won' }] }),
};

/** Lets the stream send what was published (it sends a batch once the publisher's synchronous run is over). */
export const sent = () => new Promise<void>((resolve) => setImmediate(resolve));
