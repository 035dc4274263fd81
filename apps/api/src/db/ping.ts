import type { Queryable } from './database';

/** One round trip to the database: resolves when it answers. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('select 1');
}
