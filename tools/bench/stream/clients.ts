/**
 * The stream benchmark's clients (a child process, so they do not share the server's event loop): raw `node:http`
 * requests that split Server-Sent Events frames on the bytes — the id of each change and when its frame was complete —
 * without decoding the JSON. Driven by messages from stream.ts (see `ToClients`).
 */
import { get, type ClientRequest, type IncomingMessage } from 'node:http';
import { Histogram, monotonicMs, type FromClients, type ToClients, type Verdict } from './shared';

const NEWLINE = 0x0a;
const FRAME_END = Buffer.from('\n\n');
const ID_FIELD = Buffer.from('id: ');
const READY_EVENT = Buffer.from('event: ready\n');
/** Connections opened at once (the server's listen backlog is 511). */
const OPENING_AT_ONCE = 100;

class Client {
  /** The `ready` frame's id: every change after it is this client's to receive. Null until it came. */
  readyId: number | null = null;
  readonly ids: number[] = [];
  readonly times: number[] = [];
  cut = false;
  #tail: Buffer | null = null;
  #request: ClientRequest | null = null;

  constructor(readonly query: string) {}

  open(url: string, onFirst: (ok: boolean) => void): void {
    let answered = false;
    const first = (ok: boolean) => {
      if (answered) return;
      answered = true;
      onFirst(ok);
    };
    this.#request = get(url, { agent: false, headers: { accept: 'text/event-stream' } }, (response: IncomingMessage) => {
      if (response.statusCode !== 200) {
        response.resume();
        first(false);
        return;
      }
      response.on('data', (chunk: Buffer) => {
        this.#take(chunk, monotonicMs());
        if (this.readyId !== null) first(true);
      });
      // The server ends streams only when it cuts a client off (or closes); either way it is over for this client.
      const over = () => {
        this.cut = true;
        first(false);
      };
      response.on('end', over);
      response.on('aborted', over);
      response.on('error', over);
    });
    this.#request.on('error', () => {
      this.cut = true;
      first(false);
    });
  }

  close(): void {
    this.#request?.destroy();
  }

  #take(chunk: Buffer, at: number): void {
    const buffer = this.#tail ? Buffer.concat([this.#tail, chunk]) : chunk;
    let start = 0;
    for (let end = buffer.indexOf(FRAME_END, start); end >= 0; end = buffer.indexOf(FRAME_END, start)) {
      if (buffer.compare(ID_FIELD, 0, ID_FIELD.length, start, start + ID_FIELD.length) === 0) {
        let id = 0;
        let cursor = start + ID_FIELD.length;
        for (; buffer[cursor] !== NEWLINE; cursor += 1) id = id * 10 + (buffer[cursor]! - 48);
        if (buffer.compare(READY_EVENT, 0, READY_EVENT.length, cursor + 1, cursor + 1 + READY_EVENT.length) === 0) this.readyId = id;
        else {
          this.ids.push(id);
          this.times.push(at);
        }
      }
      start = end + 2;
    }
    this.#tail = start < buffer.length ? buffer.subarray(start) : null;
  }
}

let clients: Client[] = [];
const send = (message: FromClients) => process.send!(message);

async function openAll(url: string, queries: readonly string[]): Promise<void> {
  clients = queries.map((query) => new Client(query));
  let failed = 0;
  for (let from = 0; from < clients.length; from += OPENING_AT_ONCE) {
    await Promise.all(
      clients.slice(from, from + OPENING_AT_ONCE).map(
        (client) =>
          new Promise<void>((resolve) => {
            client.open(client.query ? `${url}?${client.query}` : url, (ok) => {
              if (!ok) failed += 1;
              resolve();
            });
          }),
      ),
    );
  }
  const readyIds = clients.flatMap((client) => (client.readyId === null ? [] : [client.readyId]));
  send({ kind: 'opened', ready: readyIds.length, failed, firstReadyId: Math.min(...readyIds) });
}

function judge(publishedAt: ReadonlyMap<number, number>, expected: Readonly<Record<string, readonly number[]>>): Verdict {
  const latency = new Histogram();
  let delivered = 0;
  let wanted = 0;
  let wrong = 0;
  let cut = 0;
  let failed = 0;
  for (const client of clients) {
    if (client.readyId === null) {
      failed += 1;
      continue;
    }
    for (let i = 0; i < client.ids.length; i += 1) {
      const published = publishedAt.get(client.ids[i]!);
      if (published !== undefined) latency.add(client.times[i]! - published);
    }
    if (client.cut) {
      cut += 1;
      continue;
    }
    const readyId = client.readyId;
    const mine = (expected[client.query] ?? []).filter((id) => id > readyId);
    const received = new Set(client.ids);
    for (const id of mine) if (received.has(id)) delivered += 1;
    wanted += mine.length;
    const allowed = new Set(mine);
    wrong += client.ids.filter((id, i) => !allowed.has(id) || (i > 0 && id <= client.ids[i - 1]!)).length;
  }
  return { clients: clients.length, cut, failed, delivered, expected: wanted, wrong, latency: latency.toSparse() };
}

process.on('message', (message: ToClients) => {
  switch (message.kind) {
    case 'open':
      void openAll(message.url, message.queries);
      break;
    case 'count':
      send({ kind: 'count', frames: clients.reduce((sum, client) => sum + client.ids.length, 0), cut: clients.filter((client) => client.cut).length });
      break;
    case 'judge': {
      // Judged before closing: a close must not count as a cut-off.
      const verdict = judge(new Map(message.publishedAt.map(([id, at]) => [id, at])), message.expected);
      for (const client of clients) client.close();
      clients = [];
      send({ kind: 'verdict', verdict });
      break;
    }
    case 'exit':
      process.exit(0);
  }
});
