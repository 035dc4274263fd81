/**
 * The live line stream under load: `npm run bench -- stream [--clients 1000] [--seconds 30] [--live 62]`.
 * Starts the test-control build (`apps/api/dist-test`, PGlite in memory, the line simulator on its timer), starts
 * prematch games through test control until at least `--live` games are live (the schedule alone has about ten at a
 * time), and opens `--clients` Server-Sent Events streams from a child process with the queries browsers send (every
 * change, live only, one sport, the games of a page). For `--seconds` it measures each change from its publish time
 * (test control stamps it) to the moment its frame is complete at each client. Then, in the same run, the reference:
 * a plain `node:http` server replaying the same frames at the same times to the same clients and queries, measured the
 * same way. The last line is the verdict (exit code 1 unless p99 ≤ 3 × the reference's, everything delivered and no
 * client dropped). Never part of `npm test`.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { startReference, type RecordedFrame } from './stream/reference';
import { Histogram, matcherOf, monotonicMs, type ChangeFacts, type FromClients, type ToClients, type Verdict } from './stream/shared';
import { Site, type LiveGame, type PublishedChange } from './stream/site';

interface Options {
  readonly clients: number;
  readonly seconds: number;
  readonly live: number;
}

function optionsFrom(argv: readonly string[]): Options {
  const count = (name: string, fallback: number) => {
    const index = argv.indexOf(name);
    const parsed = Number(index >= 0 ? argv[index + 1] : undefined);
    return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
  };
  return { clients: count('--clients', 1000), seconds: count('--seconds', 30), live: count('--live', 62) };
}

/** A deterministic random source, so every run asks the same. */
function randomFor(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/**
 * What each client asks for: 30 % every change (a page of more than 200 games), 15 % live only, 15 % one sport,
 * 20 % the games of a popular page (40 pages shared by five clients each), 20 % a page of their own (3–12 live games
 * and a coupon's prematch games).
 */
function queriesFor(count: number, live: readonly LiveGame[], prematch: readonly LiveGame[]): string[] {
  const random = randomFor(7);
  const pick = (games: readonly LiveGame[], n: number) => [...new Set(Array.from({ length: n }, () => games[Math.floor(random() * games.length)]!.id))].sort((a, b) => a - b);
  const sports = [...new Set(live.map((game) => game.sportId))];
  const pages = Array.from({ length: 40 }, () => pick(live, 5));
  return Array.from({ length: count }, (_, i) => {
    const slot = i % 20;
    if (slot < 6) return '';
    if (slot < 9) return 'section=live';
    if (slot < 12) return `sportId=${sports[i % sports.length]}`;
    if (slot < 16) return `gameIds=${pages[i % pages.length]!.join(',')}`;
    return `gameIds=${[...pick(live, 3 + Math.floor(random() * 10)), ...pick(prematch, 2)].sort((a, b) => a - b).join(',')}`;
  });
}

/** The child process holding the clients (they must not share an event loop with either server). */
class Clients {
  readonly #child: ChildProcess;
  #waiting: ((message: FromClients) => void) | null = null;

  constructor() {
    this.#child = fork(fileURLToPath(new URL('./stream/clients.ts', import.meta.url)), { stdio: 'inherit' });
    this.#child.on('message', (message: FromClients) => this.#waiting?.(message));
  }

  ask<K extends FromClients['kind']>(message: ToClients, kind: K): Promise<Extract<FromClients, { kind: K }>> {
    return new Promise((resolve) => {
      this.#waiting = (answer) => {
        if (answer.kind !== kind) return;
        this.#waiting = null;
        resolve(answer as Extract<FromClients, { kind: K }>);
      };
      this.#child.send(message);
    });
  }

  /** Waits until no frame has arrived for a second (at most 20 s): everything sent has been received. */
  async settled(): Promise<void> {
    let last = -1;
    for (const deadline = Date.now() + 20_000; Date.now() < deadline; await sleep(1000)) {
      const { frames } = await this.ask({ kind: 'count' }, 'count');
      if (frames === last) return;
      last = frames;
    }
  }

  exit(): void {
    this.#child.send({ kind: 'exit' } satisfies ToClients);
  }
}

function factsOf(change: PublishedChange): RecordedFrame {
  const data = JSON.parse(change.frame.slice(change.frame.indexOf('data: ') + 6)) as { type: string; status?: string };
  return { ...change, notLiveGame: data.type === 'game' && data.status !== 'live' };
}

function expectedFor(queries: readonly string[], changes: readonly ChangeFacts[]): Record<string, number[]> {
  return Object.fromEntries([...new Set(queries)].map((query) => [query, changes.filter(matcherOf(query)).map((change) => change.id)]));
}

interface Result {
  readonly p50: number;
  readonly p99: number;
  readonly delivered: number;
  readonly verdict: Verdict;
}

function resultOf(verdict: Verdict): Result {
  const latency = new Histogram();
  latency.merge(verdict.latency);
  return { p50: latency.percentile(0.5), p99: latency.percentile(0.99), delivered: verdict.expected === 0 ? 0 : (100 * verdict.delivered) / verdict.expected, verdict };
}

const ms = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());
/** 100 only when every change arrived (99.996 must not print as 100). */
const percent = (value: number) => (value === 100 ? '100' : (Math.floor(value * 100) / 100).toFixed(2));

function describeResult(label: string, result: Result): string {
  const { verdict } = result;
  const latency = new Histogram();
  latency.merge(verdict.latency);
  return `${label}: p50 ${ms(result.p50)} ms, p99 ${ms(result.p99)} ms, max ${ms(latency.max)} ms over ${latency.total.toLocaleString('en')} deliveries; delivered ${percent(result.delivered)} % (${verdict.delivered}/${verdict.expected}), wrong ${verdict.wrong}, cut off ${verdict.cut}, never ready ${verdict.failed}`;
}

export async function runStreamBench(argv: readonly string[]): Promise<boolean> {
  const options = optionsFrom(argv);
  const clients = new Clients();
  const site = await Site.start();
  let api: Result;
  let changes: RecordedFrame[];
  let eventsPerSecond: number;
  let live: number;
  let queries: string[];
  let dropped: number;
  try {
    const started = await site.makeLive(options.live);
    await sleep(2000); // a tick of the simulator
    const liveGames = await site.games('live');
    live = liveGames.length;
    console.log(`live games: ${live} (${started} started through test control) at ${site.origin}`);
    queries = queriesFor(options.clients, liveGames, await site.games('line'));
    const rssBefore = site.rssMb();

    const opened = await clients.ask({ kind: 'open', url: site.streamUrl, queries }, 'opened');
    const during = await site.probe(Number.MAX_SAFE_INTEGER);
    console.log(`API: ${opened.ready} streams open (${opened.failed} failed), ${during.groups} filter groups; measuring ${options.seconds} s`);
    const from = monotonicMs();
    await sleep(options.seconds * 1000);
    const to = monotonicMs();
    const rss = site.rssMb();
    await site.simulator(false);
    await clients.settled();
    const probe = await site.probe(opened.firstReadyId);
    dropped = probe.dropped;
    changes = probe.published.map(factsOf);
    eventsPerSecond = (changes.filter((change) => change.publishedAt >= from && change.publishedAt <= to).length * 1000) / (to - from);
    const { verdict } = await clients.ask({ kind: 'judge', publishedAt: changes.map((change) => [change.id, change.publishedAt] as const), expected: expectedFor(queries, changes) }, 'verdict');
    api = resultOf(verdict);
    console.log(`${changes.length} changes, ${Math.round(eventsPerSecond)} a second; the server dropped ${dropped} clients; its RSS ${rss ?? '?'} MB (${rssBefore ?? '?'} MB before the clients)`);
    console.log(describeResult('API stream', api));
  } finally {
    site.stop();
  }

  const reference = await startReference(changes);
  let ref: Result;
  try {
    const opened = await clients.ask({ kind: 'open', url: reference.url, queries }, 'opened');
    console.log(`reference: ${opened.ready} streams open (${opened.failed} failed); replaying ${changes.length} frames`);
    const sent = await reference.replay();
    await clients.settled();
    const { verdict } = await clients.ask({ kind: 'judge', publishedAt: sent, expected: expectedFor(queries, changes) }, 'verdict');
    ref = resultOf(verdict);
    console.log(describeResult('reference', ref));
  } finally {
    await reference.close();
    clients.exit();
  }

  const droppedClients = Math.max(dropped, api.verdict.cut);
  console.log(
    `stream: ${options.clients} clients, ${Math.round(eventsPerSecond)} events/s, p50 ${ms(api.p50)} ms, p99 ${ms(api.p99)} ms, reference p99 ${ms(ref.p99)} ms, delivered ${percent(api.delivered)} %, dropped ${droppedClients}`,
  );
  return live >= 60 && api.p99 <= 3 * ref.p99 && api.delivered === 100 && api.verdict.wrong === 0 && droppedClients === 0;
}
