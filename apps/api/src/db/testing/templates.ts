import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { migrate } from '../migrate';
import { openPglite } from '../pglite';
import { openPostgres } from '../postgres';
import { seed } from '../seeds';

/**
 * What a test file starts from: an empty database, one with every migration applied, or one also seeded with the demo
 * data. Each run builds them once per engine; a test file gets a copy in about a second instead of running initdb,
 * 36 migrations and the seed steps itself.
 */
export type TemplateKind = 'empty' | 'migrated' | 'seeded';

export async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The server's URL pointed at another database on it. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Dumps PGlite's data folder at each stage into `folder`; returns the tarball of each kind. */
export async function buildPgliteTemplates(folder: string): Promise<Record<TemplateKind, string>> {
  const db = await openPglite();
  try {
    const dump = async (kind: TemplateKind) => {
      const file = join(folder, `${kind}.tar`);
      writeFileSync(file, new Uint8Array(await (await db.dumpDataDir()).arrayBuffer()));
      return file;
    };
    const empty = await dump('empty');
    await migrate(db);
    const migrated = await dump('migrated');
    await seed(db);
    return { empty, migrated, seeded: await dump('seeded') };
  } finally {
    await db.close();
  }
}

/** Databases of test runs are named after the run's process: `betting_template_<pid>_…`, `betting_test_<pid>_…`. */
export const runDatabasePrefix = (kind: 'template' | 'test', pid: number) => `betting_${kind}_${pid}_`;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Drops what earlier runs killed before their teardown left on the server (only runs whose process is gone). */
export async function dropAbandonedDatabases(serverUrl: string): Promise<void> {
  await withAdmin(serverUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname ~ '^betting_(template|test)_[0-9]+_'");
    for (const { datname } of rows) {
      const pid = Number(/^betting_(?:template|test)_(\d+)_/.exec(datname)?.[1]);
      if (!isRunning(pid)) await client.query(`drop database if exists ${datname} with (force)`);
    }
  });
}

/** Template databases on the server for this run (`template0` serves as the empty one); `drop` removes them. */
export async function buildPostgresTemplates(serverUrl: string): Promise<{ names: Record<TemplateKind, string>; drop: () => Promise<void> }> {
  const prefix = `${runDatabasePrefix('template', process.pid)}${Date.now().toString(36)}`;
  const names: Record<TemplateKind, string> = { empty: 'template0', migrated: `${prefix}_migrated`, seeded: `${prefix}_seeded` };
  const prepare = async (name: string, from: string, work: (db: Awaited<ReturnType<typeof openPostgres>>) => Promise<unknown>) => {
    await withAdmin(serverUrl, (client) => client.query(`create database ${name} template ${from}`));
    const db = await openPostgres({ connectionString: databaseUrl(serverUrl, name), maxConnections: 1 });
    try {
      await work(db);
    } finally {
      await db.close();
    }
  };
  await prepare(names.migrated, 'template0', migrate);
  await prepare(names.seeded, names.migrated, seed);
  return {
    names,
    drop: () =>
      withAdmin(serverUrl, async (client) => {
        for (const name of [names.seeded, names.migrated]) await client.query(`drop database if exists ${name} with (force)`);
      }),
  };
}
