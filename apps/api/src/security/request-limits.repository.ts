import type { Queryable } from '../db/database';

/** Counts one call in the client's window of the bucket (`request_limit_hits`): the window's count with it. */
export async function countHit(db: Queryable, bucket: string, client: string, windowStart: Date): Promise<number> {
  const [row] = await db.query<{ hits: number }>(
    `insert into request_limit_hits (bucket, client, window_start, hits) values ($1, $2, $3, 1)
     on conflict (bucket, client, window_start) do update set hits = request_limit_hits.hits + 1 returning hits`,
    [bucket, client, windowStart],
  );
  return Number(row?.hits ?? 0);
}

/** Deletes the windows that started before `before`. */
export async function deleteWindowsBefore(db: Queryable, before: Date): Promise<void> {
  await db.query('delete from request_limit_hits where window_start < $1', [before]);
}
