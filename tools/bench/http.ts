/**
 * The site's hot reads over real HTTP against a plain `node:http` server sending the very same bytes:
 * `npm run bench -- http [--connections 50] [--seconds 10]`. It builds the API's production bundle (apps/api/dist),
 * starts it on PGlite in memory with the demo data and production settings, captures `GET /en` and the line page's
 * events call, and serves each captured answer from a `node:http` server of its own; autocannon, in a child process,
 * loads the API and that reference in turns (after a short warm-up of each). Requests carry no accept-encoding, so
 * neither side compresses. The last line is the verdict: each route's rate as a share of the reference's.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { siteReady } from './site-ready';
import { GENEROUS_LIMITS_ENV } from './generous-limits';

/** What the web app's sports page asks for the line (apps/web/src/entities/line/line.queries.ts). */
const EVENTS_PATH = '/line-api/v1/events?lng=en&section=line&timeFilter=all';
const WARM_UP_SECONDS = 2;

interface Options {
  readonly connections: number;
  readonly seconds: number;
}

function optionsFrom(argv: readonly string[]): Options {
  const count = (name: string, fallback: number) => {
    const index = argv.indexOf(name);
    const parsed = index >= 0 ? Number(argv[index + 1]) : Number.NaN;
    return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
  };
  return { connections: count('--connections', 50), seconds: count('--seconds', 10) };
}

interface Captured {
  readonly path: string;
  readonly contentType: string;
  readonly body: Buffer;
}

interface Load {
  readonly rate: number;
  readonly requests: number;
  /** Answers other than 2xx, errors and timeouts. */
  readonly failures: number;
}

const apiRoot = fileURLToPath(new URL('../../apps/api/', import.meta.url));
const webIndex = fileURLToPath(new URL('../../apps/web/dist/index.html', import.meta.url));
const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/** autocannon in a process of its own, so the load never shares an event loop with what it measures. */
function load(url: string, connections: number, seconds: number): Promise<Load> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [autocannonCli, '--json', '--connections', String(connections), '--duration', String(seconds), url], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.resume();
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const result = JSON.parse(output) as { requests: { total: number }; duration: number; non2xx: number; errors: number; timeouts: number };
      resolve({ rate: result.requests.total / result.duration, requests: result.requests.total, failures: result.non2xx + result.errors + result.timeouts });
    });
  });
}

/** The production bundle on a free loopback port; resolves with its origin once it says it is ready. */
async function startApi(): Promise<{ origin: string; server: ChildProcess }> {
  const built = spawnSync(process.execPath, ['build.mjs'], { cwd: apiRoot, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('building the API failed');
  if (!existsSync(webIndex)) throw new Error('apps/web/dist is missing: run `npm run build` first (the pages need its index.html)');
  // Production settings: whatever the shell says about the database, caches or response checks does not apply.
  const { DATABASE_URL: _database, READ_CACHE_TTL_MS: _ttl, VALIDATE_RESPONSES: _validate, ...inherited } = process.env;
  const server = spawn(process.execPath, [`${apiRoot}dist/main.mjs`], {
    env: { ...inherited, ...GENEROUS_LIMITS_ENV, PORT: '0', HOST: '127.0.0.1', DATA_DIR: 'memory', SEED_DEMO_DATA: 'true', LOG_LEVEL: 'warn', LINE_SIMULATOR_SECRET: 'http-bench-line-simulator-secret-0123456789' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = await siteReady(server);
  return { origin, server };
}

async function capture(origin: string, path: string): Promise<Captured> {
  const response = await fetch(new URL(path, origin), { headers: { 'accept-encoding': 'identity' } });
  if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
  if (response.headers.get('content-encoding')) throw new Error(`${path} came compressed without accept-encoding`);
  return { path, contentType: response.headers.get('content-type') ?? 'application/octet-stream', body: Buffer.from(await response.arrayBuffer()) };
}

/** The reference: node's own HTTP server answering every request with the captured bytes. */
async function referenceServer(captured: Captured): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': captured.contentType, 'content-length': captured.body.length });
    response.end(captured.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${captured.path}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}


/**
 * The API and the reference, each loaded for `seconds` in all, in turns of a fifth of it: the machine is shared, and a
 * neighbour's burst then weighs on both sides alike instead of on whichever ran during it.
 */
async function compare(apiUrl: string, referenceUrl: string, options: Options): Promise<{ api: Load; reference: Load }> {
  await load(apiUrl, options.connections, WARM_UP_SECONDS);
  await load(referenceUrl, options.connections, WARM_UP_SECONDS);
  const turns = 5;
  const runs: { api: Load[]; reference: Load[] } = { api: [], reference: [] };
  for (let turn = 0; turn < turns; turn += 1) {
    runs.api.push(await load(apiUrl, options.connections, options.seconds / turns));
    runs.reference.push(await load(referenceUrl, options.connections, options.seconds / turns));
  }
  const total = (loads: readonly Load[]): Load => {
    const requests = loads.reduce((sum, one) => sum + one.requests, 0);
    return { requests, rate: requests / loads.reduce((sum, one) => sum + one.requests / one.rate, 0), failures: loads.reduce((sum, one) => sum + one.failures, 0) };
  };
  return { api: total(runs.api), reference: total(runs.reference) };
}

const perSecond = (load: Load) => `${Math.round(load.rate).toLocaleString('en')} req/s${load.failures > 0 ? ` (${load.failures} failed)` : ''}`;

/** Runs the benchmark; false when a request failed (the figures would not mean anything). */
export async function runHttpBench(argv: readonly string[]): Promise<boolean> {
  const options = optionsFrom(argv);
  const { origin, server } = await startApi();
  const shares: number[] = [];
  let failed = false;
  try {
    const pages = [await capture(origin, '/en'), await capture(origin, EVENTS_PATH)];
    console.log(`http: API (production bundle, PGlite in memory, demo data) at ${origin}; ${options.connections} connections × ${options.seconds} s each side, in 5 turns after ${WARM_UP_SECONDS} s of warm-up; no accept-encoding`);
    for (const page of pages) {
      const reference = await referenceServer(page);
      try {
        const { api, reference: plain } = await compare(`${origin}${page.path}`, reference.url, options);
        const share = (100 * api.rate) / plain.rate;
        shares.push(share);
        failed ||= api.failures > 0 || plain.failures > 0;
        console.log(`${page.path} (${page.body.length.toLocaleString('en')} bytes): API ${perSecond(api)}, node:http ${perSecond(plain)}: ${share.toFixed(1)} %`);
      } finally {
        await reference.close();
      }
    }
  } finally {
    const exited = new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(null)));
    server.kill('SIGTERM');
    await exited;
  }
  console.log(`http: /en ${shares[0]?.toFixed(1)} % of reference, events ${shares[1]?.toFixed(1)} % of reference`);
  return !failed;
}
