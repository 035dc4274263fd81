import { allSettled, createWatch, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLimitPingModel } from './limit-ping.model';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('limit-service ping', () => {
  it('pings every 30 s while signed in and stops on sign-out', async () => {
    const model = createLimitPingModel({ api: { ping: async () => undefined } });
    const ping = vi.fn(async () => undefined);
    const scope = fork({ values: [[model.__.$api, { ping }]] });
    void allSettled(model.signedIn, { scope });
    await vi.advanceTimersByTimeAsync(29_999);
    expect(ping).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(ping).toHaveBeenCalledTimes(1);
    void allSettled(model.signedIn, { scope });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ping).toHaveBeenCalledTimes(3);
    expect(scope.getState(model.$running)).toBe(true);
    void allSettled(model.signedOut, { scope });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(ping).toHaveBeenCalledTimes(3);
    expect(scope.getState(model.$running)).toBe(false);
  });

  it('a failed ping is reported and the next one still comes', async () => {
    const model = createLimitPingModel({ api: { ping: async () => undefined } });
    const ping = vi.fn(async () => Promise.reject(new Error('503')));
    const scope = fork({ values: [[model.__.$api, { ping }]] });
    const failures: unknown[] = [];
    createWatch({ unit: model.pingFailed, scope, fn: (error) => failures.push(error) });
    void allSettled(model.signedIn, { scope });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ping).toHaveBeenCalledTimes(2);
    expect(failures).toHaveLength(2);
    void allSettled(model.signedOut, { scope });
    await vi.advanceTimersByTimeAsync(0);
  });
});
