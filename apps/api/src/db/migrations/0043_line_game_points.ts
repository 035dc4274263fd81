/**
 * The points of the game being played inside a set (tennis: 15, 30, 40, advantage), home first, while a match is
 * live: the simulator plays tennis point by point and writes them with the score; null where a sport has none.
 */
export const lineGamePointsMigration = {
  id: '0043_line_game_points',
  sql: /* sql */ `
    alter table line_games add column game_points jsonb;
  `,
};
