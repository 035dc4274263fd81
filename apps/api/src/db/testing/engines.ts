import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import type { Database } from '../database';
import { openPglite } from '../pglite';
import { openPostgres } from '../postgres';

export interface EngineUnderTest {
  readonly name: 'pglite' | 'postgres';
  /** A fresh, empty database of this engine; on PostgreSQL a schema of its own, dropped by `dispose`. */
  open(): Promise<{ db: Database; dispose: () => Promise<void> }>;
}

async function withAdmin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const pgliteEngine: EngineUnderTest = {
  name: 'pglite',
  async open() {
    const db = await openPglite();
    return { db, dispose: () => db.close() };
  },
};

function postgresEngine(url: string): EngineUnderTest {
  return {
    name: 'postgres',
    async open() {
      const schema = `test_${randomUUID().replaceAll('-', '')}`;
      await withAdmin(url, (client) => client.query(`create schema ${schema}`));
      const db = await openPostgres({ connectionString: url, schema });
      return {
        db,
        dispose: async () => {
          await db.close();
          await withAdmin(url, (client) => client.query(`drop schema ${schema} cascade`));
        },
      };
    },
  };
}

/** PGlite always; the real PostgreSQL server when the global setup found or started one. */
export function enginesUnderTest(): EngineUnderTest[] {
  const url = inject('postgresUrl');
  if (!url) console.warn(`[api tests] running on PGlite only: ${inject('postgresSkipReason')}`);
  return url ? [pgliteEngine, postgresEngine(url)] : [pgliteEngine];
}
