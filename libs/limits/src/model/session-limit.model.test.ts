import type { NotificationRequest } from '@betting/notices';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSessionLimitModel } from './session-limit.model';

const START = 1_700_000_000_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

function setup() {
  const model = createSessionLimitModel({ clock: { now: () => Date.now() } });
  const scope = fork();
  const log: string[] = [];
  const notices: NotificationRequest[] = [];
  createWatch({ unit: model.noticeShown, scope, fn: (notice) => (notices.push(notice), log.push(`notice@${Date.now() - START}`)) });
  createWatch({ unit: model.disconnectRequested, scope, fn: () => log.push(`disconnect@${Date.now() - START}`) });
  return { model, scope, log, notices };
}

async function remaining(scope: Scope, model: ReturnType<typeof setup>['model'], seconds: number | null) {
  void allSettled(model.remainingChanged, { scope, params: seconds });
  await vi.advanceTimersByTimeAsync(0);
}

describe('session-limit timer', () => {
  it('at the end of the remaining time: the permanent error notice, then disconnect', async () => {
    const t = setup();
    await remaining(t.scope, t.model, 90);
    expect(t.scope.getState(t.model.$endsAt)).toBe(START + 90_000);
    await vi.advanceTimersByTimeAsync(89_999);
    expect(t.log).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.log).toEqual(['notice@90000', 'disconnect@90000']);
    expect(t.notices).toEqual([
      { id: 'limits.session-ended', kind: 'error', titleKey: 'main_session_limit_ended', text: { key: 'main_session_limit_visit_tomorrow' }, timed: false },
    ]);
    expect(t.scope.getState(t.model.$endsAt)).toBeNull();
  });

  it('no time left (or below 0, which counts as 0): at once', async () => {
    const t = setup();
    await remaining(t.scope, t.model, -5);
    expect(t.log).toEqual(['notice@0', 'disconnect@0']);
  });

  it('a new remaining time replaces the old timer; null (no limit) and sign-out stop it', async () => {
    const t = setup();
    await remaining(t.scope, t.model, 60);
    await remaining(t.scope, t.model, 120);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.log).toEqual([]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.log).toEqual(['notice@120000', 'disconnect@120000']);

    const u = setup();
    await remaining(u.scope, u.model, 60);
    await remaining(u.scope, u.model, null);
    expect(u.scope.getState(u.model.$endsAt)).toBeNull();
    await remaining(u.scope, u.model, 30);
    void allSettled(u.model.sessionEnded, { scope: u.scope });
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(u.log).toEqual([]);
  });
});
