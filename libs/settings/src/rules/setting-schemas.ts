import * as z from 'zod/mini';
import { APP_FONT_SIZE, APP_THEME } from './appearance';
import { ALLOWED_COEF_VIEW_IDS, APP_VIEW_TYPE, MARKETS_NAME_TYPES } from './coef-view';
import { COOKIES_AGREE_TYPES } from './consent';
import type { GlobalSettings, SettingName } from './global-settings';
import { isValidTimeZoneOffset } from './time';

// The settings' rules as zod schemas, apart from the plain checks the settings are read with (SETTING_CHECKS in
// global-settings.ts, which a test holds to these): zod stays out of the browser's first JavaScript.

const SwitchSchema = z.literal([0, 1]);
const IdSchema = z.nullable(z.int().check(z.nonnegative()));

/** One schema per setting: what a stored or sent value of it must be. */
export const SETTING_SCHEMAS: { readonly [K in SettingName]: z.ZodMiniType<GlobalSettings[K]> } = {
  appFontSize: z.int().check(z.gte(APP_FONT_SIZE.min), z.lte(APP_FONT_SIZE.max)),
  appTheme: z.literal([APP_THEME.light, APP_THEME.dark]),
  appViewType: z.literal([APP_VIEW_TYPE.european, APP_VIEW_TYPE.asian]),
  coefViewId: z.literal(ALLOWED_COEF_VIEW_IDS),
  coefIndicationType: z.int().check(z.nonnegative()),
  marketDisplaySettings: z.record(z.string(), z.number().check(z.refine(Number.isFinite))),
  language: z.string().check(z.regex(/^[a-z]{2}$/)),
  currentCountryCode: z.nullable(z.string().check(z.regex(/^[A-Z]{2}$/))),
  timeZone: z.number().check(z.refine(isValidTimeZoneOffset)),
  is12h: z.boolean(),
  userId: IdSchema,
  lineProfileId: IdSchema,
  liveProfileId: IdSchema,
  profileIdTimestamp: IdSchema,
  isAccumulatorOfTheDay: SwitchSchema,
  isLiveAccumulatorOfTheDay: SwitchSchema,
  isAppCompactView: SwitchSchema,
  isAppLightVersion: SwitchSchema,
  isBestMatchesOnTop: SwitchSchema,
  isBetGenerator: SwitchSchema,
  isDetailedScore: SwitchSchema,
  isDisplayStatsInNewWindow: SwitchSchema,
  isMoveVideoOnScroll: SwitchSchema,
  isShowGameId: SwitchSchema,
  isShowSportsOnly: SwitchSchema,
  isTeamLogosInCoupon: SwitchSchema,
  zoneState: SwitchSchema,
  leftSectionDisplayState: SwitchSchema,
  rightSectionDisplayState: SwitchSchema,
  marketsNameType: z.enum(MARKETS_NAME_TYPES),
  cookiesAgreeType: z.literal(COOKIES_AGREE_TYPES),
  isUserTermsChanged: z.boolean(),
  userTermsChangedUpdatedAt: z.string(),
  partnerHasTaxes: z.boolean(),
  isGroupByCountry: z.boolean(),
  isShadowNotifyOpened: z.boolean(),
  isRegistrationProcess: z.boolean(),
  visuallyImpairedMode: z.boolean(),
  windowSize: z.nullable(z.int().check(z.positive())),
  abTestsAvailability: z.record(z.string(), z.boolean()),
};

