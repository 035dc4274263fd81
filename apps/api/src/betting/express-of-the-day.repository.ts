import type { Queryable } from '../db/database';

export interface StoredExpress {
  readonly id: number;
  /** YYYY-MM-DD (UTC). */
  readonly day: string;
  /** In slip order. */
  readonly outcomeIds: readonly number[];
}

/** The stored express of a UTC day, or null. */
export async function storedExpressOf(db: Queryable, day: string): Promise<StoredExpress | null> {
  const [row] = await db.query<{ id: number | string; day: string; outcome_ids: (number | string)[] }>(
    'select id, day::text as day, outcome_ids from bet_express_of_the_day where day = $1::date',
    [day],
  );
  return row ? { id: Number(row.id), day: row.day, outcomeIds: row.outcome_ids.map(Number) } : null;
}

/** Stores the day's express unless one is stored already (the first stored stays the day's). */
export async function insertExpressOfTheDay(db: Queryable, day: string, outcomeIds: readonly number[], now: Date): Promise<void> {
  await db.query('insert into bet_express_of_the_day (day, outcome_ids, created_at) values ($1::date, $2::int[], $3) on conflict (day) do nothing', [day, outcomeIds, now]);
}
