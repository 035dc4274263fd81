/**
 * The yardstick: a plain `node:http` server that replays recorded frames at the times they were published, writing
 * each frame to every client whose query it matches, one `write()` after the other — no groups, no batching, no
 * backpressure. What delivery costs without a framework, a database or a simulator in the process.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { matcherOf, monotonicMs, type ChangeFacts } from './shared';

export interface RecordedFrame extends ChangeFacts {
  /** When it was published, on the monotonic clock (only the gaps between frames matter here). */
  readonly publishedAt: number;
  readonly frame: string;
}

export interface Reference {
  readonly url: string;
  /** Replays the frames; resolves with each frame's id and when this server began to send it. */
  replay(): Promise<[number, number][]>;
  close(): Promise<void>;
}

export async function startReference(frames: readonly RecordedFrame[]): Promise<Reference> {
  const encoded = frames.map((frame) => ({ ...frame, bytes: Buffer.from(frame.frame) }));
  const clients: { res: ServerResponse; wants: (change: ChangeFacts) => boolean }[] = [];
  const readyId = (frames[0]?.id ?? 1) - 1;
  const server = createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://reference').searchParams.toString();
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive' });
    res.write(`retry: 2000\n\nid: ${readyId}\nevent: ready\ndata: {"type":"ready","at":0}\n\n`);
    clients.push({ res, wants: matcherOf(query) });
    res.on('close', () => {
      const index = clients.findIndex((client) => client.res === res);
      if (index >= 0) clients.splice(index, 1);
    });
  });
  server.maxConnections = 10_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const replay = () =>
    new Promise<[number, number][]>((resolve) => {
      const sent: [number, number][] = [];
      const origin = monotonicMs() + 100;
      const first = encoded[0]?.publishedAt ?? 0;
      let next = 0;
      const step = () => {
        // Every frame due by now goes out, frame by frame (those published together are due together).
        while (next < encoded.length && origin + (encoded[next]!.publishedAt - first) <= monotonicMs()) {
          const frame = encoded[next]!;
          sent.push([frame.id, monotonicMs()]);
          for (const client of clients) if (client.wants(frame)) client.res.write(frame.bytes);
          next += 1;
        }
        if (next === encoded.length) resolve(sent);
        else setTimeout(step, Math.max(0, origin + (encoded[next]!.publishedAt - first) - monotonicMs()));
      };
      setTimeout(step, 100);
    });

  const close = async () => {
    for (const client of clients) client.res.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return { url: `http://127.0.0.1:${port}/line-api/v1/stream`, replay, close };
}
