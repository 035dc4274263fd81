import pg from 'pg';
import type { Database, Queryable } from './database';

function queryableOf(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<Row>(sql: string, params: readonly unknown[] = [], name?: string) {
      const result = name ? await client.query({ name, text: sql, values: [...params] }) : await client.query(sql, [...params]);
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
  // An idle pooled connection the server ends (a restart, an administrator, a dropped test database) must not take the
  // process down as an uncaught error: the pool drops it and opens another when asked.
  pool.on('error', (error) => console.warn(`[postgres] idle connection lost: ${error.message}`));
  await pool.query('select 1');
  return {
    engine: 'postgres',
    ...queryableOf(pool),
    /**
     * One transaction on one pooled connection, at the server's default isolation (read committed): callers that
     * race for rows lock them (`select … for update`, in a stable order); the wallet's ledger also retries
     * serialization failures and deadlocks (wallet/ledger/retried-transaction.ts). The caller's error is the one
     * thrown; a connection whose rollback failed is discarded instead of going back to the pool.
     */
    async transaction(work) {
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        await client.query('begin');
        const result = await work(queryableOf(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch((rollbackError: unknown) => {
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}
