import { ACCOUNT_DISPLAY_SETTING_NAMES, AccountDisplaySettingsSchema } from '@betting/contracts';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { arbGlobalSettings, arbJunkSettings } from '../testing';
import { ACCOUNT_SETTING_NAMES, accountSettingsOf, readAccountSettings, sameAccountSettings, withAccountSettings } from './account-settings';
import { DEFAULT_GLOBAL_SETTINGS, SETTING_CHECKS } from './global-settings';

/** Values a setting might be sent with: every valid one of any setting, near misses, and junk. */
const arbValue = fc.oneof(
  arbGlobalSettings.chain((settings) => fc.constantFrom(...ACCOUNT_SETTING_NAMES.map((name) => settings[name]))),
  fc.constantFrom(0, 1, 2, 3, -1, 79, 80, 150, 151, 3.25, 3.3, -12, -12.25, 14, 14.25, 'short', 'full', 'long', true, false, null, '1', 7, 14, 15, 16, 17),
  fc.anything(),
).filter((value) => value !== undefined); // an undefined field is an absent one, which the contract allows

describe('the settings an account keeps', () => {
  test.prop([fc.constantFrom(...ACCOUNT_SETTING_NAMES), arbValue])('the contract accepts exactly the values the settings accept', (name, value) => {
    expect(AccountDisplaySettingsSchema.safeParse({ [name]: value }).success).toBe(SETTING_CHECKS[name](value));
  });

  test.prop([arbGlobalSettings])('a snapshot names every kept setting, passes the contract and reads back as itself', (settings) => {
    const snapshot = accountSettingsOf(settings);
    expect(Object.keys(snapshot).sort()).toEqual([...ACCOUNT_SETTING_NAMES].sort());
    expect(AccountDisplaySettingsSchema.parse(snapshot)).toEqual(snapshot);
    expect(sameAccountSettings(readAccountSettings(JSON.parse(JSON.stringify(snapshot))), snapshot)).toBe(true);
  });

  test.prop([arbGlobalSettings, arbGlobalSettings])('applied on another browser, the account wins where it speaks and the rest stays', (account, browser) => {
    const applied = withAccountSettings(browser, accountSettingsOf(account));
    expect(sameAccountSettings(accountSettingsOf(applied), accountSettingsOf(account))).toBe(true);
    expect({ language: applied.language, consent: applied.cookiesAgreeType, width: applied.windowSize }).toEqual({ language: browser.language, consent: browser.cookiesAgreeType, width: browser.windowSize });
  });

  test.prop([arbJunkSettings])('reads only valid kept settings out of anything', (input) => {
    const read = readAccountSettings(input);
    expect(AccountDisplaySettingsSchema.safeParse(read).success).toBe(true);
  });

  it('keeps the display choices and none of what belongs to one browser', () => {
    expect(ACCOUNT_SETTING_NAMES).toEqual(ACCOUNT_DISPLAY_SETTING_NAMES);
    for (const name of ['appFontSize', 'appTheme', 'coefViewId', 'timeZone', 'is12h', 'leftSectionDisplayState', 'isShowGameId'] as const) expect(ACCOUNT_SETTING_NAMES).toContain(name);
    for (const name of ['language', 'cookiesAgreeType', 'windowSize', 'userId', 'currentCountryCode'] as const) expect(ACCOUNT_SETTING_NAMES).not.toContain(name);
  });

  it('tells a missing setting from a present one', () => {
    const full = accountSettingsOf(DEFAULT_GLOBAL_SETTINGS);
    const { appFontSize: _dropped, ...partial } = full;
    expect(sameAccountSettings(full, partial)).toBe(false);
    expect(sameAccountSettings(full, { ...full, appFontSize: 120 })).toBe(false);
    expect(sameAccountSettings(full, { ...full })).toBe(true);
  });
});
