import type { Queryable } from '../db/database';

/**
 * The secret kept under `name` in `server_secrets`: `generated` is stored only when none is there yet, so every
 * process on the database ends up with the first one stored. Undefined when none could be read back.
 */
export async function keptServerSecret(db: Queryable, name: string, generated: string): Promise<string | undefined> {
  await db.query('insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [name, generated]);
  const rows = await db.query<{ value: string }>('select value from server_secrets where name = $1', [name]);
  return rows[0]?.value;
}
