import type { AccountDisplaySettings } from '@betting/contracts';
import { manualClock } from '@betting/kernel';
import { fc, test } from '@fast-check/vitest';
import { allSettled, fork, scopeBind } from 'effector';
import { describe, expect, it } from 'vitest';
import { accountSettingsOf } from '../rules/account-settings';
import { DEFAULT_GLOBAL_SETTINGS } from '../rules/global-settings';
import { memorySettingsStorage } from '../testing';
import { createAccountSyncModel } from './account-sync.model';
import { createSettingsModel } from './settings.model';

const SAVE_DELAY_MS = 20;
const settings = createSettingsModel({ storage: memorySettingsStorage(), clock: manualClock(0) });
const sync = createAccountSyncModel({
  settings,
  load: () => Promise.reject(new Error('inject a load')),
  save: () => Promise.reject(new Error('inject a save')),
  saveDelayMs: SAVE_DELAY_MS,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An account on a fake server: what it holds, every save it got, and whether two saves ever ran at once. */
function fakeAccount(initial: AccountDisplaySettings = {}, saveMs = 0) {
  let stored: AccountDisplaySettings = initial;
  let running = 0;
  const server = { saves: [] as AccountDisplaySettings[], overlapped: false, stored: () => stored };
  const load = async () => stored;
  const save = async (wanted: AccountDisplaySettings) => {
    running += 1;
    if (running > 1) server.overlapped = true;
    await sleep(saveMs);
    stored = wanted;
    server.saves.push(wanted);
    running -= 1;
    return stored;
  };
  return { server, load, save };
}

async function signedInScope(account: ReturnType<typeof fakeAccount>, browser = memorySettingsStorage()) {
  const scope = fork({
    values: [
      [settings.__.$storage, browser],
      [sync.__.$load, account.load],
      [sync.__.$save, account.save],
    ],
  });
  await allSettled(settings.appStarted, { scope, params: { showsCookiePopup: false } });
  await allSettled(sync.signedIn, { scope });
  return scope;
}

describe('settings kept on the account', () => {
  it('applies the account settings at once on sign-in, over the browser cookies, and saves nothing back', async () => {
    const account = fakeAccount({ appFontSize: 130, coefViewId: 2, appViewType: 0, timeZone: -5, is12h: true });
    const browser = memorySettingsStorage({ initial: { app_font_size: '90', tzo: '3', cookies_agree_type: '4' } });
    const scope = await signedInScope(account, browser);
    expect(scope.getState(settings.$settings)).toMatchObject({ appFontSize: 130, coefViewId: 2, timeZone: -5, is12h: true });
    // The browser follows the account (under consent) for the next guest page too.
    expect(browser.snapshot()).toMatchObject({ app_font_size: '130', tzo: '-5' });
    await sleep(SAVE_DELAY_MS * 3);
    await allSettled(scope);
    // The account held only some settings: the rest of the snapshot is saved once, the applied ones unchanged.
    expect(account.server.saves).toHaveLength(1);
    expect(account.server.stored()).toMatchObject({ appFontSize: 130, coefViewId: 2, timeZone: -5 });
  });

  it('gives an account that holds nothing the browser settings', async () => {
    const account = fakeAccount();
    const scope = await signedInScope(account, memorySettingsStorage({ initial: { app_font_size: '110' } }));
    await allSettled(scope);
    expect(account.server.saves).toEqual([accountSettingsOf({ ...DEFAULT_GLOBAL_SETTINGS, appFontSize: 110 })]);
  });

  it('saves nothing when the account already holds the browser settings', async () => {
    const account = fakeAccount(accountSettingsOf(DEFAULT_GLOBAL_SETTINGS));
    const scope = await signedInScope(account);
    await allSettled(scope);
    expect(account.server.saves).toEqual([]);
  });

  test.prop([fc.array(fc.record({ size: fc.integer({ min: 80, max: 150 }), gap: fc.integer({ min: 0, max: 2 * SAVE_DELAY_MS }) }), { minLength: 1, maxLength: 8 }), fc.integer({ min: 0, max: 5 * SAVE_DELAY_MS })], { numRuns: 15 })(
    'quick changes lose nothing: saves never overlap and the account ends with the last settings',
    async (changes, saveMs) => {
      const account = fakeAccount(accountSettingsOf(DEFAULT_GLOBAL_SETTINGS), saveMs);
      const scope = await signedInScope(account);
      const changeFontSize = scopeBind(settings.fontSizeChanged, { scope });
      for (const { size, gap } of changes) {
        changeFontSize(size);
        await sleep(gap);
      }
      await sleep(SAVE_DELAY_MS * 2);
      await allSettled(scope);
      expect(account.server.overlapped).toBe(false);
      expect(account.server.stored().appFontSize).toBe(changes.at(-1)?.size);
      // Debounced: never more saves than changes.
      expect(account.server.saves.length).toBeLessThanOrEqual(changes.length);
    },
  );

  it('saves a run of quick changes once, with the last value', async () => {
    const account = fakeAccount(accountSettingsOf(DEFAULT_GLOBAL_SETTINGS));
    const scope = await signedInScope(account);
    const change = scopeBind(settings.settingsChanged, { scope });
    change({ timeZone: 1 });
    change({ timeZone: 2 });
    change({ is12h: true });
    await sleep(SAVE_DELAY_MS * 3);
    await allSettled(scope);
    expect(account.server.saves).toHaveLength(1);
    expect(account.server.saves[0]).toMatchObject({ timeZone: 2, is12h: true });
  });

  it('sends a change made while a slow save runs once that save ends, never two at once', async () => {
    const account = fakeAccount(accountSettingsOf(DEFAULT_GLOBAL_SETTINGS), SAVE_DELAY_MS * 5);
    const scope = await signedInScope(account);
    const changeFontSize = scopeBind(settings.fontSizeChanged, { scope });
    changeFontSize(120);
    await sleep(SAVE_DELAY_MS * 2);
    // The first save is running now; this change rests before it ends.
    changeFontSize(140);
    await sleep(SAVE_DELAY_MS * 2);
    await allSettled(scope);
    expect(account.server.saves.map((saved) => saved.appFontSize)).toEqual([120, 140]);
    expect(account.server.overlapped).toBe(false);
  });

  it('saves at once when the page is left, without waiting', async () => {
    const account = fakeAccount(accountSettingsOf(DEFAULT_GLOBAL_SETTINGS));
    const scope = await signedInScope(account);
    scopeBind(settings.themeToggled, { scope })();
    await allSettled(sync.pageHidden, { scope });
    expect(account.server.saves.map((saved) => saved.appTheme)).toEqual([0]);
    await sleep(SAVE_DELAY_MS * 2);
    await allSettled(scope);
    // The wait that follows finds nothing new to save.
    expect(account.server.saves).toHaveLength(1);
  });

  it('sends nothing once signed out: the guest keeps only the browser', async () => {
    const account = fakeAccount(accountSettingsOf(DEFAULT_GLOBAL_SETTINGS));
    const browser = memorySettingsStorage({ initial: { cookies_agree_type: '4' } });
    const scope = await signedInScope(account, browser);
    await allSettled(sync.signedOut, { scope });
    await allSettled(settings.fontSizeChanged, { scope, params: 140 });
    await allSettled(sync.pageHidden, { scope });
    await sleep(SAVE_DELAY_MS * 2);
    await allSettled(scope);
    expect(account.server.saves).toEqual([]);
    expect(browser.snapshot().app_font_size).toBe('140');
    expect(scope.getState(sync.$accountSettings)).toBeNull();
  });

  it('keeps two scopes apart', async () => {
    const first = fakeAccount({ appFontSize: 150 });
    const second = fakeAccount({ appFontSize: 80 });
    const [a, b] = await Promise.all([signedInScope(first), signedInScope(second)]);
    expect([a.getState(settings.$fontSize), b.getState(settings.$fontSize)]).toEqual([150, 80]);
    expect([a.getState(sync.$accountSettings)?.appFontSize, b.getState(sync.$accountSettings)?.appFontSize]).toEqual([150, 80]);
  });
});
