/**
 * The bettor's favourite teams: a side of the line's games, by its sport and its name as the line writes it (names
 * are not translated). The team page shows their live and upcoming games.
 */
export const favouriteTeamsMigration = {
  id: '0061_favourite_teams',
  sql: /* sql */ `
    create table favourite_teams (
      user_id integer not null references users (id) on delete cascade,
      sport_id integer not null references line_sports (id),
      team_name text not null check (length(team_name) between 1 and 100),
      created_at timestamptz not null,
      primary key (user_id, sport_id, team_name)
    );
  `,
};
