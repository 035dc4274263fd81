/** The API under test for the stream benchmark: the test-control build, on PGlite in memory, driven over HTTP. */
import { LinePaths, LineTestControlPaths } from '@betting/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { siteReady } from '../site-ready';
import { GENEROUS_LIMITS_ENV } from '../generous-limits';

/** Fixed, so every run plays the games the same way (the site wants ≥ 32 characters). */
const BENCH_SIMULATOR_SECRET = 'stream-bench-line-simulator-secret-0123456789';

export interface LiveGame {
  readonly id: number;
  readonly sportId: number;
  readonly isEsports: boolean;
}

export interface PublishedChange {
  readonly id: number;
  readonly publishedAt: number;
  readonly sportId: number;
  readonly gameId: number;
  readonly frame: string;
}

export interface StreamProbe {
  readonly subscribers: number;
  readonly groups: number;
  readonly dropped: number;
  readonly lastId: number;
  readonly published: readonly PublishedChange[];
}

export class Site {
  private constructor(
    readonly origin: string,
    private readonly server: ChildProcess,
  ) {}

  /** Starts `apps/api/dist-test` on a free loopback port with the line simulator on its timer. */
  static async start(): Promise<Site> {
    const main = fileURLToPath(new URL('../../../apps/api/dist-test/main.mjs', import.meta.url));
    if (!existsSync(main)) throw new Error('apps/api/dist-test is missing: run `npx nx run api:build:test-control` first');
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const server = spawn(process.execPath, [main], {
      env: { ...inherited, ...GENEROUS_LIMITS_ENV, PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory', LOG_LEVEL: 'warn', LINE_SIMULATOR_SECRET: BENCH_SIMULATOR_SECRET },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const origin = await siteReady(server);
    return new Site(origin, server);
  }

  get streamUrl(): string {
    return `${this.origin}${LinePaths.stream}`;
  }

  async json<T>(path: string, init?: RequestInit): Promise<T> {
    const response = await fetch(new URL(path, this.origin), init);
    if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  async games(section: 'live' | 'line'): Promise<LiveGame[]> {
    return (await this.json<{ games: LiveGame[] }>(`${LinePaths.events}?section=${section}&limit=200`)).games;
  }

  /** Starts prematch games now (test control) until `count` are live; long games first, not minutes-long virtual ones. */
  async makeLive(count: number): Promise<number> {
    const live = await this.games('live');
    const waiting = (await this.games('line')).sort((a, b) => Number(a.isEsports) - Number(b.isEsports));
    const started = waiting.slice(0, Math.max(0, count - live.length));
    for (const game of started) await this.json(LineTestControlPaths.start(game.id), { method: 'POST' });
    return started.length;
  }

  async simulator(running: boolean): Promise<void> {
    await this.json(LineTestControlPaths.simulator, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ running }) });
  }

  probe(after = 0): Promise<StreamProbe> {
    return this.json<StreamProbe>(`${LineTestControlPaths.stream}?after=${after}`);
  }

  /** The server process's resident memory in MB (Linux; null elsewhere). */
  rssMb(): number | null {
    try {
      const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${this.server.pid}/status`, 'utf8'))?.[1];
      return kb ? Math.round(Number(kb) / 1024) : null;
    } catch {
      return null;
    }
  }

  stop(): void {
    this.server.kill('SIGTERM');
  }
}
