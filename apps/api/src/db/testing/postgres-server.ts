import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

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

export type PostgresServer = { readonly url: string; readonly stop?: () => void } | { readonly url: null; readonly skipReason: string };

/**
 * The real PostgreSQL server the data-layer tests run against besides PGlite: the one at DATABASE_URL, else the local
 * one at 127.0.0.1:5432, else (as root) a throwaway one started from Debian's package.
 */
export async function findPostgresServer(): Promise<PostgresServer> {
  const fromEnv = process.env['DATABASE_URL'];
  if (fromEnv) {
    if (!(await answers(fromEnv))) throw new Error(`DATABASE_URL is set but no PostgreSQL answers there`);
    return { url: fromEnv };
  }
  if (await answers(LOCAL_SERVER)) return { url: LOCAL_SERVER };
  const own = startOwnServer();
  if (typeof own === 'string') return { url: null, skipReason: own };
  return own;
}
