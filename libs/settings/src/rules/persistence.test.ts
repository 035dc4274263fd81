import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { arbGlobalSettings, arbStoredText, memorySettingsStorage } from '../testing';
import { mayWriteFunctionalCookies } from './consent';
import { DEFAULT_GLOBAL_SETTINGS, type GlobalSettings } from './global-settings';
import { loadSettings } from './load';
import { COOKIE_CODECS, persistenceOps, readAppearance, readStoredSettings, STORED_SETTING_NAMES } from './persistence';
import { applyStorageOps, FUNCTIONAL_KEYS } from './storage';

/** The settings a visitor chooses and gets back on the next visit. */
const PERSISTED = [...COOKIE_CODECS.map((entry) => entry.setting), ...STORED_SETTING_NAMES];

describe('persistence', () => {
  test.prop([arbGlobalSettings])('what is written from the defaults loads back (functional values only with consent)', (settings) => {
    const storage = memorySettingsStorage();
    applyStorageOps(storage, persistenceOps(DEFAULT_GLOBAL_SETTINGS, settings), settings.cookiesAgreeType);
    const loaded = loadSettings((key) => storage.read(key), { showsCookiePopup: true }, 0).settings;
    for (const name of PERSISTED) {
      const functional = COOKIE_CODECS.some((entry) => entry.setting === name && FUNCTIONAL_KEYS.includes(entry.key));
      const expected: GlobalSettings[typeof name] = functional && !mayWriteFunctionalCookies(settings.cookiesAgreeType) ? DEFAULT_GLOBAL_SETTINGS[name] : settings[name];
      expect(loaded[name]).toEqual(expected);
    }
  });

  test.prop([arbGlobalSettings])('no change, no writes', (settings) => {
    expect(persistenceOps(settings, settings)).toEqual([]);
  });

  test.prop([arbStoredText])('a broken settings JSON reads as nothing stored', (raw) => {
    expect(() => readStoredSettings(raw)).not.toThrow();
  });

  it('withdrawing functional consent removes the functional cookies; giving it writes the values held', () => {
    const hidden: GlobalSettings = { ...DEFAULT_GLOBAL_SETTINGS, cookiesAgreeType: 4, leftSectionDisplayState: 1, windowSize: 1366 };
    expect(persistenceOps(hidden, { ...hidden, cookiesAgreeType: 1 })).toEqual([
      { kind: 'write', key: 'cookies_agree_type', value: '1', maxAgeSeconds: 365 * 86_400 },
      { kind: 'remove', key: 'hide_left' },
      { kind: 'remove', key: 'hide_right' },
      { kind: 'remove', key: 'window_width' },
      { kind: 'remove', key: 'app_font_size' },
    ]);
    const before: GlobalSettings = { ...hidden, cookiesAgreeType: 1 };
    expect(persistenceOps(before, { ...before, cookiesAgreeType: 2 })).toEqual([
      { kind: 'write', key: 'cookies_agree_type', value: '2', maxAgeSeconds: 365 * 86_400 },
      { kind: 'write', key: 'hide_left', value: '1', maxAgeSeconds: 365 * 86_400 },
      { kind: 'write', key: 'window_width', value: '1366', maxAgeSeconds: 86_400 },
    ]);
  });

  it('a theme change writes the app_theme cookie only', () => {
    expect(persistenceOps(DEFAULT_GLOBAL_SETTINGS, { ...DEFAULT_GLOBAL_SETTINGS, appTheme: 0 })).toEqual([{ kind: 'write', key: 'app_theme', value: '0', maxAgeSeconds: 365 * 86_400 }]);
  });

  it('a stored preference writes the settings JSON', () => {
    const ops = persistenceOps(DEFAULT_GLOBAL_SETTINGS, { ...DEFAULT_GLOBAL_SETTINGS, isShowGameId: 1 });
    expect(ops).toHaveLength(1);
    expect(ops[0]).toMatchObject({ kind: 'write', key: 'settings' });
    expect(readStoredSettings(ops[0]?.kind === 'write' ? ops[0].value : undefined)).toMatchObject({ isShowGameId: 1 });
  });
});

describe('readAppearance', () => {
  it.each([
    [{}, { theme: 'dark', rootFontSizePx: 14 }],
    [{ app_theme: '0', app_font_size: '150' }, { theme: 'light', rootFontSizePx: 21 }],
    [{ app_theme: 'light', app_font_size: 'x' }, { theme: 'dark', rootFontSizePx: 14 }],
  ])('%o', (cookies, expected) => {
    expect(readAppearance((key) => (cookies as Record<string, string>)[key])).toEqual(expected);
  });
});
