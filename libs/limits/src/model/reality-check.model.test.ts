import { allSettled, createWatch, fork, type EventCallable, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRealityCheckRecord } from '../rules/reality-check';
import { memoryRealityCheckStorage } from '../testing';
import { createRealityCheckModel, type RealityCheckPrompt } from './reality-check.model';

const MINUTE = 60_000;
const START = 1_700_000_000_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

async function fire<T>(scope: Scope, unit: EventCallable<T>, ...params: T extends void ? [] : [T]): Promise<void> {
  void allSettled(unit, { scope, params: params[0] as T });
  await vi.advanceTimersByTimeAsync(0);
}

function page(storage = memoryRealityCheckStorage(), netPosition = vi.fn(async (_since: number) => -2_500)) {
  const model = createRealityCheckModel({ storage, clock: { now: () => Date.now() }, api: { netPosition } });
  const scope = fork();
  const shown: RealityCheckPrompt[] = [];
  createWatch({ unit: model.promptShown, scope, fn: (prompt) => shown.push(prompt) });
  return { model, scope, storage, netPosition, shown };
}

describe('reality checks', () => {
  it('every N minutes of session time: a prompt with the elapsed time and net position, play paused until acknowledged', async () => {
    const t = page();
    await fire(t.scope, t.model.intervalChanged, 5);
    await fire(t.scope, t.model.sessionStarted);
    await vi.advanceTimersByTimeAsync(5 * MINUTE - 1000);
    expect(t.scope.getState(t.model.$prompt)).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.scope.getState(t.model.$prompt)).toEqual({ elapsedSeconds: 300, netPosition: -2_500 });
    expect(t.scope.getState(t.model.$playPaused)).toBe(true);
    expect(t.netPosition).toHaveBeenCalledWith(START / 1000);
    expect(t.shown).toEqual([{ elapsedSeconds: 300, netPosition: null }]);

    // Left open for 2 minutes: nothing else happens; acknowledging resumes play, the next prompt 5 minutes later.
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(t.shown).toHaveLength(1);
    await fire(t.scope, t.model.acknowledged);
    expect(t.scope.getState(t.model.$playPaused)).toBe(false);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(t.shown).toEqual([
      { elapsedSeconds: 300, netPosition: null },
      { elapsedSeconds: 720, netPosition: null },
    ]);
  });

  it('survives a reload: an open prompt is open again, a waiting one comes on time', async () => {
    const first = page();
    await fire(first.scope, first.model.intervalChanged, 10);
    await fire(first.scope, first.model.sessionStarted);
    await vi.advanceTimersByTimeAsync(4 * MINUTE);

    vi.clearAllTimers();
    vi.setSystemTime(START + 4 * MINUTE);
    const second = page(first.storage);
    await fire(second.scope, second.model.intervalChanged, 10);
    await fire(second.scope, second.model.sessionResumed);
    await vi.advanceTimersByTimeAsync(6 * MINUTE - 1000);
    expect(second.shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(second.shown).toEqual([{ elapsedSeconds: 600, netPosition: null }]);

    vi.clearAllTimers();
    vi.setSystemTime(START + 13 * MINUTE);
    const third = page(first.storage);
    await fire(third.scope, third.model.intervalChanged, 10);
    await fire(third.scope, third.model.sessionResumed);
    expect(third.scope.getState(third.model.$prompt)).toEqual({ elapsedSeconds: 600, netPosition: -2_500 });
    expect(third.scope.getState(third.model.$playPaused)).toBe(true);
  });

  it('off without an interval; a sign-out clears the record and stops the timer', async () => {
    const t = page();
    await fire(t.scope, t.model.sessionStarted);
    await vi.advanceTimersByTimeAsync(120 * MINUTE);
    expect(t.shown).toEqual([]);
    await fire(t.scope, t.model.intervalChanged, 15);
    await vi.advanceTimersByTimeAsync(0);
    expect(t.shown).toEqual([{ elapsedSeconds: 7200, netPosition: null }]);
    await fire(t.scope, t.model.sessionEnded);
    expect(t.storage.value()).toBeNull();
    expect(t.scope.getState(t.model.$prompt)).toBeNull();

    const u = page();
    await fire(u.scope, u.model.intervalChanged, 5);
    await fire(u.scope, u.model.sessionStarted);
    const now = Math.floor(Date.now() / 1000);
    expect(readRealityCheckRecord(u.storage.value())).toEqual({ sessionStartedAt: now, anchorAt: now, promptAt: null });
    await fire(u.scope, u.model.sessionEnded);
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect(u.shown).toEqual([]);
  });

  it('a net position that fails to load leaves the prompt without it', async () => {
    const t = page(memoryRealityCheckStorage(), vi.fn(async () => Promise.reject(new Error('503'))));
    await fire(t.scope, t.model.intervalChanged, 5);
    await fire(t.scope, t.model.sessionStarted);
    await vi.advanceTimersByTimeAsync(5 * MINUTE);
    expect(t.scope.getState(t.model.$prompt)).toEqual({ elapsedSeconds: 300, netPosition: null });
  });
});
