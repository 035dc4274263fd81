import { ACCOUNT_DISPLAY_SETTING_NAMES, type AccountDisplaySettings } from '@betting/contracts';
import { mergeSettings, parseSettingsPatch, sameSettingValue, type GlobalSettings, type SettingName } from './global-settings';

/** The settings a signed-in bettor's account keeps (the contract's list): display choices, nothing of one browser. */
export const ACCOUNT_SETTING_NAMES: readonly SettingName[] = ACCOUNT_DISPLAY_SETTING_NAMES;

/** The account's part of the settings, every field present: what a change made while signed in saves. */
export function accountSettingsOf(settings: GlobalSettings): AccountDisplaySettings {
  return parseSettingsPatch(settings, ACCOUNT_SETTING_NAMES) as AccountDisplaySettings;
}

/** The valid account settings in anything (what the server answered); never throws. */
export function readAccountSettings(input: unknown): AccountDisplaySettings {
  return parseSettingsPatch(input, ACCOUNT_SETTING_NAMES) as AccountDisplaySettings;
}

/** Same values for every name the account keeps (a missing name differs from a present one). */
export function sameAccountSettings(a: AccountDisplaySettings, b: AccountDisplaySettings): boolean {
  return ACCOUNT_SETTING_NAMES.every((name) => Object.hasOwn(a, name) === Object.hasOwn(b, name) && sameSettingValue(a[name as keyof AccountDisplaySettings], b[name as keyof AccountDisplaySettings]));
}

/** The browser's settings with the account's applied: the account wins where it says something. */
export function withAccountSettings(current: GlobalSettings, account: AccountDisplaySettings): GlobalSettings {
  return mergeSettings(current, account);
}
