import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { StreamClient, type StreamSink } from './stream-client';

/**
 * A socket that buffers like Node's and never sends (a client that stopped reading) until `release()`; `writes` are
 * the chunks the stream client wrote, in order.
 */
function stuckSocket(highWaterMark: number) {
  const held: (() => void)[] = [];
  let stuck = true;
  const socket = new Writable({
    highWaterMark,
    write(_chunk: Buffer, _encoding, done) {
      if (stuck) held.push(done);
      else done();
    },
  });
  const writes: Buffer[] = [];
  const sink: StreamSink = {
    write: (chunk) => {
      writes.push(chunk);
      return socket.write(chunk);
    },
    end: (chunk) => (chunk ? socket.end(chunk) : socket.end()),
    destroy: () => socket.destroy(),
    once: (event, listener) => socket.once(event, listener),
    get writableLength() {
      return socket.writableLength;
    },
    get destroyed() {
      return socket.destroyed;
    },
    get writableEnded() {
      return socket.writableEnded;
    },
  };
  /** The client reads again: everything buffered goes, and 'drain' follows. */
  const release = () =>
    new Promise<void>((resolve) => {
      socket.once('drain', () => setImmediate(resolve));
      stuck = false;
      for (const done of held.splice(0)) done();
    });
  return { socket, sink, writes, release };
}
const bytes = (n: number, fill: number) => Buffer.alloc(n, fill);

describe('a stream client under backpressure', () => {
  it('stops writing once the socket refuses more, and sends what waited, in order, when it drains', async () => {
    const { sink, writes, release } = stuckSocket(1000);
    const client = new StreamClient(sink, 10_000, () => undefined);
    client.send(bytes(600, 1));
    client.send(bytes(600, 2)); // past the high-water mark: write() says false
    client.send(bytes(300, 3));
    client.send(bytes(300, 4));
    client.ping(bytes(8, 9)); // a ping never queues behind a busy line
    expect(writes.map((chunk) => chunk[0])).toEqual([1, 2]);
    await release();
    expect(writes.map((chunk) => [...new Set(chunk)])).toEqual([[1], [2], [3, 4]]);
    expect(writes[2]).toHaveLength(600);
    client.send(bytes(10, 5));
    expect(writes.map((chunk) => chunk[0])).toEqual([1, 2, 3, 5]);
    expect(client.gone).toBe(false);
  });

  it('cuts the client off as soon as what it has not taken passes the limit, and counts it once', () => {
    const limit = 10_000;
    const { socket, sink, writes } = stuckSocket(1000);
    let dropped = 0;
    const client = new StreamClient(sink, limit, () => (dropped += 1));
    client.send(bytes(1500, 1)); // refused at once: the socket holds 1,500 bytes
    let waiting = 0;
    // Up to the limit it waits …
    while (1500 + waiting + 1000 <= limit) {
      client.send(bytes(1000, 2));
      waiting += 1000;
      expect(socket.destroyed).toBe(false);
    }
    expect(dropped).toBe(0);
    // … and the chunk that passes it ends the stream.
    client.send(bytes(1000, 3));
    expect(socket.destroyed).toBe(true);
    expect(client.gone).toBe(true);
    client.send(bytes(1000, 4));
    client.drop();
    expect(dropped).toBe(1);
    expect(writes).toHaveLength(1);
  });

  it('a large write alone is not a slow client: only a backlog still there when more comes', async () => {
    const { socket, sink, release } = stuckSocket(1000);
    let dropped = 0;
    const client = new StreamClient(sink, 10_000, () => (dropped += 1));
    client.send(bytes(50_000, 1)); // a replay or a big tick: five times the limit in one go
    expect(socket.destroyed).toBe(false);
    await release();
    client.send(bytes(1000, 2));
    expect(dropped).toBe(0);
    expect(socket.destroyed).toBe(false);
  });

  it('ends after what is waiting when the server closes', () => {
    const { socket, sink, writes } = stuckSocket(100);
    const client = new StreamClient(sink, 10_000, () => undefined);
    client.send(bytes(200, 1));
    client.send(bytes(50, 2));
    client.send(bytes(50, 3));
    client.end();
    expect(socket.writableEnded).toBe(true);
    expect(writes.map((chunk) => chunk[0])).toEqual([1]);
    expect(socket.writableLength).toBe(300);
    expect(client.gone).toBe(true);
  });
});
