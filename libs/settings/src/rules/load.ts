import { ageCookieCatchUpOps, isAgeNoticeVisible, readAgeAcceptance, type AgeAcceptance } from './age-notice';
import { resolveCoefViewId, resolveMarketsNameType } from './coef-view';
import { initialConsent, mayWriteFunctionalCookies } from './consent';
import { DEFAULT_GLOBAL_SETTINGS, normalizeSettings, type GlobalSettings } from './global-settings';
import { COOKIE_CODECS, readCookieSettings, readStoredSettings, STARTUP_COOKIE_CODECS, TIME_COOKIE_CODECS } from './persistence';
import { nextStartupStep, SETTINGS_STARTUP_STEPS, type StartupStep } from './startup';
import { FUNCTIONAL_KEYS, paymentConsultantOps, removeOp, STORAGE_KEYS, writeOp, type StorageKey, type StorageOp } from './storage';
import { isTwelveHourClock } from './time';

/** Site config defaults (spec §3 site config: default betting view and markets name type). */
export interface SiteDefaults {
  readonly defaultBettingView?: number;
  readonly marketsNameType?: string;
}

/** What the visitor chose (stored or changed), as against a default: site defaults never override a choice. */
export interface ViewChoices {
  readonly coefViewId?: unknown;
  readonly marketsNameType?: unknown;
}

/** Coefficient view and markets name type from the choices, else the site defaults if allowed, else ours (spec §5). */
export function applySiteDefaults(settings: GlobalSettings, choices: ViewChoices, siteDefaults: SiteDefaults): GlobalSettings {
  return normalizeSettings({
    ...settings,
    coefViewId: resolveCoefViewId({ requested: choices.coefViewId, appViewType: settings.appViewType, siteDefault: siteDefaults.defaultBettingView }),
    marketsNameType: resolveMarketsNameType({ requested: choices.marketsNameType, siteDefault: siteDefaults.marketsNameType }),
  });
}

export interface SettingsStartContext {
  /** The site shows a cookie popup; without one consent is ALL automatically. */
  readonly showsCookiePopup: boolean;
  /** The visitor's country (ISO alpha-2, from geo or the profile), for the 12-hour country list. */
  readonly countryCode?: string | null;
  /** Site config defaults, used only when allowed (spec §5). */
  readonly siteDefaults?: SiteDefaults;
  /** The page query (`?a=b`), for payment_consultant=1. */
  readonly search?: string;
  /** The site has the age notice (default true). */
  readonly ageNoticeEnabled?: boolean;
}

export interface LoadedSettings {
  readonly settings: GlobalSettings;
  /** The stored view choices (for site defaults that arrive later). */
  readonly choices: ViewChoices;
  /** The settings steps run, in order (always SETTINGS_STARTUP_STEPS). */
  readonly steps: readonly StartupStep[];
  readonly ageAcceptance: AgeAcceptance;
  readonly ageNoticeVisible: boolean;
  readonly paymentConsultant: boolean;
  /**
   * Writes the start makes: the consent cookie when it was set to ALL automatically, the payment_consultant
   * cookie, and the removal of functional cookies the consent does not allow.
   */
  readonly ops: readonly StorageOp[];
}

function withoutFunctional(patch: Partial<GlobalSettings>): Partial<GlobalSettings> {
  const result: Record<string, unknown> = { ...patch };
  for (const entry of COOKIE_CODECS) if (FUNCTIONAL_KEYS.includes(entry.key)) delete result[entry.setting];
  return result as Partial<GlobalSettings>;
}

/**
 * The settings part of the startup order, over a reader of the storage: cookie settings, stored settings, then
 * time zone and 12-hour flag. Pure given `read` and `now`; bad stored values fall back to the defaults.
 */
export function loadSettings(read: (key: StorageKey) => string | undefined, context: SettingsStartContext, now: number): LoadedSettings {
  const steps: StartupStep[] = [];
  let settings: GlobalSettings = DEFAULT_GLOBAL_SETTINGS;
  let ageAcceptance: AgeAcceptance = { acceptedAt: null, forSession: false };
  const ops: StorageOp[] = [];
  let choices: ViewChoices = {};

  for (let step = nextStartupStep(steps); step !== null && SETTINGS_STARTUP_STEPS.includes(step); step = nextStartupStep(steps)) {
    if (step === 'cookie-settings') {
      const fromCookies = readCookieSettings(read, STARTUP_COOKIE_CODECS);
      const cookiesAgreeType = initialConsent({ stored: fromCookies.cookiesAgreeType, showsCookiePopup: context.showsCookiePopup });
      // Functional cookies the consent does not allow are not used (and are removed below).
      const allowed = mayWriteFunctionalCookies(cookiesAgreeType) ? fromCookies : withoutFunctional(fromCookies);
      settings = { ...settings, ...allowed, cookiesAgreeType };
      if (!context.showsCookiePopup && cookiesAgreeType !== fromCookies.cookiesAgreeType) ops.push(writeOp('cookies_agree_type', String(cookiesAgreeType)));
    } else if (step === 'stored-settings') {
      const stored = readStoredSettings(read('settings'));
      choices = { coefViewId: stored.coefViewId, marketsNameType: stored.marketsNameType };
      settings = { ...settings, ...stored };
      ageAcceptance = readAgeAcceptance(read);
    } else {
      const fromCookies = readCookieSettings(read, TIME_COOKIE_CODECS);
      const countryCode = context.countryCode?.trim().toUpperCase();
      settings = {
        ...settings,
        ...fromCookies,
        currentCountryCode: countryCode && /^[A-Z]{2}$/.test(countryCode) ? countryCode : settings.currentCountryCode,
        is12h: isTwelveHourClock({ cookie: read('is12h'), countryCode }),
      };
    }
    steps.push(step);
  }

  settings = applySiteDefaults(settings, choices, context.siteDefaults ?? {});

  // Functional cookies the consent does not allow (left from an earlier answer) are removed.
  if (!mayWriteFunctionalCookies(settings.cookiesAgreeType)) {
    for (const key of FUNCTIONAL_KEYS) if (read(key) !== undefined) ops.push(removeOp(key));
  }
  ops.push(...ageCookieCatchUpOps(ageAcceptance, now));
  const consultantOps = paymentConsultantOps(context.search ?? '');
  ops.push(...consultantOps);

  return {
    settings,
    choices,
    steps,
    ageAcceptance,
    ageNoticeVisible: isAgeNoticeVisible({ acceptance: ageAcceptance, now, enabled: context.ageNoticeEnabled ?? true }),
    paymentConsultant: consultantOps.length > 0 || read('payment_consultant') === '1',
    ops,
  };
}

/**
 * The settings a server makes a first HTML in: what the startup makes of the request's cookies alone (a server sees
 * no local or session storage). The browser starts from the same cookies, so the times, clock and view of the first
 * HTML are the ones it takes over with; only the local-storage settings (the odds format among them) can differ.
 */
export function loadCookieSettings(cookies: Readonly<Record<string, string | undefined>>, context: SettingsStartContext, now: number): GlobalSettings {
  return loadSettings((key) => (STORAGE_KEYS[key].medium === 'cookie' ? cookies[key] : undefined), context, now).settings;
}
