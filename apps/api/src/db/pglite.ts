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

export interface PgliteDatabase extends Database {
  readonly engine: 'pglite';
  /** The whole data folder as an uncompressed tarball, which `openPglite(undefined, { from })` opens again. */
  dumpDataDir(): Promise<Blob>;
}

export interface PgliteOptions {
  /** Start from a dumped data folder instead of an empty cluster (skips initdb, which dominates PGlite's start). */
  readonly from?: Blob;
}

/** Embedded PostgreSQL: a data folder on disk, or in memory when `dataDir` is omitted. */
export async function openPglite(dataDir?: string, options: PgliteOptions = {}): Promise<PgliteDatabase> {
  const client = await PGlite.create({ ...(dataDir ? { dataDir } : {}), ...(options.from ? { loadDataDir: options.from } : {}) });
  return {
    engine: 'pglite',
    ...queryableOf(client),
    transaction: (work) => client.transaction((tx) => work(queryableOf(tx))),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
