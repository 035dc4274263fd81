import { allSettled, createEffect, createEvent, createStore, createWatch, fork, type EventCallable, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserId } from '../rules/sign-in';
import { createSessionModel, type SessionCheckResult } from './session.model';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
  const checkSessionFx = createEffect<void, SessionCheckResult>(() => {
    throw new Error('checkSessionFx must be faked in the test');
  });
  const refreshStatusFx = createEffect<void, SessionCheckResult>(() => {
    throw new Error('refreshStatusFx must be faked in the test');
  });
  const loadSessionFx = createEffect<void, unknown>(() => undefined);
  const sendCookieAgreementTimeFx = createEffect<number, unknown>(() => undefined);
  const visibilityChanged = createEvent<boolean>();
  const $pageVisible = createStore(true).on(visibilityChanged, (_, visible) => visible);
  const session = createSessionModel({ checkSessionFx, refreshStatusFx, loadSessionFx, sendCookieAgreementTimeFx, $pageVisible });
  return { session, checkSessionFx, refreshStatusFx, loadSessionFx, sendCookieAgreementTimeFx, visibilityChanged };
}

/** Starts an event without waiting: timers (retries, interval) run on fake time. */
async function fire<T>(scope: Scope, unit: EventCallable<T>, ...params: T extends void ? [] : [T]): Promise<void> {
  void allSettled(unit, { scope, params: params[0] as T });
  await vi.advanceTimersByTimeAsync(0);
}

describe('session model', () => {
  it('finds the session on start: id stored, signed in, authenticated once', async () => {
    const t = setup();
    const authenticated: UserId[] = [];
    const scope = fork({ handlers: [[t.checkSessionFx, async () => ({ userId: 42 })]] });
    createWatch({ unit: t.session.userAuthenticated, scope, fn: (id) => authenticated.push(id) });
    await fire(scope, t.session.appStarted);
    expect(scope.getState(t.session.$userId)).toBe(42);
    expect(scope.getState(t.session.$isSignedIn)).toBe(true);
    expect(scope.getState(t.session.$sessionChecked)).toBe(true);
    expect(authenticated).toEqual([42]);
  });

  it('retries the check twice, 1500 ms apart, then uses the answer', async () => {
    const t = setup();
    const calls: number[] = [];
    const scope = fork({
      handlers: [
        [
          t.checkSessionFx,
          async () => {
            calls.push(Date.now());
            if (calls.length < 3) throw new Error('network');
            return { userId: 'u1' };
          },
        ],
      ],
    });
    const start = Date.now();
    await fire(scope, t.session.appStarted);
    expect(calls.length).toBe(1);
    await vi.advanceTimersByTimeAsync(1499);
    expect(calls.length).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.length).toBe(2);
    await vi.advanceTimersByTimeAsync(1500);
    expect(calls.map((at) => at - start)).toEqual([0, 1500, 3000]);
    expect(scope.getState(t.session.$userId)).toBe('u1');
  });

  it('swallows a check that fails after its retries: a guest, reported once', async () => {
    const t = setup();
    let calls = 0;
    const failures: unknown[] = [];
    const scope = fork({
      handlers: [
        [
          t.checkSessionFx,
          async () => {
            calls += 1;
            throw new Error('down');
          },
        ],
      ],
    });
    createWatch({ unit: t.session.sessionCheckFailed, scope, fn: (error) => failures.push(error) });
    await fire(scope, t.session.appStarted);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toBe(3);
    expect(failures).toHaveLength(1);
    expect(scope.getState(t.session.$isSignedIn)).toBe(false);
    expect(scope.getState(t.session.$sessionChecked)).toBe(true);
  });

  it('no session on start disconnects the user', async () => {
    const t = setup();
    const disconnected = vi.fn();
    const scope = fork({ handlers: [[t.checkSessionFx, async () => ({ userId: null })]] });
    createWatch({ unit: t.session.disconnected, scope, fn: disconnected });
    await fire(scope, t.session.appStarted);
    expect(disconnected).toHaveBeenCalledTimes(1);
    expect(scope.getState(t.session.$userId)).toBeNull();
  });

  it('refreshes the status every 60 s only while signed in and visible; a gone session disconnects', async () => {
    const t = setup();
    let refreshes = 0;
    let answer: SessionCheckResult = { userId: 7 };
    const scope = fork({
      handlers: [
        [
          t.refreshStatusFx,
          async () => {
            refreshes += 1;
            return answer;
          },
        ],
      ],
    });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(refreshes).toBe(0);
    await fire(scope, t.session.signedIn, 7);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refreshes).toBe(1);
    await fire(scope, t.visibilityChanged, false);
    await vi.advanceTimersByTimeAsync(180_000);
    expect(refreshes).toBe(1);
    await fire(scope, t.visibilityChanged, true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refreshes).toBe(2);
    answer = { userId: null };
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refreshes).toBe(3);
    expect(scope.getState(t.session.$isSignedIn)).toBe(false);
    await vi.advanceTimersByTimeAsync(180_000);
    expect(refreshes).toBe(3);
    expect(scope.getState(t.session.__.$statusRefreshRunning)).toBe(false);
  });

  it('calls /web-api/session 8 s after ready when there is no session data, else never', async () => {
    const t = setup();
    const calls = vi.fn();
    const scope = fork({ handlers: [[t.loadSessionFx, async () => calls()]] });
    await fire(scope, t.session.appReady, { hasSessionData: false });
    await vi.advanceTimersByTimeAsync(7999);
    expect(calls).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveBeenCalledTimes(1);

    const other = fork({ handlers: [[t.loadSessionFx, async () => calls()]] });
    await fire(other, t.session.appReady, { hasSessionData: true });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toHaveBeenCalledTimes(1);
  });

  it('sends a guest’s cookie-agreement time once the session is found, then clears it', async () => {
    const t = setup();
    const sent: number[] = [];
    const scope = fork({
      handlers: [
        [t.checkSessionFx, async () => ({ userId: 5 })],
        [t.sendCookieAgreementTimeFx, async (time: number) => sent.push(time)],
      ],
    });
    await fire(scope, t.session.cookieAgreementRecorded, 1000);
    expect(sent).toEqual([]);
    expect(scope.getState(t.session.__.$pendingCookieAgreementAt)).toBe(1000);
    await fire(scope, t.session.appStarted);
    expect(sent).toEqual([1000]);
    expect(scope.getState(t.session.__.$pendingCookieAgreementAt)).toBeNull();
    await fire(scope, t.session.cookieAgreementRecorded, 2000);
    expect(sent).toEqual([1000, 2000]);
  });

  it('keeps the time pending when sending fails', async () => {
    const t = setup();
    const scope = fork({
      handlers: [
        [
          t.sendCookieAgreementTimeFx,
          async () => {
            throw new Error('offline');
          },
        ],
      ],
    });
    await fire(scope, t.session.signedIn, 1);
    await fire(scope, t.session.cookieAgreementRecorded, 3000);
    expect(scope.getState(t.session.__.$pendingCookieAgreementAt)).toBe(3000);
    await fire(scope, t.session.signedOut);
  });

  it('signing out clears the user; two scopes never share a session', async () => {
    const t = setup();
    const first = fork();
    const second = fork();
    await fire(first, t.visibilityChanged, false);
    await fire(first, t.session.signedIn, 'a');
    expect(first.getState(t.session.$userId)).toBe('a');
    expect(second.getState(t.session.$userId)).toBeNull();
    await fire(first, t.session.signedOut);
    expect(first.getState(t.session.$isSignedIn)).toBe(false);
  });
});
