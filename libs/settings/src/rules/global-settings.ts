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

type Check<T> = (value: unknown) => value is T;

const isSwitch: Check<Switch> = (value) => value === 0 || value === 1;
const isBoolean: Check<boolean> = (value) => typeof value === 'boolean';
const isString: Check<string> = (value) => typeof value === 'string';
const isInt: Check<number> = (value): value is number => Number.isSafeInteger(value);
const isCount: Check<number> = (value): value is number => isInt(value) && value >= 0;
const isId: Check<number | null> = (value) => value === null || isCount(value);
const oneOf =
  <T>(values: readonly T[]): Check<T> =>
  (value): value is T =>
    (values as readonly unknown[]).includes(value);
const matching =
  (pattern: RegExp): Check<string> =>
  (value): value is string =>
    isString(value) && pattern.test(value);

/** zod's test of a record: an object whose constructor, if any, is a plain one's. */
function isPlainObject(value: unknown): value is Readonly<Record<string, unknown>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const ctor: unknown = (value as { constructor?: unknown }).constructor;
  if (ctor === undefined || typeof ctor !== 'function') return true;
  const prototype: unknown = (ctor as { prototype?: unknown }).prototype;
  return typeof prototype === 'object' && prototype !== null && Object.hasOwn(prototype, 'isPrototypeOf');
}
const recordOf =
  <T>(check: Check<T>): Check<Readonly<Record<string, T>>> =>
  (value): value is Readonly<Record<string, T>> =>
    isPlainObject(value) && Reflect.ownKeys(value).every((key) => key === '__proto__' || (typeof key === 'string' && check(value[key])));

/**
 * One check per setting; a value that fails its check is dropped (the default or the current value stays). Plain
 * predicates, not zod: the settings load before the first render; `SETTING_SCHEMAS` (setting-schemas.ts) are the
 * same rules as zod schemas, and a test holds the two together.
 */
export const SETTING_CHECKS: { readonly [K in SettingName]: Check<GlobalSettings[K]> } = {
  appFontSize: (value): value is number => isInt(value) && value >= APP_FONT_SIZE.min && value <= APP_FONT_SIZE.max,
  appTheme: oneOf<AppTheme>([APP_THEME.light, APP_THEME.dark]),
  appViewType: oneOf<AppViewType>([APP_VIEW_TYPE.european, APP_VIEW_TYPE.asian]),
  coefViewId: oneOf(ALLOWED_COEF_VIEW_IDS),
  coefIndicationType: isCount,
  marketDisplaySettings: recordOf((value): value is number => typeof value === 'number' && Number.isFinite(value)),
  language: matching(/^[a-z]{2}$/),
  currentCountryCode: (value): value is string | null => value === null || matching(/^[A-Z]{2}$/)(value),
  timeZone: isValidTimeZoneOffset,
  is12h: isBoolean,
  userId: isId,
  lineProfileId: isId,
  liveProfileId: isId,
  profileIdTimestamp: isId,
  isAccumulatorOfTheDay: isSwitch,
  isLiveAccumulatorOfTheDay: isSwitch,
  isAppCompactView: isSwitch,
  isAppLightVersion: isSwitch,
  isBestMatchesOnTop: isSwitch,
  isBetGenerator: isSwitch,
  isDetailedScore: isSwitch,
  isDisplayStatsInNewWindow: isSwitch,
  isMoveVideoOnScroll: isSwitch,
  isShowGameId: isSwitch,
  isShowSportsOnly: isSwitch,
  isTeamLogosInCoupon: isSwitch,
  zoneState: isSwitch,
  leftSectionDisplayState: isSwitch,
  rightSectionDisplayState: isSwitch,
  marketsNameType: oneOf<MarketsNameType>(MARKETS_NAME_TYPES),
  cookiesAgreeType: oneOf(COOKIES_AGREE_TYPES),
  isUserTermsChanged: isBoolean,
  userTermsChangedUpdatedAt: isString,
  partnerHasTaxes: isBoolean,
  isGroupByCountry: isBoolean,
  isShadowNotifyOpened: isBoolean,
  isRegistrationProcess: isBoolean,
  visuallyImpairedMode: isBoolean,
  windowSize: (value): value is number | null => value === null || (isInt(value) && value > 0),
  abTestsAvailability: recordOf(isBoolean),
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
    const value = input[name];
    if (SETTING_CHECKS[name](value)) (patch as Record<SettingName, unknown>)[name] = value;
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
