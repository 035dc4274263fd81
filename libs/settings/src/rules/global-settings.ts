import * as z from 'zod/mini';
import { APP_FONT_SIZE, APP_THEME, DEFAULT_APP_THEME, type AppTheme } from './appearance';
import {
  ALLOWED_COEF_VIEW_IDS,
  APP_VIEW_TYPE,
  DEFAULT_MARKETS_NAME_TYPE,
  MARKETS_NAME_TYPES,
  resolveCoefViewId,
  type AppViewType,
  type CoefViewId,
  type MarketsNameType,
} from './coef-view';
import { COOKIES_AGREE_TYPE, COOKIES_AGREE_TYPES, type CookiesAgreeType } from './consent';
import { DEFAULT_TIME_ZONE_OFFSET, isValidTimeZoneOffset } from './time';

/** A 0/1 switch of spec §3. */
export type Switch = 0 | 1;

/**
 * The global settings of spec §3. `siteConfig` is not here: the site-config model owns it.
 * leftSectionDisplayState / rightSectionDisplayState: 0 shown, 1 hidden (the hide_left / hide_right cookies).
 */
export interface GlobalSettings {
  /** Percent of the 14 px base, 80–150. */
  readonly appFontSize: number;
  readonly appTheme: AppTheme;
  readonly appViewType: AppViewType;
  readonly coefViewId: CoefViewId;
  readonly coefIndicationType: number;
  readonly marketDisplaySettings: Readonly<Record<string, number>>;
  /** Two-letter language. */
  readonly language: string;
  /** ISO 3166-1 alpha-2, upper case. */
  readonly currentCountryCode: string | null;
  /** UTC offset in hours (tzo). */
  readonly timeZone: number;
  readonly is12h: boolean;
  readonly userId: number | null;
  readonly lineProfileId: number | null;
  readonly liveProfileId: number | null;
  readonly profileIdTimestamp: number | null;
  readonly isAccumulatorOfTheDay: Switch;
  readonly isLiveAccumulatorOfTheDay: Switch;
  readonly isAppCompactView: Switch;
  readonly isAppLightVersion: Switch;
  readonly isBestMatchesOnTop: Switch;
  readonly isBetGenerator: Switch;
  readonly isDetailedScore: Switch;
  readonly isDisplayStatsInNewWindow: Switch;
  readonly isMoveVideoOnScroll: Switch;
  readonly isShowGameId: Switch;
  readonly isShowSportsOnly: Switch;
  readonly isTeamLogosInCoupon: Switch;
  readonly zoneState: Switch;
  readonly leftSectionDisplayState: Switch;
  readonly rightSectionDisplayState: Switch;
  readonly marketsNameType: MarketsNameType;
  readonly cookiesAgreeType: CookiesAgreeType;
  readonly isUserTermsChanged: boolean;
  /** ISO text or '' (spec §4: a failed terms-status call resets it to empty). */
  readonly userTermsChangedUpdatedAt: string;
  readonly partnerHasTaxes: boolean;
  readonly isGroupByCountry: boolean;
  readonly isShadowNotifyOpened: boolean;
  readonly isRegistrationProcess: boolean;
  readonly visuallyImpairedMode: boolean;
  /** Window width in px, or null before the first measure. */
  readonly windowSize: number | null;
  readonly abTestsAvailability: Readonly<Record<string, boolean>>;
}

export type SettingName = keyof GlobalSettings;

export const DEFAULT_GLOBAL_SETTINGS: GlobalSettings = {
  appFontSize: APP_FONT_SIZE.default,
  appTheme: DEFAULT_APP_THEME,
  appViewType: APP_VIEW_TYPE.european,
  coefViewId: 0,
  coefIndicationType: 0,
  marketDisplaySettings: {},
  language: 'ru',
  currentCountryCode: null,
  timeZone: DEFAULT_TIME_ZONE_OFFSET,
  is12h: false,
  userId: null,
  lineProfileId: null,
  liveProfileId: null,
  profileIdTimestamp: null,
  isAccumulatorOfTheDay: 1,
  isLiveAccumulatorOfTheDay: 1,
  isAppCompactView: 0,
  isAppLightVersion: 0,
  isBestMatchesOnTop: 0,
  isBetGenerator: 0,
  isDetailedScore: 0,
  isDisplayStatsInNewWindow: 1,
  isMoveVideoOnScroll: 1,
  isShowGameId: 0,
  isShowSportsOnly: 0,
  isTeamLogosInCoupon: 0,
  zoneState: 0,
  leftSectionDisplayState: 0,
  rightSectionDisplayState: 0,
  marketsNameType: DEFAULT_MARKETS_NAME_TYPE,
  cookiesAgreeType: COOKIES_AGREE_TYPE.none,
  isUserTermsChanged: false,
  userTermsChangedUpdatedAt: '',
  partnerHasTaxes: true,
  isGroupByCountry: true,
  isShadowNotifyOpened: false,
  isRegistrationProcess: false,
  visuallyImpairedMode: false,
  windowSize: null,
  abTestsAvailability: {},
};

const SwitchSchema = z.literal([0, 1]);
const IdSchema = z.nullable(z.int().check(z.nonnegative()));

/** One schema per setting; a value that fails its schema is dropped (the default or the current value stays). */
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

export const SETTING_NAMES = Object.keys(DEFAULT_GLOBAL_SETTINGS) as readonly SettingName[];

export function isSettingName(name: string): name is SettingName {
  return Object.hasOwn(DEFAULT_GLOBAL_SETTINGS, name);
}

type Patch = { -readonly [K in SettingName]?: GlobalSettings[K] };

function isRecord(input: unknown): input is Readonly<Record<string, unknown>> {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

/**
 * The valid settings in anything (a parsed JSON blob, a caller's patch): every named field that passes its
 * schema, nothing else. Never throws; unknown names and bad values are dropped.
 */
export function parseSettingsPatch(input: unknown, names: readonly SettingName[] = SETTING_NAMES): Partial<GlobalSettings> {
  if (!isRecord(input)) return {};
  const patch: Patch = {};
  for (const name of names) {
    if (!Object.hasOwn(input, name)) continue;
    const parsed = SETTING_SCHEMAS[name].safeParse(input[name]);
    if (parsed.success) (patch as Record<SettingName, unknown>)[name] = parsed.data;
  }
  return patch;
}

/** Settings kept consistent: the coefficient view is one the app view type allows (else its default). */
export function normalizeSettings(settings: GlobalSettings): GlobalSettings {
  const coefViewId = resolveCoefViewId({ requested: settings.coefViewId, appViewType: settings.appViewType });
  return coefViewId === settings.coefViewId ? settings : { ...settings, coefViewId };
}

/** Current settings with the valid part of a patch applied; never throws, never yields an invalid value. */
export function mergeSettings(current: GlobalSettings, patch: unknown): GlobalSettings {
  return normalizeSettings({ ...current, ...parseSettingsPatch(patch) });
}

/** Anything → complete valid settings: valid fields kept, the rest from the defaults. Never throws. */
export function parseGlobalSettings(input: unknown): GlobalSettings {
  return mergeSettings(DEFAULT_GLOBAL_SETTINGS, input);
}

/** Equal settings values (the objects compared by their entries). */
export function sameSettingValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}
