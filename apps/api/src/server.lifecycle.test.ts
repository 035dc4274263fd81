import { ConfigAllResponseSchema } from '@betting/contracts';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openPglite } from './db/pglite';
import { seedSteps } from './db/seeds';

const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'betting-lifecycle-'));

/** Server processes of the running test: one left behind by a failed test must not hold the data folder for the next. */
const started = new Set<ChildProcess>();

/** Starts the real server process on a free port; resolves with its URL once it says it is ready. */
function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', WEB_ROOT: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  child.once('exit', () => started.delete(child));
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /Site ready on (http:\/\/\S+)/.exec(output);
      if (ready?.[1]) resolve({ child, url: ready[1].replace('localhost', '127.0.0.1') });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before it was ready:\n${output}`)));
  });
}

function exitCode(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

// A process of its own compiles the app's sources with tsx, then migrates and seeds a database on disk: seconds on a
// quiet machine, many more beside the suite's other worker.
describe('the server process', { timeout: 60_000 }, () => {
  afterEach(async () => {
    await Promise.all([...started].map((child) => {
      const exited = exitCode(child);
      child.kill('SIGKILL');
      return exited;
    }));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it.each(['SIGTERM', 'SIGINT'] as const)('stops cleanly on %s and starts again on the same data folder', async (signal) => {
    const { child, url } = await startServer();
    const response = await fetch(`${url}/bff-api/config/all.json?lang=en`);
    expect(response.status).toBe(200);
    expect(ConfigAllResponseSchema.parse(await response.json()).siteConfig.companyName).toBe('Apex Bet');

    const exited = exitCode(child);
    child.kill(signal);
    expect(await exited).toBe(0);

    // The folder opens again with everything in place: migrations and seed steps recorded once each.
    const db = await openPglite(dataDir);
    const steps = await db.query<{ id: string }>('select id from seed_steps order by id');
    await db.close();
    expect(steps.map((step) => step.id)).toEqual(seedSteps.map((step) => step.id));
  });
});
