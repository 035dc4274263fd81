import type { Queryable } from '../db/database';

const ascendingUnique = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** The line's sports and those the bettor took out of the line and of live (ascending, each once). */
export async function preferencesOf(db: Queryable, userId: number) {
  const sports = await db.query<{ id: number; name: string }>('select id, name from line_sports order by sort, name');
  const [row] = await db.query<{ line: number[]; live: number[] }>('select disallow_line_sport as line, disallow_live_sport as live from users where id = $1', [userId]);
  return { sports, disallow_line_sport: ascendingUnique(row?.line ?? []), disallow_live_sport: ascendingUnique(row?.live ?? []) };
}

/** How many of these sport ids the line knows. */
export async function knownSportsCount(db: Queryable, sportIds: readonly number[]): Promise<number> {
  const known = await db.query<{ id: number }>('select id from line_sports where id = any($1::int[])', [[...sportIds]]);
  return known.length;
}

export async function setDisallowedSports(db: Queryable, userId: number, line: readonly number[], live: readonly number[]): Promise<void> {
  await db.query('update users set disallow_line_sport = $2::int[], disallow_live_sport = $3::int[] where id = $1', [userId, line, live]);
}
