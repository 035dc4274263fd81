import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbStorageKey, arbStoredText, memorySettingsStorage } from '../testing';
import { DEFAULT_GLOBAL_SETTINGS, SETTING_NAMES } from './global-settings';
import { SETTING_SCHEMAS } from './setting-schemas';
import { loadCookieSettings, loadSettings } from './load';
import { SETTINGS_STARTUP_STEPS } from './startup';
import { STORAGE_KEYS, type StorageKey } from './storage';

const reader = (values: Record<string, string>) => (key: string) => values[key];

describe('loadSettings', () => {
  test.prop([fc.dictionary(arbStorageKey, arbStoredText), fc.boolean(), fc.option(fc.string({ maxLength: 3 }), { nil: null })])(
    'never throws; whatever is stored, the settings are valid',
    (stored, showsCookiePopup, countryCode) => {
      const { settings, steps } = loadSettings(reader(stored), { showsCookiePopup, countryCode }, 0);
      for (const name of SETTING_NAMES) expect(SETTING_SCHEMAS[name].safeParse(settings[name]).success).toBe(true);
      expect(steps).toEqual(SETTINGS_STARTUP_STEPS);
    },
  );

  it('reads in the startup order: cookie settings, stored settings, then time zone and 12-hour flag', () => {
    const storage = memorySettingsStorage();
    loadSettings((key) => storage.read(key), { showsCookiePopup: true }, 0);
    const firstRead = storage.log.map((entry) => entry.key);
    const position = (key: string) => firstRead.indexOf(key as never);
    expect(position('cookies_agree_type')).toBe(0);
    expect(position('app_theme')).toBeLessThan(position('settings'));
    expect(position('settings')).toBeLessThan(position('tzo'));
    expect(position('tzo')).toBeLessThan(position('is12h'));
  });

  it('takes good stored values and drops bad ones', () => {
    const { settings } = loadSettings(
      reader({ cookies_agree_type: '2', app_theme: '0', app_font_size: '900', tzo: '5.5', lng: 'EN', app_view_type: '7', settings: '{"isShowGameId":1,"appTheme":0,"coefViewId":2}', isChampsGroupedByCountry: '0' }),
      { showsCookiePopup: true },
      0,
    );
    expect(settings).toEqual({ ...DEFAULT_GLOBAL_SETTINGS, cookiesAgreeType: 2, appTheme: 0, appFontSize: 150, timeZone: 5.5, language: 'en', isShowGameId: 1, coefViewId: 2, isGroupByCountry: false });
  });

  it('sets consent to ALL and writes it when the site shows no cookie popup', () => {
    const loaded = loadSettings(reader({ cookies_agree_type: '1' }), { showsCookiePopup: false }, 0);
    expect(loaded.settings.cookiesAgreeType).toBe(4);
    expect(loaded.ops).toContainEqual({ kind: 'write', key: 'cookies_agree_type', value: '4', maxAgeSeconds: 365 * 86_400 });
  });

  it('keeps the stored answer when the site has a popup, and drops functional cookies it does not allow', () => {
    const loaded = loadSettings(reader({ cookies_agree_type: '1', hide_left: '1', lng: 'en' }), { showsCookiePopup: true }, 0);
    expect(loaded.settings.cookiesAgreeType).toBe(1);
    expect(loaded.ops).toEqual([{ kind: 'remove', key: 'hide_left' }]);
  });

  it('uses the site default coefficient view and markets name type only when allowed', () => {
    expect(loadSettings(reader({}), { showsCookiePopup: false, siteDefaults: { defaultBettingView: 2, marketsNameType: 'full' } }, 0).settings).toMatchObject({ coefViewId: 2, marketsNameType: 'full' });
    expect(loadSettings(reader({}), { showsCookiePopup: false, siteDefaults: { defaultBettingView: 3, marketsNameType: 'long' } }, 0).settings).toMatchObject({ coefViewId: 0, marketsNameType: 'short' });
    expect(loadSettings(reader({ app_view_type: '1' }), { showsCookiePopup: false, siteDefaults: { defaultBettingView: 0 } }, 0).settings).toMatchObject({ appViewType: 1, coefViewId: 4 });
    expect(loadSettings(reader({ settings: '{"coefViewId":1}' }), { showsCookiePopup: false, siteDefaults: { defaultBettingView: 2 } }, 0).settings.coefViewId).toBe(1);
  });

  it('takes the 12-hour clock from the cookie, else the country list', () => {
    expect(loadSettings(reader({}), { showsCookiePopup: false, countryCode: 'us' }, 0).settings).toMatchObject({ is12h: true, currentCountryCode: 'US' });
    expect(loadSettings(reader({ is12h: '0' }), { showsCookiePopup: false, countryCode: 'US' }, 0).settings.is12h).toBe(false);
    expect(loadSettings(reader({ is12h: '1' }), { showsCookiePopup: false, countryCode: 'RU' }, 0).settings.is12h).toBe(true);
  });

  it('stores payment_consultant=1 from the query', () => {
    const loaded = loadSettings(reader({}), { showsCookiePopup: false, search: '?payment_consultant=1' }, 0);
    expect(loaded.paymentConsultant).toBe(true);
    expect(loaded.ops).toContainEqual({ kind: 'write', key: 'payment_consultant', value: '1', maxAgeSeconds: 86_400 });
  });

  it('shows the age notice unless accepted less than 3 days ago', () => {
    expect(loadSettings(reader({}), { showsCookiePopup: false }, 1_000).ageNoticeVisible).toBe(true);
    expect(loadSettings(reader({ age_accepted_at: '1000' }), { showsCookiePopup: false }, 1_000 + 259_199_999).ageNoticeVisible).toBe(false);
    expect(loadSettings(reader({ age_accepted_at: '1000' }), { showsCookiePopup: false }, 1_000 + 259_200_000).ageNoticeVisible).toBe(true);
    expect(loadSettings(reader({}), { showsCookiePopup: false, ageNoticeEnabled: false }, 0).ageNoticeVisible).toBe(false);
  });
});

describe('loadCookieSettings', () => {
  test.prop([fc.dictionary(arbStorageKey, arbStoredText), fc.boolean(), fc.option(fc.string({ maxLength: 3 }), { nil: null })])(
    'is the startup over the cookies alone: local and session storage are not seen',
    (stored, showsCookiePopup, countryCode) => {
      const cookiesOnly = Object.fromEntries(Object.entries(stored).filter(([key]) => STORAGE_KEYS[key as StorageKey].medium === 'cookie'));
      expect(loadCookieSettings(stored, { showsCookiePopup, countryCode }, 0)).toEqual(loadSettings(reader(cookiesOnly), { showsCookiePopup, countryCode }, 0).settings);
    },
  );

  it('takes the zone and clock of the cookies and leaves the stored odds format to the browser', () => {
    const settings = loadCookieSettings({ tzo: '-5', is12h: '1', settings: '{"coefViewId":2}' }, { showsCookiePopup: false }, 0);
    expect(settings).toMatchObject({ timeZone: -5, is12h: true, coefViewId: DEFAULT_GLOBAL_SETTINGS.coefViewId });
  });
});
