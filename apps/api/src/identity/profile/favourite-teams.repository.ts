import type { FavouriteTeam } from '@betting/contracts';
import type { Queryable } from '../../db/database';

export async function listFavouriteTeams(db: Queryable, userId: number): Promise<FavouriteTeam[]> {
  const rows = await db.query<{ sport_id: number; team_name: string }>('select sport_id, team_name from favourite_teams where user_id = $1 order by created_at, sport_id, team_name', [userId]);
  return rows.map((row) => ({ sportId: row.sport_id, name: row.team_name }));
}

/** Whether the line has (or had) a game of this sport with this side. */
export async function teamOnLine(db: Queryable, team: FavouriteTeam): Promise<boolean> {
  const rows = await db.query('select 1 from line_games where sport_id = $1 and (home_name = $2 or away_name = $2) limit 1', [team.sportId, team.name]);
  return rows.length > 0;
}

/** Stars a team unless the bettor keeps `max` already; false when refused for the count. Starring twice is one star. */
export async function addFavouriteTeam(db: Queryable, userId: number, team: FavouriteTeam, max: number, now: number): Promise<boolean> {
  const rows = await db.query(
    `insert into favourite_teams (user_id, sport_id, team_name, created_at)
     select $1, $2, $3, $4 where (select count(*) from favourite_teams where user_id = $1) < $5
     on conflict do nothing returning 1`,
    [userId, team.sportId, team.name, new Date(now), max],
  );
  if (rows.length > 0) return true;
  const [kept] = await db.query('select 1 from favourite_teams where user_id = $1 and sport_id = $2 and team_name = $3', [userId, team.sportId, team.name]);
  return kept !== undefined;
}

export async function removeFavouriteTeam(db: Queryable, userId: number, team: FavouriteTeam): Promise<void> {
  await db.query('delete from favourite_teams where user_id = $1 and sport_id = $2 and team_name = $3', [userId, team.sportId, team.name]);
}
