/**
 * Cold start as a newcomer meets it: `npm run bench -- start`. Starts the production build (`apps/api/dist/main.mjs`,
 * what `npm start` runs after building) on an empty PGlite data folder and times spawn → the first `GET /en` that
 * answers 200; stops it with SIGTERM, then starts it again on the same folder and times the same. Each start is
 * measured `--runs` times (default 3, fresh folders for the empty case) and the median printed. Run `npm run build`
 * first. The last line is the verdict: `start: empty folder X s, existing folder Y s`.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENEROUS_LIMITS_ENV } from './generous-limits';

const MAIN = fileURLToPath(new URL('../../apps/api/dist/main.mjs', import.meta.url));
const WEB = fileURLToPath(new URL('../../apps/web/dist/index.html', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { redirect: 'manual' });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Seconds from spawning the server on `dataDir` to its first 200 on `/en`; the server is stopped before returning. */
async function timedStart(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const server = spawn(process.execPath, [MAIN], {
    env: { ...inherited, ...GENEROUS_LIMITS_ENV, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  try {
    for (;;) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode} before answering`);
      if (await answers(`http://127.0.0.1:${port}/en`)) return (performance.now() - started) / 1000;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    server.kill('SIGTERM');
    await exited;
  }
}

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export async function runStartBench(argv: readonly string[]): Promise<boolean> {
  if (!existsSync(MAIN) || !existsSync(WEB)) throw new Error('no production build: run `npm run build` first');
  const index = argv.indexOf('--runs');
  const runs = index >= 0 && Number(argv[index + 1]) > 0 ? Number(argv[index + 1]) : 3;
  const empty: number[] = [];
  const existing: number[] = [];
  for (let run = 1; run <= runs; run += 1) {
    const dataDir = mkdtempSync(join(tmpdir(), 'betting-start-'));
    try {
      empty.push(await timedStart(dataDir));
      existing.push(await timedStart(dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
    console.log(`run ${run}: empty folder ${empty.at(-1)?.toFixed(1)} s, existing folder ${existing.at(-1)?.toFixed(1)} s`);
  }
  const [first, again] = [median(empty), median(existing)];
  console.log(`start: empty folder ${first.toFixed(1)} s, existing folder ${again.toFixed(1)} s`);
  return first <= 20 && again <= 5;
}
