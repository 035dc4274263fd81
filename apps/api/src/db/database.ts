/** What every repository needs from PostgreSQL, whichever engine runs it. */
export interface Queryable {
  /**
   * `name`: a hot statement prepared once per connection under this name (node-postgres' named statements; PGlite
   * ignores it). One name, one SQL text.
   */
  query<Row>(sql: string, params?: readonly unknown[], name?: string): Promise<Row[]>;
  /** Runs one or more statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly engine: 'pglite' | 'postgres';
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
