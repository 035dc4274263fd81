import type { Queryable } from '../../../db/database';

/** Keeps `value` as the secret `name` unless one is kept already (the first process to store it wins). */
export async function keepSecretUnlessKept(db: Queryable, name: string, value: string): Promise<void> {
  await db.query('insert into server_secrets (name, value) values ($1, $2) on conflict (name) do nothing', [name, value]);
}

export async function secretNamed(db: Queryable, name: string): Promise<string | undefined> {
  const [row] = await db.query<{ value: string }>('select value from server_secrets where name = $1', [name]);
  return row?.value;
}
