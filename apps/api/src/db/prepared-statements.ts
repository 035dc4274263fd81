import { createHash } from 'node:crypto';
import type { Queryable } from './database';

const names = new Map<string, string>();

function nameOf(sql: string): string {
  let name = names.get(sql);
  if (name === undefined) {
    name = `q_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;
    names.set(sql, name);
  }
  return name;
}

/**
 * `db` with every statement prepared under a name taken from its text (node-postgres prepares a named statement once
 * per connection and PostgreSQL then skips parsing and, after a few runs, planning; PGlite ignores names). For hot
 * readers of another module whose SQL texts are fixed: each distinct text is one more prepared statement per
 * connection, kept until it closes.
 */
export function preparingEach(db: Queryable): Queryable {
  return {
    query: (sql, params, name) => db.query(sql, params, name ?? nameOf(sql)),
    exec: (sql) => db.exec(sql),
  };
}
