import * as z from 'zod/mini';

/**
 * The bettor's favourite teams (the team page shows their live and upcoming games). A team is a side of the line's
 * games: its sport and its name as the line writes it. `GET` lists them in the order they were starred; `PUT` stars or
 * unstars one (`favourite`) and answers the list. A team the line never had is refused (`unknown_team`), and a bettor
 * keeps at most FAVOURITE_TEAMS_MAX (`too_many_favourites`).
 */
export const FavouriteTeamsPath = '/web-api/office/favourite-teams';
export const FAVOURITE_TEAMS_MAX = 30;

export const FavouriteTeamSchema = z.object({
  sportId: z.int().check(z.positive()),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});
export type FavouriteTeam = z.infer<typeof FavouriteTeamSchema>;

export const FavouriteTeamChangeSchema = z.object({
  sportId: FavouriteTeamSchema.shape.sportId,
  name: FavouriteTeamSchema.shape.name,
  favourite: z.boolean(),
});
export type FavouriteTeamChange = z.infer<typeof FavouriteTeamChangeSchema>;

export const FavouriteTeamsResponseSchema = z.object({ teams: z.array(FavouriteTeamSchema) });
export type FavouriteTeamsResponse = z.infer<typeof FavouriteTeamsResponseSchema>;

/** The same team (sport and name as the line writes it). */
export const sameTeam = (a: FavouriteTeam, b: FavouriteTeam): boolean => a.sportId === b.sportId && a.name === b.name;
