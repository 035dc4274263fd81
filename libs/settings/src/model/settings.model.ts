import type { Clock } from '@betting/kernel';
import { attach, createEffect, createEvent, createStore, sample, type Effect, type Event, type EventCallable, type Store, type StoreWritable } from 'effector';
import { acceptedAge, ageAcceptanceOps, NO_AGE_ACCEPTANCE, type AgeAcceptance } from '../rules/age-notice';
import { clampFontSize, rootFontSizePx, themeName, toggledTheme, type ThemeName } from '../rules/appearance';
import { isCookiePopupVisible, mayLoadMarketing, mayWriteFunctionalCookies, type CookiesAgreeType } from '../rules/consent';
import { DEFAULT_GLOBAL_SETTINGS, mergeSettings, parseSettingsPatch, type GlobalSettings } from '../rules/global-settings';
import { applySiteDefaults, loadSettings, type LoadedSettings, type SettingsStartContext, type SiteDefaults, type ViewChoices } from '../rules/load';
import { persistenceOps } from '../rules/persistence';
import { applyStorageOps, safeRead, writeOp, type AppliedOps, type SettingsStorage, type StorageOp } from '../rules/storage';
import type { TimeDisplay } from '../rules/time';

export interface SettingsModelDeps {
  readonly storage: SettingsStorage;
  readonly clock: Clock;
}

/** What the storage writer is given: replace `__.writeStorageFx` in a fork to watch or fake the writes. */
export interface StorageWrite {
  readonly storage: SettingsStorage;
  readonly consent: CookiesAgreeType;
  readonly ops: readonly StorageOp[];
}

export type SectionSide = 'left' | 'right';

export interface SettingsModel {
  /** Runs the settings steps of the startup order (cookie settings, stored settings, time zone and 12-hour flag). */
  readonly appStarted: EventCallable<SettingsStartContext>;
  /** The settings are loaded: the app continues the startup order (auth user, then server init). */
  readonly settingsLoaded: Event<GlobalSettings>;
  readonly $loaded: Store<boolean>;
  readonly $settings: Store<GlobalSettings>;
  readonly $theme: Store<ThemeName>;
  /** appFontSize, percent of 14 px. */
  readonly $fontSize: Store<number>;
  readonly $rootFontSizePx: Store<number>;
  readonly $timeDisplay: Store<TimeDisplay>;
  readonly $consent: Store<CookiesAgreeType>;
  readonly $mayWriteFunctionalCookies: Store<boolean>;
  readonly $mayLoadMarketing: Store<boolean>;
  readonly $cookiePopupVisible: Store<boolean>;
  /** The page came with ?payment_consultant=1 now or earlier (the cookie). */
  readonly $paymentConsultant: Store<boolean>;
  readonly themeToggled: EventCallable<void>;
  readonly fontSizeChanged: EventCallable<number>;
  readonly consentGiven: EventCallable<CookiesAgreeType>;
  /** A consent answer and when it was given (spec: the agreement time is sent to the server). */
  readonly consentRecorded: Event<{ readonly type: CookiesAgreeType; readonly at: number }>;
  readonly sectionVisibilityChanged: EventCallable<{ readonly side: SectionSide; readonly hidden: boolean }>;
  /** The window width (throttle resize events, spec §9 100 ms, before calling this). */
  readonly windowSizeChanged: EventCallable<number>;
  /**
   * The site config's defaults arrived (after start): the coefficient view and markets name type follow them
   * where allowed, unless the visitor chose. Not stored: a default is not a choice.
   */
  readonly siteDefaultsReceived: EventCallable<SiteDefaults>;
  /** Any other settings; invalid values are dropped, consent goes through consentGiven only. */
  readonly settingsChanged: EventCallable<Partial<Omit<GlobalSettings, 'cookiesAgreeType'>>>;
  readonly $ageNoticeVisible: Store<boolean>;
  readonly ageAccepted: EventCallable<{ readonly sessionOnly: boolean }>;
  /** Writes refused for want of consent (for logs and tests). */
  readonly writesRefused: Event<readonly StorageOp[]>;
  readonly __: {
    readonly $storage: StoreWritable<SettingsStorage>;
    readonly $clock: StoreWritable<Clock>;
    readonly loadFx: Effect<SettingsStartContext, LoadedSettings>;
    readonly persistFx: Effect<readonly StorageOp[], AppliedOps>;
    readonly writeStorageFx: Effect<StorageWrite, AppliedOps>;
    readonly $ageAcceptance: Store<AgeAcceptance>;
  };
}

/** The settings store's sid: a server-rendered first view starts its scope with the settings it was made in. */
export const SETTINGS_SID = 'settings.$settings';

/**
 * Global settings, consent and the age notice over an injected storage port and clock (both in stores, so a
 * test forks with its own: `fork({ values: [[model.__.$storage, fake], [model.__.$clock, clock]] })`).
 * Every write goes through `persistFx`, which refuses consent-gated keys without functional consent.
 */
export function createSettingsModel({ storage, clock }: SettingsModelDeps): SettingsModel {
  const $storage = createStore<SettingsStorage>(storage, { serialize: 'ignore', name: 'settings.$storage' });
  const $clock = createStore<Clock>(clock, { serialize: 'ignore', name: 'settings.$clock' });

  const appStarted = createEvent<SettingsStartContext>();
  const themeToggled = createEvent();
  const fontSizeChanged = createEvent<number>();
  const consentGiven = createEvent<CookiesAgreeType>();
  const sectionVisibilityChanged = createEvent<{ readonly side: SectionSide; readonly hidden: boolean }>();
  const windowSizeChanged = createEvent<number>();
  const settingsChanged = createEvent<Partial<Omit<GlobalSettings, 'cookiesAgreeType'>>>();
  const ageAccepted = createEvent<{ readonly sessionOnly: boolean }>();
  const siteDefaultsReceived = createEvent<SiteDefaults>();

  const loadFx = attach({
    source: { storage: $storage, clock: $clock },
    effect: ({ storage: port, clock: time }, context: SettingsStartContext) => loadSettings((key) => safeRead(port, key), context, time.now()),
  });

  const $settings = createStore<GlobalSettings>(DEFAULT_GLOBAL_SETTINGS, { sid: SETTINGS_SID, name: SETTINGS_SID });
  const $consent = $settings.map((settings) => settings.cookiesAgreeType);

  // The only writer: refuses consent-gated keys the consent in force does not allow.
  const writeStorageFx = createEffect(({ storage: port, consent, ops }: StorageWrite) => applyStorageOps(port, ops, consent));
  const persistFx = attach({
    source: { storage: $storage, consent: $consent },
    mapParams: (ops: readonly StorageOp[], source) => ({ ...source, ops }),
    effect: writeStorageFx,
  });

  const $loaded = createStore(false).on(loadFx.done, () => true);
  const $showsCookiePopup = createStore(false).on(appStarted, (_, context) => context.showsCookiePopup);
  const $paymentConsultant = createStore(false).on(loadFx.doneData, (_, loaded) => loaded.paymentConsultant);
  const $ageAcceptance = createStore<AgeAcceptance>(NO_AGE_ACCEPTANCE).on(loadFx.doneData, (_, loaded) => loaded.ageAcceptance);
  const $ageNoticeVisible = createStore(false)
    .on(loadFx.doneData, (_, loaded) => loaded.ageNoticeVisible)
    .reset(ageAccepted);

  sample({ clock: appStarted, target: loadFx });
  $settings.on(loadFx.doneData, (_, loaded) => loaded.settings);
  sample({ clock: loadFx.doneData, filter: (loaded) => loaded.ops.length > 0, fn: (loaded) => loaded.ops, target: persistFx });
  const settingsLoaded = loadFx.doneData.map((loaded) => loaded.settings);

  // Every change is a patch: the store takes the merged settings, the storage the difference.
  const patched = createEvent<Partial<GlobalSettings>>();
  const updated = sample({
    clock: patched,
    source: $settings,
    fn: (previous, patch) => ({ previous, next: mergeSettings(previous, patch) }),
  });
  $settings.on(updated, (_, { next }) => next);
  const changeOps = updated.map(({ previous, next }) => persistenceOps(previous, next));
  sample({ clock: changeOps, filter: (ops) => ops.length > 0, target: persistFx });

  sample({
    clock: settingsChanged,
    fn: (patch): Partial<GlobalSettings> => {
      const { cookiesAgreeType: _consent, ...rest } = patch as Partial<GlobalSettings>;
      return rest;
    },
    target: patched,
  });
  sample({ clock: themeToggled, source: $settings, fn: (settings) => ({ appTheme: toggledTheme(settings.appTheme) }), target: patched });
  sample({ clock: fontSizeChanged, fn: (percent) => ({ appFontSize: clampFontSize(percent) }), target: patched });
  const answered = sample({ clock: consentGiven, source: $consent, fn: (current, type) => ({ type, changed: current !== type }) });
  sample({ clock: answered, filter: ({ changed }) => changed, fn: ({ type }) => ({ cookiesAgreeType: type }), target: patched });
  // The same answer again changes no setting but renews the answer's cookie.
  sample({ clock: answered, filter: ({ changed }) => !changed, fn: ({ type }) => [writeOp('cookies_agree_type', String(type))], target: persistFx });
  sample({
    clock: sectionVisibilityChanged,
    fn: ({ side, hidden }): Partial<GlobalSettings> => (side === 'left' ? { leftSectionDisplayState: hidden ? 1 : 0 } : { rightSectionDisplayState: hidden ? 1 : 0 }),
    target: patched,
  });
  sample({ clock: windowSizeChanged, fn: (width) => ({ windowSize: Math.round(width) }), target: patched });

  // A view choice is what storage held at start or what the visitor set since; site defaults apply around it.
  const $choices = createStore<ViewChoices>({})
    .on(loadFx.doneData, (_, loaded) => loaded.choices)
    .on(settingsChanged, (choices, patch) => ({ ...choices, ...parseSettingsPatch(patch, ['coefViewId', 'marketsNameType']) }));
  $settings.on(
    sample({ clock: siteDefaultsReceived, source: { settings: $settings, choices: $choices }, fn: ({ settings, choices }, defaults) => applySiteDefaults(settings, choices, defaults) }),
    (_, next) => next,
  );

  const recordConsentFx = attach({
    source: $clock,
    effect: (time, type: CookiesAgreeType) => ({ type, at: time.now() }),
  });
  sample({ clock: consentGiven, target: recordConsentFx });

  const acceptAgeFx = attach({
    source: $clock,
    effect: (time, { sessionOnly }: { readonly sessionOnly: boolean }) => ({ now: time.now(), sessionOnly }),
  });
  sample({ clock: ageAccepted, target: acceptAgeFx });
  $ageAcceptance.on(acceptAgeFx.doneData, (acceptance, { now, sessionOnly }) => acceptedAge(acceptance, now, sessionOnly));
  sample({ clock: acceptAgeFx.doneData, fn: ({ now, sessionOnly }) => ageAcceptanceOps(now, sessionOnly), target: persistFx });

  const writesRefused = sample({ clock: persistFx.doneData, filter: (result) => result.refused.length > 0, fn: (result) => result.refused });

  return {
    appStarted,
    settingsLoaded,
    $loaded,
    $settings,
    $theme: $settings.map((settings) => themeName(settings.appTheme)),
    $fontSize: $settings.map((settings) => settings.appFontSize),
    $rootFontSizePx: $settings.map((settings) => rootFontSizePx(settings.appFontSize)),
    $timeDisplay: $settings.map((settings): TimeDisplay => ({ tzo: settings.timeZone, is12h: settings.is12h })),
    $consent,
    $mayWriteFunctionalCookies: $consent.map(mayWriteFunctionalCookies),
    $mayLoadMarketing: $consent.map(mayLoadMarketing),
    $cookiePopupVisible: sample({
      source: { showsCookiePopup: $showsCookiePopup, consent: $consent, loaded: $loaded },
      fn: ({ showsCookiePopup, consent, loaded }) => loaded && isCookiePopupVisible({ showsCookiePopup, consent }),
    }),
    $paymentConsultant,
    themeToggled,
    fontSizeChanged,
    consentGiven,
    consentRecorded: recordConsentFx.doneData,
    sectionVisibilityChanged,
    windowSizeChanged,
    settingsChanged,
    siteDefaultsReceived,
    $ageNoticeVisible,
    ageAccepted,
    writesRefused,
    __: { $storage, $clock, loadFx, persistFx, writeStorageFx, $ageAcceptance },
  };
}
