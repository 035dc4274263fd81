import { PGlite } from '@electric-sql/pglite';
import type { Database, Queryable } from './database';

function queryableOf(client: Pick<PGlite, 'query' | 'exec'>): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(sql: string) {
      await client.exec(sql);
    },
  };
}

/** Embedded PostgreSQL: a data folder on disk, or in memory when `dataDir` is omitted. */
export async function openPglite(dataDir?: string): Promise<Database> {
  const client = dataDir ? await PGlite.create(dataDir) : await PGlite.create();
  return {
    engine: 'pglite',
    ...queryableOf(client),
    transaction: (work) => client.transaction((tx) => work(queryableOf(tx))),
    close: () => client.close(),
  };
}
