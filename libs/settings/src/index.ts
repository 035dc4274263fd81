// rules: global settings
export { DEFAULT_GLOBAL_SETTINGS, SETTING_NAMES, SETTING_CHECKS, isSettingName, mergeSettings, normalizeSettings, parseGlobalSettings, parseSettingsPatch } from './rules/global-settings';

// rules: theme and font size
export { APP_FONT_SIZE, APP_THEME, BASE_FONT_SIZE_PX, DEFAULT_APP_THEME, clampFontSize, rootFontSizePx, themeName, toggledTheme } from './rules/appearance';

// rules: coefficient views and market names (spec §5)
export {
  ALLOWED_COEF_VIEW_IDS,
  APP_VIEW_TYPE,
  COEF_VIEW,
  COEF_VIEWS_BY_APP_VIEW_TYPE,
  DEFAULT_COEF_VIEW_BY_APP_VIEW_TYPE,
  DEFAULT_MARKETS_NAME_TYPE,
  MARKETS_NAME_TYPES,
  coefViewsFor,
  isAllowedCoefViewId,
  isAppViewType,
  isCoefViewAllowedFor,
  isMarketsNameType,
  resolveCoefViewId,
  resolveMarketsNameType,
} from './rules/coef-view';

// rules: time zone and 12-hour clock
export {
  DEFAULT_TIME_ZONE_OFFSET,
  TIME_ZONE_OFFSET_RANGE,
  TWELVE_HOUR_COUNTRIES,
  dateTimePattern,
  isTwelveHourClock,
  isValidTimeZoneOffset,
  offsetToIso,
  parseTimeZoneOffset,
  readTimeZoneOffset,
  readTwelveHourFlag,
  timePattern,
} from './rules/time';
// Time formatting (date-fns) is imported from '@betting/settings/time-format', so it loads only where times are shown.

// rules: consent
export {
  COOKIES_AGREE_TYPE,
  COOKIES_AGREE_TYPES,
  MARKETING_LOAD_DELAY_MS,
  consentChoiceOf,
  consentTypeOf,
  initialConsent,
  isCookiePopupVisible,
  isCookiesAgreeType,
  marketingLoadDelayMs,
  mayLoadMarketing,
  mayWriteFunctionalCookies,
  readCookiesAgreeType,
} from './rules/consent';

// Analytics counter rules (countersByType, counterLoadPlan, countersDue, isRegistrationPath) are imported from
// '@betting/settings/analytics-counters': exported here, they would sit in the home page's first JavaScript.

// rules: storage keys and the storage port
export {
  PREFERENCE_MAX_AGE_SECONDS,
  COOKIE_MAX_AGE_SECONDS,
  FUNCTIONAL_KEYS,
  PAYMENT_CONSULTANT_QUERY,
  STORAGE_KEYS,
  STORAGE_KEY_NAMES,
  applyStorageOps,
  consentGatedStorage,
  isStorageKey,
  mayWriteKey,
  needsFunctionalConsent,
  paymentConsultantOps,
  removeOp,
  safeRead,
  storageMediumOf,
  writeOp,
} from './rules/storage';
export { COOKIE_CODECS, STORED_SETTING_NAMES, cookieKeyOf, persistenceOps, readAppearance, readCookieSettings, readStoredSettings, storedSettingsJson } from './rules/persistence';

// rules: age notice
export {
  AGE_ACCEPTANCE_MS,
  AGE_ACCEPTANCE_SECONDS,
  AGE_ACCEPTED_COOKIE,
  NO_AGE_ACCEPTANCE,
  acceptedAge,
  ageAcceptanceOps,
  ageCookieCatchUpOps,
  isAgeAccepted,
  isAgeAcceptedByCookie,
  isAgeNoticeVisible,
  readAgeAcceptance,
} from './rules/age-notice';

// rules: startup order
export { OPEN_SITE, SETTINGS_STARTUP_STEPS, STARTUP_STEPS, mayInitServer, nextStartupStep, startupPlan } from './rules/startup';
export { applySiteDefaults, loadCookieSettings, loadSettings } from './rules/load';

// rules: screen breakpoints (spec §9)
export { PHONE_MAX_WIDTH, SCREEN_BREAKPOINTS, screenClassOf } from './rules/screen';
export type { ScreenClass } from './rules/screen';

// rules: support chat (spec §1, §6)
export { providerSetup, supportChatPlan, supportFormPath } from './rules/support-chat';
export type { ProviderSetup, SupportChatPlan } from './rules/support-chat';

// rules: the settings a signed-in bettor's account keeps
export { ACCOUNT_SETTING_NAMES, accountSettingsOf, readAccountSettings, sameAccountSettings, withAccountSettings } from './rules/account-settings';

// model
export { createSettingsModel, SETTINGS_SID } from './model/settings.model';
export { ACCOUNT_SAVE_DELAY_MS, createAccountSyncModel } from './model/account-sync.model';

// types
export type { GlobalSettings, SettingName, Switch } from './rules/global-settings';
export { SETTING_SCHEMAS } from './rules/setting-schemas';
export type { AppTheme, ThemeName } from './rules/appearance';
export type { AppViewType, CoefViewChoice, CoefViewId, MarketsNameType } from './rules/coef-view';
export type { TimeDisplay } from './rules/time';
export type { ConsentChoice, CookiesAgreeType } from './rules/consent';
export type { AppliedOps, ConsentClass, GatedSettingsStorage, SettingsStorage, StorageKey, StorageKeyInfo, StorageMedium, StorageOp } from './rules/storage';
export type { CookieCodec } from './rules/persistence';
export type { AgeAcceptance } from './rules/age-notice';
export type { ServerInitGate, StartupStep } from './rules/startup';
export type { LoadedSettings, SettingsStartContext, SiteDefaults, ViewChoices } from './rules/load';
export type { SectionSide, SettingsModel, SettingsModelDeps, StorageWrite } from './model/settings.model';
export type { AccountSyncDeps, AccountSyncModel } from './model/account-sync.model';
