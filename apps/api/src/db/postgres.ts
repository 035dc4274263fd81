import pg from 'pg';
import type { Database, Queryable } from './database';

function queryableOf(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = []) {
      const result = await client.query(sql, [...params]);
      return result.rows as Row[];
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

export interface PostgresOptions {
  readonly connectionString: string;
  /** Every connection uses this schema first; tests give each run its own. */
  readonly schema?: string;
  readonly maxConnections?: number;
}

/** A PostgreSQL server reached over TCP or a socket. */
export async function openPostgres(options: PostgresOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  await pool.query('select 1');
  return {
    engine: 'postgres',
    ...queryableOf(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(queryableOf(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
