import { manualClock } from '@betting/kernel';
import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { memorySettingsStorage, type MemorySettingsStorage } from '../testing';
import { createSettingsModel, type SettingsModel, type StorageWrite } from './settings.model';
import type { SettingsStorage } from '../rules/storage';

/** A model built with storage that must never be used: every test injects its own through fork. */
const unused: SettingsStorage = {
  read: () => {
    throw new Error('inject a storage');
  },
  write: () => {
    throw new Error('inject a storage');
  },
  remove: () => {
    throw new Error('inject a storage');
  },
};
const model = createSettingsModel({ storage: unused, clock: manualClock(0) });

function start(storage: MemorySettingsStorage, now = 0) {
  return fork({
    values: [
      [model.__.$storage, storage],
      [model.__.$clock, manualClock(now)],
    ],
  });
}

async function started(storage: MemorySettingsStorage, context: Parameters<SettingsModel['appStarted']>[0] = { showsCookiePopup: false }, now = 0) {
  const scope = start(storage, now);
  await allSettled(model.appStarted, { scope, params: context });
  return scope;
}

describe('settings model', () => {
  it('starts with the defaults, dark and 14 px, before anything is loaded', () => {
    const scope = start(memorySettingsStorage());
    expect(scope.getState(model.$theme)).toBe('dark');
    expect(scope.getState(model.$rootFontSizePx)).toBe(14);
    expect(scope.getState(model.$loaded)).toBe(false);
    expect(scope.getState(model.$ageNoticeVisible)).toBe(false);
  });

  it('loads the stored settings on start and sets consent to ALL without a cookie popup', async () => {
    const storage = memorySettingsStorage({ initial: { app_theme: '0', app_font_size: '120', tzo: '-5', settings: '{"isShowGameId":1}' } });
    const scope = await started(storage, { showsCookiePopup: false, countryCode: 'US' });
    expect(scope.getState(model.$theme)).toBe('light');
    expect(scope.getState(model.$fontSize)).toBe(120);
    expect(scope.getState(model.$rootFontSizePx)).toBeCloseTo(16.8);
    expect(scope.getState(model.$timeDisplay)).toEqual({ tzo: -5, is12h: true });
    expect(scope.getState(model.$settings).isShowGameId).toBe(1);
    expect(scope.getState(model.$consent)).toBe(4);
    expect(storage.snapshot().cookies_agree_type).toBe('4');
    expect(scope.getState(model.$cookiePopupVisible)).toBe(false);
  });

  it('a toggled theme survives a reload', async () => {
    const storage = memorySettingsStorage();
    const first = await started(storage);
    await allSettled(model.themeToggled, { scope: first });
    expect(first.getState(model.$theme)).toBe('light');
    expect(storage.snapshot().app_theme).toBe('0');

    const reloaded = await started(storage);
    expect(reloaded.getState(model.$theme)).toBe('light');
    await allSettled(model.themeToggled, { scope: reloaded });
    expect((await started(storage)).getState(model.$theme)).toBe('dark');
  });

  it('keeps the font size between 80 % and 150 %', async () => {
    const storage = memorySettingsStorage();
    const scope = await started(storage);
    await allSettled(model.fontSizeChanged, { scope, params: 400 });
    expect(scope.getState(model.$fontSize)).toBe(150);
    await allSettled(model.fontSizeChanged, { scope, params: Number.NaN });
    expect(scope.getState(model.$fontSize)).toBe(100);
    await allSettled(model.fontSizeChanged, { scope, params: 110 });
    expect(storage.snapshot().app_font_size).toBe('110');
  });

  it('shows the cookie popup until answered, and writes section cookies only after functional consent', async () => {
    const storage = memorySettingsStorage();
    const scope = await started(storage, { showsCookiePopup: true });
    expect(scope.getState(model.$cookiePopupVisible)).toBe(true);
    await allSettled(model.sectionVisibilityChanged, { scope, params: { side: 'left', hidden: true } });
    expect(scope.getState(model.$settings).leftSectionDisplayState).toBe(1);
    expect(storage.snapshot().hide_left).toBeUndefined();

    await allSettled(model.consentGiven, { scope, params: 2 });
    expect(scope.getState(model.$cookiePopupVisible)).toBe(false);
    expect(storage.snapshot()).toMatchObject({ cookies_agree_type: '2', hide_left: '1' });
    expect(scope.getState(model.$mayLoadMarketing)).toBe(false);

    await allSettled(model.consentGiven, { scope, params: 1 });
    expect(storage.snapshot().hide_left).toBeUndefined();

    const consentWrites = () => storage.log.filter((entry) => entry.op === 'write' && entry.key === 'cookies_agree_type').length;
    const before = consentWrites();
    await allSettled(model.consentGiven, { scope, params: 4 });
    expect(consentWrites()).toBe(before + 1);
    await allSettled(model.consentGiven, { scope, params: 4 });
    expect(consentWrites()).toBe(before + 2);
  });

  it('records when consent was given', async () => {
    const storage = memorySettingsStorage();
    const scope = await started(storage, { showsCookiePopup: true }, 5_000);
    const recorded: unknown[] = [];
    const unwatch = createWatch({ unit: model.consentRecorded, fn: (record) => recorded.push(record), scope });
    await allSettled(model.consentGiven, { scope, params: 3 });
    unwatch();
    expect(recorded).toEqual([{ type: 3, at: 5_000 }]);
  });

  it('drops invalid values and ignores consent in settingsChanged', async () => {
    const storage = memorySettingsStorage();
    const scope = await started(storage, { showsCookiePopup: true });
    await allSettled(model.settingsChanged, { scope, params: { appViewType: 1, isShowGameId: 7 as never, cookiesAgreeType: 4 } as never });
    expect(scope.getState(model.$settings)).toMatchObject({ appViewType: 1, coefViewId: 4, isShowGameId: 0, cookiesAgreeType: 0 });
    expect(storage.snapshot()).toMatchObject({ app_view_type: '1' });
  });

  it('follows site defaults that arrive later only where the visitor has not chosen, and does not store them', async () => {
    const storage = memorySettingsStorage({ initial: { settings: '{"marketsNameType":"short"}' } });
    const scope = await started(storage);
    await allSettled(model.siteDefaultsReceived, { scope, params: { defaultBettingView: 2, marketsNameType: 'full' } });
    expect(scope.getState(model.$settings)).toMatchObject({ coefViewId: 2, marketsNameType: 'short' });
    expect(storage.snapshot().settings).toBe('{"marketsNameType":"short"}');
    await allSettled(model.siteDefaultsReceived, { scope, params: { defaultBettingView: 6 } });
    expect(scope.getState(model.$settings).coefViewId).toBe(0);
    await allSettled(model.settingsChanged, { scope, params: { coefViewId: 1 } });
    await allSettled(model.siteDefaultsReceived, { scope, params: { defaultBettingView: 2 } });
    expect(scope.getState(model.$settings).coefViewId).toBe(1);
  });

  it('stores payment_consultant=1 from the page query', async () => {
    const storage = memorySettingsStorage();
    const scope = await started(storage, { showsCookiePopup: false, search: '?payment_consultant=1' });
    expect(scope.getState(model.$paymentConsultant)).toBe(true);
    expect(storage.snapshot().payment_consultant).toBe('1');
  });

  it('shows the age notice until accepted, and not again within 3 days', async () => {
    // The browser's clock: the acceptance cookie expires with it.
    const browserClock = manualClock(1_000);
    const storage = memorySettingsStorage({ clock: browserClock });
    const scope = await started(storage, { showsCookiePopup: false }, 1_000);
    expect(scope.getState(model.$ageNoticeVisible)).toBe(true);
    await allSettled(model.ageAccepted, { scope, params: { sessionOnly: false } });
    expect(scope.getState(model.$ageNoticeVisible)).toBe(false);
    expect(storage.snapshot()).toMatchObject({ age_accepted_at: '1000', age_accepted: '1' });
    browserClock.set(1_000 + 259_199_999);
    expect((await started(storage, { showsCookiePopup: false }, 1_000 + 259_199_999)).getState(model.$ageNoticeVisible)).toBe(false);
    browserClock.set(1_000 + 259_200_000);
    expect((await started(storage, { showsCookiePopup: false }, 1_000 + 259_200_000)).getState(model.$ageNoticeVisible)).toBe(true);
  });

  it('keeps a session-mode acceptance only for the browser session', async () => {
    const storage = memorySettingsStorage();
    const scope = await started(storage);
    await allSettled(model.ageAccepted, { scope, params: { sessionOnly: true } });
    expect((await started(storage)).getState(model.$ageNoticeVisible)).toBe(false);
    storage.endSession();
    expect((await started(storage)).getState(model.$ageNoticeVisible)).toBe(true);
  });

  it('lets a test replace the storage effect through fork handlers', async () => {
    const written: unknown[] = [];
    const scope = fork({
      values: [[model.__.$storage, memorySettingsStorage()]],
      handlers: [[model.__.writeStorageFx, ({ ops, consent }: StorageWrite) => (written.push({ consent, ops }), { applied: ops, refused: [] })]],
    });
    await allSettled(model.themeToggled, { scope });
    expect(written).toEqual([{ consent: 0, ops: [{ kind: 'write', key: 'app_theme', value: '0', maxAgeSeconds: 365 * 86_400 }] }]);
  });

  it('survives a storage that throws on read', async () => {
    const broken: SettingsStorage = { ...unused, write: () => undefined, remove: () => undefined };
    const scope = fork({ values: [[model.__.$storage, broken]] });
    await allSettled(model.appStarted, { scope, params: { showsCookiePopup: false } });
    expect(scope.getState(model.$loaded)).toBe(true);
    expect(scope.getState(model.$theme)).toBe('dark');
  });

  it('keeps two scopes apart', async () => {
    const first = await started(memorySettingsStorage());
    const second = await started(memorySettingsStorage({ initial: { app_theme: '0' } }));
    await allSettled(model.themeToggled, { scope: first });
    await allSettled(model.fontSizeChanged, { scope: second, params: 130 });
    expect(first.getState(model.$theme)).toBe('light');
    expect(first.getState(model.$fontSize)).toBe(100);
    expect(second.getState(model.$theme)).toBe('light');
    expect(second.getState(model.$fontSize)).toBe(130);
  });
});
