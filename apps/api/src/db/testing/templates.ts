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

/** Template databases on the server for this run (`template0` serves as the empty one); `drop` removes them. */
export async function buildPostgresTemplates(serverUrl: string, runId: string): Promise<{ names: Record<TemplateKind, string>; drop: () => Promise<void> }> {
  const names: Record<TemplateKind, string> = { empty: 'template0', migrated: `betting_template_${runId}_migrated`, seeded: `betting_template_${runId}_seeded` };
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
