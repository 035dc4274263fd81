import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { arbGlobalSettings, arbJunkSettings } from '../testing';
import { isCoefViewAllowedFor } from './coef-view';
import { DEFAULT_GLOBAL_SETTINGS, mergeSettings, parseGlobalSettings, parseSettingsPatch, SETTING_CHECKS, SETTING_NAMES, type GlobalSettings } from './global-settings';
import { SETTING_SCHEMAS } from './setting-schemas';

function isValid(settings: GlobalSettings): boolean {
  return SETTING_NAMES.every((name) => SETTING_SCHEMAS[name].safeParse(settings[name]).success) && isCoefViewAllowedFor(settings.coefViewId, settings.appViewType);
}

describe('SETTING_CHECKS', () => {
  // Each setting's own values, near misses, JSON-like junk and anything at all.
  const arbValue = fc.oneof(arbGlobalSettings.chain((settings) => fc.constantFrom(...Object.values(settings))), fc.constantFrom(-0, 0.5, -1, 151, 79, NaN, Infinity, '', 'EN', 'en', 'ru1', [], {}, { a: 1 }, { a: NaN }, { a: true }, null), fc.jsonValue(), fc.anything());
  test.prop([fc.constantFrom(...SETTING_NAMES), arbValue])('accept exactly what the settings\' zod schemas accept', (name, value) => {
    expect(SETTING_CHECKS[name](value)).toBe(SETTING_SCHEMAS[name].safeParse(value).success);
  });
});

describe('parseGlobalSettings', () => {
  test.prop([arbJunkSettings])('never throws and always gives complete valid settings', (input) => {
    const settings = parseGlobalSettings(input);
    expect(Object.keys(settings).sort()).toEqual([...SETTING_NAMES].sort());
    expect(isValid(settings)).toBe(true);
  });

  test.prop([arbGlobalSettings])('valid settings come back unchanged (also through JSON)', (settings) => {
    expect(parseGlobalSettings(settings)).toEqual(settings);
    expect(parseGlobalSettings(JSON.parse(JSON.stringify(settings)))).toEqual(settings);
  });

  test.prop([arbGlobalSettings, fc.constantFrom(...SETTING_NAMES), fc.anything()])('a bad value of one setting falls back to the default of that setting only', (settings, name, junk) => {
    fc.pre(!SETTING_SCHEMAS[name].safeParse(junk).success);
    const parsed = parseGlobalSettings({ ...settings, [name]: junk });
    if (name !== 'coefViewId' && name !== 'appViewType') expect(parsed[name]).toEqual(DEFAULT_GLOBAL_SETTINGS[name]);
    for (const other of SETTING_NAMES) if (other !== name && other !== 'coefViewId') expect(parsed[other]).toEqual(settings[other]);
  });

  it('has the defaults of spec §3 and UI.md', () => {
    expect(DEFAULT_GLOBAL_SETTINGS).toMatchObject({
      appTheme: 1,
      appViewType: 0,
      coefViewId: 0,
      language: 'ru',
      timeZone: 3,
      is12h: false,
      isAccumulatorOfTheDay: 1,
      isLiveAccumulatorOfTheDay: 1,
      isDisplayStatsInNewWindow: 1,
      isMoveVideoOnScroll: 1,
      isAppCompactView: 0,
      isShowGameId: 0,
      marketsNameType: 'short',
      cookiesAgreeType: 0,
      partnerHasTaxes: true,
      isGroupByCountry: true,
      appFontSize: 100,
      windowSize: null,
    });
    expect(isValid(DEFAULT_GLOBAL_SETTINGS)).toBe(true);
  });

  it.each<[string, unknown, Partial<GlobalSettings>]>([
    ['not an object', 'dark', {}],
    ['null', null, {}],
    ['an array', [1, 2], {}],
    ['a theme out of range', { appTheme: 2 }, {}],
    ['a theme as text', { appTheme: '0' }, {}],
    ['a font size out of range', { appFontSize: 400 }, {}],
    ['a time zone off the quarter hours', { timeZone: 3.1 }, {}],
    ['a good light theme', { appTheme: 0 }, { appTheme: 0 }],
    ['a half-hour zone', { timeZone: 5.5 }, { timeZone: 5.5 }],
    ['unknown keys', { hacker: true, __proto__: { appTheme: 0 } }, {}],
  ])('%s', (_label, input, expected) => {
    expect(parseGlobalSettings(input)).toEqual({ ...DEFAULT_GLOBAL_SETTINGS, ...expected });
  });
});

describe('mergeSettings', () => {
  test.prop([arbGlobalSettings, arbJunkSettings])('keeps settings valid whatever the patch', (settings, patch) => {
    expect(isValid(mergeSettings(settings, patch))).toBe(true);
  });

  it('switching to the Asian view moves a European coefficient view to the Asian default', () => {
    expect(mergeSettings(DEFAULT_GLOBAL_SETTINGS, { appViewType: 1 })).toMatchObject({ appViewType: 1, coefViewId: 4 });
    expect(mergeSettings(DEFAULT_GLOBAL_SETTINGS, { appViewType: 1, coefViewId: 15 })).toMatchObject({ appViewType: 1, coefViewId: 15 });
  });

  it('parseSettingsPatch keeps only the named, valid fields', () => {
    expect(parseSettingsPatch({ appTheme: 0, appFontSize: 'big', isShowGameId: 1 }, ['appTheme', 'appFontSize'])).toEqual({ appTheme: 0 });
  });
});
