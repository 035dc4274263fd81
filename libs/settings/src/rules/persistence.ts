import { clampFontSize, rootFontSizePx, themeName, type ThemeName } from './appearance';
import { mayWriteFunctionalCookies, readCookiesAgreeType } from './consent';
import { DEFAULT_GLOBAL_SETTINGS, parseSettingsPatch, sameSettingValue, type GlobalSettings, type SettingName, type Switch } from './global-settings';
import { FUNCTIONAL_KEYS, removeOp, writeOp, type StorageKey, type StorageOp } from './storage';
import { readTimeZoneOffset, readTwelveHourFlag } from './time';

/**
 * Where each setting is kept:
 * - one cookie per setting the server or the first paint needs (the codecs below);
 * - the local-storage `settings` JSON for the other display preferences (`STORED_SETTING_NAMES`);
 * - nowhere for what comes from the server or the session (country, user and profile ids, terms state,
 *   partnerHasTaxes, registration in progress, A/B tests).
 */
export interface CookieCodec<K extends SettingName> {
  readonly key: StorageKey;
  readonly setting: K;
  /** The stored text → a value, or undefined when it is not a valid one. */
  decode(raw: string): GlobalSettings[K] | undefined;
  /** A value → the text to store, or null to remove the cookie. */
  encode(value: GlobalSettings[K]): string | null;
}

const codec = <K extends SettingName>(value: CookieCodec<K>): CookieCodec<K> => value;

const readSwitch = (raw: string): Switch | undefined => (raw === '1' ? 1 : raw === '0' ? 0 : undefined);
const readFlag = (raw: string): boolean | undefined => (raw === '1' || raw === 'true' ? true : raw === '0' || raw === 'false' ? false : undefined);
const readInt = (raw: string): number | undefined => (/^-?\d{1,6}$/.test(raw.trim()) ? Number(raw.trim()) : undefined);
const flagText = (value: boolean): string => (value ? '1' : '0');

const languageCookie = codec({
  key: 'lng',
  setting: 'language',
  decode: (raw) => (/^[a-z]{2}$/i.test(raw.trim()) ? raw.trim().toLowerCase() : undefined),
  encode: (value) => value,
});
const appViewTypeCookie = codec({
  key: 'app_view_type',
  setting: 'appViewType',
  decode: (raw) => readSwitch(raw.trim()),
  encode: String,
});
const hideLeftCookie = codec({ key: 'hide_left', setting: 'leftSectionDisplayState', decode: readSwitch, encode: String });
const hideRightCookie = codec({ key: 'hide_right', setting: 'rightSectionDisplayState', decode: readSwitch, encode: String });
const consentCookie = codec({ key: 'cookies_agree_type', setting: 'cookiesAgreeType', decode: readCookiesAgreeType, encode: String });
const groupByCountryCookie = codec({ key: 'isChampsGroupedByCountry', setting: 'isGroupByCountry', decode: readFlag, encode: flagText });
const windowWidthCookie = codec({
  key: 'window_width',
  setting: 'windowSize',
  decode: (raw) => {
    const width = readInt(raw);
    return width !== undefined && width > 0 ? width : undefined;
  },
  encode: (value) => (value === null ? null : String(value)),
});
const themeCookie = codec({ key: 'app_theme', setting: 'appTheme', decode: readSwitch, encode: String });
const fontSizeCookie = codec({
  key: 'app_font_size',
  setting: 'appFontSize',
  decode: (raw) => {
    const percent = readInt(raw);
    return percent === undefined ? undefined : clampFontSize(percent);
  },
  encode: String,
});
const timeZoneCookie = codec({ key: 'tzo', setting: 'timeZone', decode: readTimeZoneOffset, encode: String });
const twelveHourCookie = codec({ key: 'is12h', setting: 'is12h', decode: readTwelveHourFlag, encode: flagText });

type AnyCodec = { [K in SettingName]: CookieCodec<K> }[SettingName];

/** Startup step "cookie settings": consent first, then the display cookies. */
export const STARTUP_COOKIE_CODECS: readonly AnyCodec[] = [consentCookie, languageCookie, appViewTypeCookie, groupByCountryCookie, themeCookie, fontSizeCookie, hideLeftCookie, hideRightCookie, windowWidthCookie];
/** Startup step "time zone and 12-hour flag". */
export const TIME_COOKIE_CODECS: readonly AnyCodec[] = [timeZoneCookie, twelveHourCookie];
export const COOKIE_CODECS: readonly AnyCodec[] = [...STARTUP_COOKIE_CODECS, ...TIME_COOKIE_CODECS];

/** Settings kept in the local-storage `settings` JSON. */
export const STORED_SETTING_NAMES: readonly SettingName[] = [
  'coefViewId',
  'coefIndicationType',
  'marketDisplaySettings',
  'marketsNameType',
  'isAccumulatorOfTheDay',
  'isLiveAccumulatorOfTheDay',
  'isAppCompactView',
  'isAppLightVersion',
  'isBestMatchesOnTop',
  'isBetGenerator',
  'isDetailedScore',
  'isDisplayStatsInNewWindow',
  'isMoveVideoOnScroll',
  'isShowGameId',
  'isShowSportsOnly',
  'isTeamLogosInCoupon',
  'zoneState',
  'isShadowNotifyOpened',
  'visuallyImpairedMode',
];

/** The cookie that keeps a setting, if one does. */
export function cookieKeyOf(setting: SettingName): StorageKey | undefined {
  return COOKIE_CODECS.find((entry) => entry.setting === setting)?.key;
}

/** Decodes the codecs' cookies through `read`: only present, valid values. */
export function readCookieSettings(read: (key: StorageKey) => string | undefined, codecs: readonly AnyCodec[]): Partial<GlobalSettings> {
  const patch: Record<string, unknown> = {};
  for (const entry of codecs) {
    const raw = read(entry.key);
    if (raw === undefined) continue;
    const value = entry.decode(raw);
    if (value !== undefined) patch[entry.setting] = value;
  }
  return patch as Partial<GlobalSettings>;
}

/** The local `settings` JSON → its valid stored settings. Never throws: broken JSON gives {}. */
export function readStoredSettings(raw: string | undefined): Partial<GlobalSettings> {
  if (raw === undefined) return {};
  try {
    return parseSettingsPatch(JSON.parse(raw) as unknown, STORED_SETTING_NAMES);
  } catch {
    return {};
  }
}

/** The `settings` JSON of some settings (their stored part). */
export function storedSettingsJson(settings: GlobalSettings): string {
  return JSON.stringify(Object.fromEntries(STORED_SETTING_NAMES.map((name) => [name, settings[name]])));
}

function codecOp<K extends SettingName>(entry: CookieCodec<K>, settings: GlobalSettings): StorageOp {
  const text = entry.encode(settings[entry.setting]);
  return text === null ? removeOp(entry.key) : writeOp(entry.key, text);
}

const FUNCTIONAL_CODECS = COOKIE_CODECS.filter((entry) => FUNCTIONAL_KEYS.includes(entry.key));

/**
 * What to write after the settings changed from `previous` to `next`: the consent cookie first; when consent
 * no longer allows functional cookies, their removal; when it newly allows them, the current functional values;
 * then every other changed cookie, then the `settings` JSON if a stored setting changed.
 * (The storage gate still refuses functional writes without consent; see applyStorageOps.)
 */
export function persistenceOps(previous: GlobalSettings, next: GlobalSettings): readonly StorageOp[] {
  const ops: StorageOp[] = [];
  const changed = (name: SettingName) => !sameSettingValue(previous[name], next[name]);
  const consentChanged = changed('cookiesAgreeType');
  if (consentChanged) ops.push(codecOp(consentCookie, next));
  const functionalNow = mayWriteFunctionalCookies(next.cookiesAgreeType);
  const functionalBefore = mayWriteFunctionalCookies(previous.cookiesAgreeType);
  if (consentChanged && !functionalNow) ops.push(...FUNCTIONAL_KEYS.map(removeOp));
  for (const entry of COOKIE_CODECS) {
    if (entry === consentCookie) continue;
    const functional = FUNCTIONAL_CODECS.includes(entry);
    if (functional && !functionalNow) continue;
    const newlyAllowed = functional && consentChanged && !functionalBefore;
    if (changed(entry.setting) || (newlyAllowed && !sameSettingValue(next[entry.setting], DEFAULT_GLOBAL_SETTINGS[entry.setting]))) ops.push(codecOp(entry, next));
  }
  if (STORED_SETTING_NAMES.some(changed)) ops.push(writeOp('settings', storedSettingsJson(next)));
  return ops;
}

/**
 * Theme and root font size from the cookies alone, for the server to put on <html> in the first byte
 * (`data-theme`, `style="font-size:…px"`) so a light-theme visitor never sees a dark flash.
 */
export function readAppearance(read: (key: StorageKey) => string | undefined): { readonly theme: ThemeName; readonly rootFontSizePx: number } {
  const patch = readCookieSettings(read, [themeCookie, fontSizeCookie]);
  return { theme: themeName(patch.appTheme ?? DEFAULT_GLOBAL_SETTINGS.appTheme), rootFontSizePx: rootFontSizePx(patch.appFontSize ?? DEFAULT_GLOBAL_SETTINGS.appFontSize) };
}
