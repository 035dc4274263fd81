import * as z from 'zod/mini';

/**
 * The account menu's sports section (spec §2): the sports the bettor takes out of the line and out of live for their
 * own account — user config's disallow_line_sport and disallow_live_sport (kept sorted). Those sports leave the menus
 * and the events, and bets on them are refused. GET reads them with every sport of the line; PUT replaces them.
 */
export const SportsPreferencesPath = '/web-api/user/config/sports';

const SportIds = z.array(z.int().check(z.positive())).check(z.maxLength(500));
export const SportsPreferencesBodySchema = z.object({ disallow_line_sport: SportIds, disallow_live_sport: SportIds });
export type SportsPreferencesBody = z.infer<typeof SportsPreferencesBodySchema>;

export const SportsPreferencesResponseSchema = z.object({
  sports: z.array(z.object({ id: z.int(), name: z.string() })),
  disallow_line_sport: z.array(z.int()),
  disallow_live_sport: z.array(z.int()),
});
export type SportsPreferencesResponse = z.infer<typeof SportsPreferencesResponseSchema>;
