import type { Database, Queryable } from './database';

export interface VersionedStep {
  readonly id: string;
  run(tx: Queryable): Promise<void>;
}

/**
 * Runs, in order and each in its own transaction, every step whose id is not yet recorded in `ledgerTable`.
 * Migrations and demo-data seeds both go through here. Returns the ids run.
 */
export async function runVersionedSteps(db: Database, ledgerTable: 'schema_migrations' | 'seed_steps', steps: readonly VersionedStep[]): Promise<string[]> {
  await db.exec(`create table if not exists ${ledgerTable} (id text primary key, applied_at timestamptz not null default now())`);
  const done = new Set((await db.query<{ id: string }>(`select id from ${ledgerTable}`)).map((row) => row.id));
  const applied: string[] = [];
  for (const step of steps) {
    if (done.has(step.id)) continue;
    await db.transaction(async (tx) => {
      await step.run(tx);
      await tx.query(`insert into ${ledgerTable} (id) values ($1)`, [step.id]);
    });
    applied.push(step.id);
  }
  return applied;
}
