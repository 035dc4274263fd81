import { LinePaths, LineStreamEventSchema } from '@betting/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LineChange } from '../events';
import { SseClient, STREAM_NOW, changes, openStreamSite, sent, type StreamSite } from './stream.fixture';


const FOOTBALL = 1;
const CS2 = 40;
/** Test games and their sports: the stream takes the sport from the publisher, never from the database. */
const SPORT_OF = new Map([
  [1001, FOOTBALL],
  [1002, CS2],
  [1003, CS2],
  [1004, FOOTBALL],
]);
const RING = 16;
const CLIENT_BUFFER = 256 * 1024;

describe('the live stream over real HTTP', () => {
  let site: StreamSite;
  beforeAll(async () => {
    site = await openStreamSite({ ringSize: RING, clientBufferBytes: CLIENT_BUFFER, pingMs: 50 });
  });
  afterAll(() => site.close());

  const url = (query = '') => `${site.origin}${LinePaths.stream}${query}`;
  /** Publishes on the one-process bus (which numbers at once) and answers the change's id. */
  const publish = (event: LineChange) => {
    site.line.events.publish(event, SPORT_OF.get(event.gameId)!);
    return site.line.events.lastId;
  };
  const open = async (query = '', headers: Record<string, string> = {}) => {
    const client = await SseClient.open(url(query), headers);
    await client.until((c) => c.frames.length > 0 || c.retry !== null);
    return client;
  };
  /** Every open stream ends after what it was sent (what the server does before closing): a barrier for exact lists. */
  const endAll = async (...clients: SseClient[]) => {
    await sent();
    site.line.stream.close();
    expect(await Promise.all(clients.map((client) => client.over))).toEqual(clients.map(() => 'end'));
  };

  it('keeps what the web app relies on: retry, ready first, event names and payloads, ping comments', async () => {
    const client = await open('?gameIds=1001');
    await client.until((c) => c.frames.length > 0);
    expect(client.contentType).toContain('text/event-stream');
    expect(client.retry).toBe(2000);
    const [ready] = client.events;
    expect(ready).toEqual({ type: 'ready', at: STREAM_NOW });
    expect(client.frames[0]!.id).toBe(site.line.events.lastId);
    const change = changes.coefs(1001, 2);
    const id = publish(change);
    await client.until((c) => c.frames.length === 2);
    expect(client.frames[1]).toEqual({ id, event: 'coefs', data: JSON.stringify(change) });
    expect(LineStreamEventSchema.parse(client.events[1])).toEqual(change);
    await client.until((c) => c.comments.includes('ping'));
    client.close();
  });

  it('encodes each change once, however many streams take it', async () => {
    const first = await open();
    const encodedChanges = () => site.line.stream.stats.encoded;
    const before = encodedChanges();
    for (const gameId of [1001, 1002, 1003, 1004, 1001]) publish(changes.coefs(gameId));
    await first.until((c) => c.changeIds.length === 5);
    expect(encodedChanges() - before).toBe(5);

    const many = await Promise.all(Array.from({ length: 40 }, (_, i) => open(['', '?sportId=1', '?section=live', '?gameIds=1001,1004'][i % 4])));
    expect(site.line.stream.stats).toMatchObject({ subscribers: 41, groups: 4 });
    for (const gameId of [1001, 1002, 1003, 1004, 1001]) publish(changes.coefs(gameId));
    await endAll(first, ...many);
    expect(encodedChanges() - before).toBe(10);
    // The streams that take everything got the same bytes.
    const everything = [first, ...many.filter((_, i) => i % 4 === 0)];
    for (const client of everything) expect(client.frames.slice(-5)).toEqual(first.frames.slice(-5));
    expect(many[1]!.changeIds).toHaveLength(3);
  });

  it('sends each group exactly the changes its filter lets through, in order', async () => {
    const queries = ['', '?gameIds=1001,1002', '?gameIds=1002,1001,1001', '?sportId=1', '?section=live', '?sportId=40&section=live', '?gameIds=1003&sportId=1', '?section=line'];
    const clients = await Promise.all(queries.map((query) => open(query)));
    // `gameIds` in another order is the same group; `section=line` narrows nothing, so it joins the unfiltered one.
    expect(site.line.stream.stats).toMatchObject({ subscribers: queries.length, groups: 6 });
    const published: { id: number; event: LineChange }[] = [];
    const script: LineChange[] = [
      changes.started(1001), changes.game(1001, 'live'), changes.coefs(1002), changes.game(1003, 'prematch'), changes.market(1004),
      changes.game(1002, 'finished'), changes.coefs(1003, 3), changes.finished(1001), changes.game(1004, 'live'), changes.started(1003),
    ];
    for (const [index, event] of script.entries()) {
      published.push({ id: publish(event), event });
      if (index % 3 === 2) await sent(); // several batches, not one
    }
    await endAll(...clients);
    // What the contract says each query receives, written out independently of the server's filter.
    const expected = (query: string) => {
      const params = new URLSearchParams(query);
      const games = params.get('gameIds')?.split(',').map(Number);
      const sport = params.get('sportId');
      return published
        .filter(({ event }) => !games || games.includes(event.gameId))
        .filter(({ event }) => sport === null || SPORT_OF.get(event.gameId) === Number(sport))
        .filter(({ event }) => params.get('section') !== 'live' || event.type !== 'game' || event.status === 'live')
        .map(({ id }) => id);
    };
    for (const [index, query] of queries.entries()) expect(clients[index]!.changeIds, query || 'no filter').toEqual(expected(query));
    expect(clients[0]!.changeIds).toHaveLength(script.length);
    expect(clients[6]!.changeIds).toEqual([]);
    expect(clients[0]!.events.slice(1)).toEqual(script);
  });

  it('resumes from Last-Event-ID with exactly the changes missed, in order; else says ready', async () => {
    const first = await open('?sportId=1');
    const readyId = first.frames[0]!.id!;
    const ids: number[] = [];
    for (const gameId of [1001, 1002, 1004, 1003, 1001, 1002]) ids.push(publish(changes.coefs(gameId)));
    await first.until((c) => c.changeIds.length === 3);
    const seen = first.changeIds[1]!;
    first.close();
    await first.over;
    for (const gameId of [1004, 1002, 1001, 1003]) ids.push(publish(changes.coefs(gameId)));
    await sent();
    const football = (after: number) => ids.filter((id, index) => id > after && SPORT_OF.get([1001, 1002, 1004, 1003, 1001, 1002, 1004, 1002, 1001, 1003][index]!) === FOOTBALL);

    const byHeader = await open('?sportId=1', { 'last-event-id': String(seen) });
    const byQuery = await open(`?sportId=1&lastEventId=${seen}`);
    // The header is what a browser's EventSource sends on its own: it wins over a stale query parameter.
    const headerWins = await open(`?sportId=1&lastEventId=${readyId}`, { 'last-event-id': String(ids[8]) });
    const fromReady = await open('?sportId=1', { 'last-event-id': String(readyId) });
    publish(changes.game(1004, 'live'));
    const live = site.line.events.lastId;
    await endAll(byHeader, byQuery, headerWins, fromReady);
    for (const client of [byHeader, byQuery]) {
      expect(client.events.map((e) => e.type)).not.toContain('ready');
      expect(client.changeIds).toEqual([...football(seen), live]);
    }
    expect(football(seen)).toHaveLength(3);
    expect(headerWins.changeIds).toEqual([live]);
    expect(fromReady.changeIds).toEqual([...football(readyId), live]);
    expect(byHeader.retry).toBe(2000);

    // Gone from the ring (it holds the last RING changes), never given out, or garbled: ready, and only new changes.
    for (let i = 0; i < RING; i += 1) publish(changes.coefs(1001));
    await sent();
    const late = await open('', { 'last-event-id': String(seen) });
    const unknown = await open('', { 'last-event-id': String(site.line.events.lastId + 5) });
    const garbled = await open('', { 'last-event-id': 'abc' });
    const after = publish(changes.coefs(1002));
    await endAll(late, unknown, garbled);
    for (const client of [late, unknown, garbled]) {
      expect(client.frames[0]).toMatchObject({ event: 'ready', id: after - 1 });
      expect(client.changeIds).toEqual([after]);
    }
  });

  it('sends ready instead of a replay that would not fit in a client buffer', async () => {
    const start = site.line.events.lastId;
    // RING changes of about 40 kB: more than the 256 kB a client may have untaken.
    for (let i = 0; i < RING; i += 1) publish(changes.coefs(1001, 600));
    await sent();
    const small = await open('?gameIds=1002', { 'last-event-id': String(start) });
    const big = await open('', { 'last-event-id': String(start) });
    await endAll(small, big);
    expect(small.frames).toEqual([]);
    expect(big.frames.map((frame) => frame.event)).toEqual(['ready']);
  });

  it('cuts off a client that stops reading, while the others receive everything', async () => {
    const reader = await open();
    const stuck = await open();
    const alsoReading = await open('?sportId=1');
    await Promise.all([reader, stuck, alsoReading].map((client) => client.until((c) => c.frames.length === 1)));
    stuck.pause();
    const droppedBefore = site.line.stream.stats.dropped;
    const ids: number[] = [];
    // Changes of about 40 kB, each on its own (a tick at a time), until the socket buffers and the 256 kB limit are
    // full (12 MB at least; 80 MB at most, which no loopback socket holds).
    for (let i = 0; i < 2000 && (i < 300 || site.line.stream.stats.dropped === droppedBefore); i += 1) {
      ids.push(publish(changes.coefs(i % 2 === 0 ? 1001 : 1002, 600)));
      await sent();
    }
    expect(site.line.stream.stats.dropped).toBe(droppedBefore + 1);
    expect(site.line.stream.stats.subscribers).toBe(2);
    await endAll(reader, alsoReading);
    expect(reader.changeIds).toEqual(ids);
    expect(alsoReading.changeIds).toEqual(ids.filter((_, i) => i % 2 === 0));
    stuck.resume();
    expect(await stuck.over).toBe('cut');
    // What it got before it was cut off is a gapless start of the stream.
    expect(stuck.changeIds.length).toBeLessThan(ids.length);
    expect(stuck.changeIds).toEqual(ids.slice(0, stuck.changeIds.length));
  });
});
