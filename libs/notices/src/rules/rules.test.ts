import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { adBlockDetected } from './ad-block';
import { createNotification, defaultTitleKey, NOTIFICATION_TIMEOUT_MS, withNotification, type NotificationKind } from './notification';
import { isUpdateAvailable } from './update-check';

const kinds: NotificationKind[] = ['error', 'info', 'success', 'warning', 'question'];

describe('notifications', () => {
  it.each([
    ['error', 'main_error'],
    ['success', 'main_done'],
    ['info', 'main_info'],
    ['warning', 'main_warning'],
    ['question', 'main_question'],
  ] as const)('%s has the default title %s', (kind, title) => {
    expect(defaultTitleKey(kind)).toBe(title);
  });

  it('defaults to an error with a close button that stays until closed', () => {
    expect(createNotification({ id: 'n1', text: { message: 'Network error' } })).toEqual({
      id: 'n1',
      kind: 'error',
      titleKey: 'main_error',
      text: { message: 'Network error' },
      buttons: ['close'],
      autoCloseMs: null,
    });
  });

  it('gives alerts OK and close, and timed ones 10 s', () => {
    expect(createNotification({ id: 'a', kind: 'question', alert: true, timed: true, text: { key: 'q' } })).toMatchObject({ buttons: ['ok', 'close'], autoCloseMs: NOTIFICATION_TIMEOUT_MS });
  });

  test.prop([fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c', 'd'), fc.constantFrom(...kinds)), { maxLength: 30 })])('never shows two notifications with one id, and the newest last', (requests) => {
    const list = requests.reduce((shown, [id, kind]) => withNotification(shown, createNotification({ id, kind, text: { key: 'x' } })), [] as ReturnType<typeof withNotification>);
    expect(new Set(list.map((item) => item.id)).size).toBe(list.length);
    if (requests.length > 0) expect(list.at(-1)?.id).toBe(requests.at(-1)?.[0]);
  });
});

describe('update check', () => {
  it.each([
    ['1.0.0', '1.0.1', true],
    ['1.0.0', '1.0.0', false],
    ['1.0.0', null, false],
    ['1.0.0', ' ', false],
  ])('running %s, server %s → %s', (running, latest, expected) => {
    expect(isUpdateAvailable(running, latest)).toBe(expected);
  });
});

describe('ad-block detection', () => {
  it.each([
    [{ height: 10, display: 'block', visibility: 'visible' }, false],
    [{ height: 0, display: 'block', visibility: 'visible' }, true],
    [{ height: 10, display: 'none', visibility: 'visible' }, true],
    [{ height: 10, display: 'block', visibility: 'hidden' }, true],
    [null, true],
  ])('%j → %s', (bait, expected) => {
    expect(adBlockDetected(bait)).toBe(expected);
  });
});
