import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNoticesModel } from './notices.model';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('notices model', () => {
  it('closes a timed notification after 10 s and keeps an untimed one', async () => {
    const model = createNoticesModel({ runningVersion: '1' });
    const scope = fork();
    // allSettled would wait for the 10 s timer itself: start the events and let fake time run instead.
    void allSettled(model.notificationShown, { scope, params: { id: 'timed', kind: 'success', timed: true, text: { key: 'saved' } } });
    void allSettled(model.notificationShown, { scope, params: { id: 'sticky', text: { message: 'Network error' } } });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(scope.getState(model.$notifications).map((n) => n.id)).toEqual(['timed', 'sticky']);
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState(model.$notifications).map((n) => n.id)).toEqual(['sticky']);
  });

  it('shows the maintenance warning while the window is open, until closed', async () => {
    const model = createNoticesModel({ runningVersion: '1' });
    const scope = fork();
    const window = { startedAt: '2026-11-23T02:00:00Z', endedAt: '2026-11-23T04:00:00Z' };
    await allSettled(model.maintenanceNoticeReceived, { scope, params: window });
    expect(scope.getState(model.$maintenanceWarning)).toEqual(window);
    await allSettled(model.maintenanceWarningClosed, { scope });
    expect(scope.getState(model.$maintenanceWarning)).toBeNull();
  });

  it('says an update is out once the server serves another version, and keeps saying it', async () => {
    const model = createNoticesModel({ runningVersion: 'abc' });
    const scope = fork();
    await allSettled(model.latestVersionReceived, { scope, params: 'abc' });
    expect(scope.getState(model.$updateAvailable)).toBe(false);
    await allSettled(model.latestVersionReceived, { scope, params: 'def' });
    await allSettled(model.latestVersionReceived, { scope, params: null });
    expect(scope.getState(model.$updateAvailable)).toBe(true);
  });

  it('keeps two scopes apart', async () => {
    const model = createNoticesModel({ runningVersion: '1' });
    const first = fork();
    const second = fork();
    await allSettled(model.adBlockChecked, { scope: first, params: true });
    expect(first.getState(model.$adBlockNoticeVisible)).toBe(true);
    expect(second.getState(model.$adBlockNoticeVisible)).toBe(false);
  });
});
