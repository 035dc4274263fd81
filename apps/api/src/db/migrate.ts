import type { Database } from './database';
import { migrations as defaultMigrations, type Migration } from './migrations';
import { runVersionedSteps } from './versioned-steps';

/** Applies every migration not yet recorded in `schema_migrations`. Returns the ids applied. */
export function migrate(db: Database, migrations: readonly Migration[] = defaultMigrations): Promise<string[]> {
  return runVersionedSteps(
    db,
    'schema_migrations',
    migrations.map((migration) => ({ id: migration.id, run: (tx) => tx.exec(migration.sql) })),
  );
}
