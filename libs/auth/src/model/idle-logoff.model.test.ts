import { allSettled, createWatch, fork, type EventCallable, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readIdleRecord, serializeIdleRecord } from '../rules/idle';
import { memoryIdleStorage } from '../testing';
import { createIdleLogoffModel } from './idle-logoff.model';

const MINUTE = 60_000;
const START = 1_700_000_000_000;
const fakeTimeClock = { now: () => Date.now() };

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

async function fire<T>(scope: Scope, unit: EventCallable<T>, ...params: T extends void ? [] : [T]): Promise<void> {
  void allSettled(unit, { scope, params: params[0] as T });
  await vi.advanceTimersByTimeAsync(0);
}

function setup(stored: string | null = null) {
  const storage = memoryIdleStorage(stored);
  const idle = createIdleLogoffModel({ storage, clock: fakeTimeClock });
  const scope = fork();
  const expiries: number[] = [];
  createWatch({ unit: idle.idleExpired, scope, fn: () => expiries.push(Date.now() - START) });
  return { storage, idle, scope, expiries };
}

async function signedInWithLimit(t: ReturnType<typeof setup>, minutes: number | null): Promise<void> {
  await fire(t.scope, t.idle.appStarted);
  await fire(t.scope, t.idle.limitChanged, minutes);
  await fire(t.scope, t.idle.sessionStarted);
}

describe('idle logoff model', () => {
  it('logs out after exactly the limit without activity and leaves the notice for the next load', async () => {
    const t = setup();
    await signedInWithLimit(t, 15);
    await vi.advanceTimersByTimeAsync(15 * MINUTE - 1);
    expect(t.expiries).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.expiries).toEqual([15 * MINUTE]);
    expect(readIdleRecord(t.storage.value())).toEqual({ lastActiveAt: null, noticePending: true });
    expect(t.scope.getState(t.idle.__.$watching)).toBe(false);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(t.expiries).toHaveLength(1);
  });

  it('activity (throttled 100 ms) moves the deadline', async () => {
    const t = setup();
    await signedInWithLimit(t, 15);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    await fire(t.scope, t.idle.activityDetected);
    await vi.advanceTimersByTimeAsync(100);
    await vi.advanceTimersByTimeAsync(15 * MINUTE - 1);
    expect(t.expiries).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.expiries).toEqual([25 * MINUTE + 100]);
  });

  it('a burst of events writes the time once per 100 ms', async () => {
    const t = setup();
    await signedInWithLimit(t, 15);
    const write = vi.spyOn(t.storage, 'write');
    for (let i = 0; i < 50; i += 1) await fire(t.scope, t.idle.activityDetected);
    await vi.advanceTimersByTimeAsync(100);
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('does not count while media plays', async () => {
    const t = setup();
    await signedInWithLimit(t, 15);
    await fire(t.scope, t.idle.mediaPlaybackChanged, true);
    await vi.advanceTimersByTimeAsync(90 * MINUTE);
    expect(t.expiries).toEqual([]);
    await fire(t.scope, t.idle.mediaPlaybackChanged, false);
    await vi.advanceTimersByTimeAsync(15 * MINUTE);
    expect(t.expiries).toEqual([105 * MINUTE]);
  });

  it('a session found in a browser with no idle record starts its idle time at once', async () => {
    const t = setup();
    await fire(t.scope, t.idle.limitChanged, 15);
    await fire(t.scope, t.idle.sessionResumed);
    expect(readIdleRecord(t.storage.value()).lastActiveAt).toBe(START);
    await vi.advanceTimersByTimeAsync(15 * MINUTE);
    expect(t.expiries).toEqual([15 * MINUTE]);
  });

  it('a return after a long absence logs out at once; a short one does not', async () => {
    const long = setup(serializeIdleRecord({ lastActiveAt: START - 2 * 60 * MINUTE, noticePending: false }));
    await fire(long.scope, long.idle.limitChanged, 15);
    await fire(long.scope, long.idle.sessionResumed);
    expect(long.expiries).toEqual([0]);

    const short = setup(serializeIdleRecord({ lastActiveAt: START - 5 * MINUTE, noticePending: false }));
    await fire(short.scope, short.idle.limitChanged, 15);
    await fire(short.scope, short.idle.sessionResumed);
    expect(short.expiries).toEqual([]);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(short.expiries).toEqual([10 * MINUTE]);
  });

  it('another tab’s activity (the shared stored time) keeps this one signed in', async () => {
    const t = setup();
    await signedInWithLimit(t, 15);
    await vi.advanceTimersByTimeAsync(14 * MINUTE);
    t.storage.write(serializeIdleRecord({ lastActiveAt: Date.now(), noticePending: false }));
    await vi.advanceTimersByTimeAsync(14 * MINUTE);
    expect(t.expiries).toEqual([]);
    await vi.advanceTimersByTimeAsync(1 * MINUTE);
    expect(t.expiries).toEqual([29 * MINUTE]);
  });

  it('shows the inactivity notice once on the next load', async () => {
    const stored = serializeIdleRecord({ lastActiveAt: null, noticePending: true });
    const t = setup(stored);
    await fire(t.scope, t.idle.appStarted);
    expect(t.scope.getState(t.idle.$inactivityNoticeVisible)).toBe(true);
    await fire(t.scope, t.idle.inactivityNoticeClosed);
    expect(t.scope.getState(t.idle.$inactivityNoticeVisible)).toBe(false);
    const again = fork();
    await allSettled(t.idle.appStarted, { scope: again });
    expect(again.getState(t.idle.$inactivityNoticeVisible)).toBe(false);
  });

  it('does nothing without a limit, after sign-out, or for a guest', async () => {
    const off = setup();
    await signedInWithLimit(off, null);
    await vi.advanceTimersByTimeAsync(24 * 60 * MINUTE);
    expect(off.expiries).toEqual([]);

    const out = setup();
    await signedInWithLimit(out, 15);
    await fire(out.scope, out.idle.sessionEnded);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(out.expiries).toEqual([]);

    const guest = setup();
    await fire(guest.scope, guest.idle.limitChanged, 1);
    await fire(guest.scope, guest.idle.activityDetected);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(guest.expiries).toEqual([]);
    expect(guest.storage.value()).toBeNull();
  });

  it('a shorter limit from config applies at once', async () => {
    const t = setup();
    await signedInWithLimit(t, 60);
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    await fire(t.scope, t.idle.limitChanged, 10);
    expect(t.expiries).toEqual([20 * MINUTE]);
  });

  it('keeps two scopes apart', async () => {
    const a = setup();
    await signedInWithLimit(a, 15);
    const other = fork();
    expect(other.getState(a.idle.__.$watching)).toBe(false);
    expect(a.scope.getState(a.idle.__.$watching)).toBe(true);
  });
});
