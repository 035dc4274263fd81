import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { haproxyConfig, type BalancerLayout } from './haproxy';

export type Build = 'dist' | 'dist-test';

export const mainOf = (build: Build) => fileURLToPath(new URL(`../../apps/api/${build}/main.mjs`, import.meta.url));

export interface ApiProcess {
  readonly name: string;
  readonly origin: string;
  child: ChildProcess;
}

/** Starts one API process of the cluster (CLUSTER=true on the shared DATABASE_URL); `extraEnv` for the test's settings. */
export function startApiProcess(build: Build, server: BalancerLayout['servers'][number], databaseUrl: string, extraEnv: Record<string, string> = {}): ApiProcess {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, [mainOf(build)], {
    env: { ...inherited, PORT: String(server.port), HOST: server.host, DATABASE_URL: databaseUrl, CLUSTER: 'true', TRUST_PROXY: server.host, LOG_LEVEL: 'warn', ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (chunk: Buffer) => chunk.toString().replace(/^(?=.)/gm, `[${server.name}] `);
  child.stdout?.on('data', (chunk: Buffer) => process.stdout.write(prefix(chunk)));
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(prefix(chunk)));
  return { name: server.name, origin: `http://${server.host}:${server.port}`, child };
}

/** Resolves once `/readyz` answers 200 (rejects after `timeoutMs` or if the process exits). */
export async function readyz(origin: string, child: ChildProcess | null, timeoutMs = 120_000): Promise<{ jobs: boolean }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${origin} exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/readyz`);
      if (response.status === 200) return (await response.json()) as { jobs: boolean };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${origin} not ready after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** HAProxy in the foreground (`-db`) with the generated configuration. */
export function startBalancer(layout: BalancerLayout): ChildProcess {
  const folder = mkdtempSync(join(tmpdir(), 'haproxy-'));
  const config = join(folder, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig(layout));
  const child = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'inherit', 'inherit'] });
  child.once('error', (error) => console.error(`haproxy did not start (Debian: apt-get install haproxy): ${error.message}`));
  return child;
}

export async function stopProcess(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM', waitMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, waitMs))]);
}
