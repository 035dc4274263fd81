import type { Queryable } from '../../db/database';

/** Marks a game as the person's favourite; adding it again keeps the first time (idempotent). */
export async function addFavorite(db: Queryable, userId: number, gameId: number, now: Date): Promise<void> {
  await db.query('insert into casino_favorites (user_id, game_id, created_at) values ($1, $2, $3) on conflict (user_id, game_id) do nothing', [userId, gameId, now]);
}

/** Removes a favourite; removing one that is not there changes nothing. */
export async function removeFavorite(db: Queryable, userId: number, gameId: number): Promise<void> {
  await db.query('delete from casino_favorites where user_id = $1 and game_id = $2', [userId, gameId]);
}
