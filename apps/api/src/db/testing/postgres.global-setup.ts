import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
    postgresSkipReason: string;
  }
}

const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/test';
const OWN_SERVER_PORT = 54329;

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

function postgresBinDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root).sort().at(-1);
  return version ? join(root, version, 'bin') : undefined;
}

/** As root, starts a throwaway server from Debian's postgresql package (installing it when missing). */
function startOwnServer(): { url: string; stop: () => void } | string {
  if (process.getuid?.() !== 0) return 'no PostgreSQL answers at DATABASE_URL or 127.0.0.1:5432, and starting one needs root';
  if (!postgresBinDir()) {
    const install = spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql'], { stdio: 'inherit' });
    if (install.status !== 0) return 'apt-get could not install postgresql';
  }
  const bin = postgresBinDir();
  if (!bin) return 'postgresql binaries not found after install';
  const dataDir = mkdtempSync(join(tmpdir(), 'betting-pg-'));
  chownSync(dataDir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const asPostgres = (args: string[]) => execFileSync('runuser', ['-u', 'postgres', '--', ...args], { stdio: 'pipe' });
  asPostgres([join(bin, 'initdb'), '-D', dataDir, '-A', 'trust', '-U', 'postgres']);
  asPostgres([join(bin, 'pg_ctl'), '-D', dataDir, '-l', join(dataDir, 'log'), '-o', `-c listen_addresses=127.0.0.1 -p ${OWN_SERVER_PORT} -k ${dataDir}`, '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${OWN_SERVER_PORT}/postgres`,
    stop: () => {
      asPostgres([join(bin, 'pg_ctl'), '-D', dataDir, '-m', 'fast', '-w', 'stop']);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Finds the real PostgreSQL server the data-layer tests run against, besides PGlite. */
export default async function setup(project: TestProject) {
  const fromEnv = process.env['DATABASE_URL'];
  if (fromEnv) {
    if (!(await answers(fromEnv))) throw new Error(`DATABASE_URL is set but no PostgreSQL answers there`);
    project.provide('postgresUrl', fromEnv);
    project.provide('postgresSkipReason', '');
    return;
  }
  if (await answers(LOCAL_SERVER)) {
    project.provide('postgresUrl', LOCAL_SERVER);
    project.provide('postgresSkipReason', '');
    return;
  }
  const own = startOwnServer();
  if (typeof own === 'string') {
    console.warn(`[api tests] real PostgreSQL tests skipped: ${own}`);
    project.provide('postgresUrl', null);
    project.provide('postgresSkipReason', own);
    return;
  }
  project.provide('postgresUrl', own.url);
  project.provide('postgresSkipReason', '');
  return () => own.stop();
}
