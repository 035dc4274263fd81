import * as z from 'zod/mini';

/**
 * The display settings a signed-in bettor keeps on the account (spec §3 global settings), so they follow the bettor
 * to every browser: odds format and view, time zone and clock, theme and font size, the sportsbook's columns and the
 * on/off switches. Not here: what belongs to one browser or comes from elsewhere (language from the address, cookie
 * consent, window width, ids from the session). The settings lib holds its own checks to these (a test proves it).
 *
 * `GET` answers what the account holds (`{}` before the bettor first saved); `PUT` replaces it with the body, every
 * field optional, unknown fields refused, and answers what is stored.
 */
export const AccountDisplaySettingsPath = '/web-api/office/settings';

const Switch = z.literal([0, 1]);

export const AccountDisplaySettingsSchema = z.strictObject({
  /** Percent of the 14 px base. */
  appFontSize: z.optional(z.int().check(z.gte(80), z.lte(150))),
  /** 0 light, 1 dark. */
  appTheme: z.optional(Switch),
  /** 0 European, 1 Asian. */
  appViewType: z.optional(Switch),
  coefViewId: z.optional(z.literal([0, 1, 2, 4, 5, 6, 14, 15, 16])),
  coefIndicationType: z.optional(z.int().check(z.nonnegative())),
  marketsNameType: z.optional(z.enum(['short', 'full'])),
  /** UTC offset in hours, quarter hours from −12 to +14. */
  timeZone: z.optional(z.number().check(z.gte(-12), z.lte(14), z.refine((hours) => Number.isInteger(hours * 4), 'a quarter hour'))),
  is12h: z.optional(z.boolean()),
  isGroupByCountry: z.optional(z.boolean()),
  visuallyImpairedMode: z.optional(z.boolean()),
  leftSectionDisplayState: z.optional(Switch),
  rightSectionDisplayState: z.optional(Switch),
  isAccumulatorOfTheDay: z.optional(Switch),
  isLiveAccumulatorOfTheDay: z.optional(Switch),
  isAppCompactView: z.optional(Switch),
  isAppLightVersion: z.optional(Switch),
  isBestMatchesOnTop: z.optional(Switch),
  isBetGenerator: z.optional(Switch),
  isDetailedScore: z.optional(Switch),
  isDisplayStatsInNewWindow: z.optional(Switch),
  isMoveVideoOnScroll: z.optional(Switch),
  isShowGameId: z.optional(Switch),
  isShowSportsOnly: z.optional(Switch),
  isTeamLogosInCoupon: z.optional(Switch),
  zoneState: z.optional(Switch),
});
export type AccountDisplaySettings = z.infer<typeof AccountDisplaySettingsSchema>;

/** The names the account keeps, in the contract's order. */
export const ACCOUNT_DISPLAY_SETTING_NAMES = Object.keys(AccountDisplaySettingsSchema.shape) as readonly (keyof AccountDisplaySettings)[];

export const AccountDisplaySettingsResponseSchema = z.object({
  settings: AccountDisplaySettingsSchema,
  /** When the bettor last saved them (ISO), or null before the first save. */
  updated_at: z.nullable(z.string()),
});
export type AccountDisplaySettingsResponse = z.infer<typeof AccountDisplaySettingsResponseSchema>;
