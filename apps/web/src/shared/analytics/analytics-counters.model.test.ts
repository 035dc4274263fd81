import type { AnalyticsCounter, AnalyticsCounterType } from '@betting/contracts';
import type { CookiesAgreeType } from '@betting/settings';
import { allSettled, createEvent, createStore, fork, type EventCallable, type Scope } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import type { FetchJsonError } from '../api/fetch-json';
import { createAnalyticsCountersModel } from './analytics-counters.model';

const counter = (type: AnalyticsCounterType, id: string): AnalyticsCounter => ({ type, id, scriptUrl: `/web-api/analytics/counter/${type}.js`, params: {} });
const LIST = [counter(9, 'GTM-A'), counter(8, 'M1'), counter(9, 'GTM-A'), counter(1, 'E')];
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Options {
  readonly consent?: CookiesAgreeType;
  readonly loaded?: boolean;
  readonly projectId?: number | null;
  readonly fetch?: () => Promise<readonly AnalyticsCounter[]>;
}

function setup({ consent = 4, loaded = true, projectId = 1, fetch = async () => LIST }: Options = {}) {
  const consentGiven = createEvent<CookiesAgreeType>();
  const settingsLoaded = createEvent();
  const configLoaded = createEvent<number>();
  const model = createAnalyticsCountersModel({
    $consent: createStore<CookiesAgreeType>(consent).on(consentGiven, (_, type) => type),
    $settingsLoaded: createStore(loaded).on(settingsLoaded, () => true),
    $projectId: createStore<number | null>(projectId).on(configLoaded, (_, id) => id),
  });
  let endDelay: () => void = () => undefined;
  const delayEnded = new Promise<void>((resolve) => (endDelay = resolve));
  const fetchCounters = vi.fn(fetch);
  const inject = vi.fn((counters: readonly AnalyticsCounter[]) => counters);
  const warn = vi.fn();
  const scope = fork({
    handlers: [
      [model.__.fetchCountersFx, fetchCounters],
      [model.__.lazyDelayFx, () => delayEnded],
      [model.__.injectScriptsFx, inject],
      [model.__.warnFx, warn],
    ],
  });
  /** Starts on `path`; the lazy delay runs until `endDelay` (await `done` after it; wrapped, so awaiting start does not wait for it). */
  const start = async (path: string) => {
    const done = allSettled(model.started, { scope, params: { domain: 'localhost', path } });
    await flush();
    return { done };
  };
  /** Calls a unit while the lazy delay is still running (allSettled would wait for the delay too). */
  const during = async <T,>(unit: EventCallable<T>, params: T) => {
    void allSettled(unit, { scope, params });
    await flush();
  };
  const injectedIds = () => inject.mock.calls.flatMap(([counters]) => counters.map((item) => `${item.type}:${item.id}`));
  return { model, scope, start, during, endDelay, fetchCounters, inject, warn, injectedIds, consentGiven, settingsLoaded, configLoaded };
}

describe('analytics counters model', () => {
  it('with consent, fetches the counters for the domain and project and loads each once only after the lazy delay', async () => {
    const { model, scope, start, endDelay, fetchCounters, inject, injectedIds } = setup();
    const { done } = await start('/en');
    expect(fetchCounters).toHaveBeenCalledWith({ domain: 'localhost', projectId: '1' });
    expect(inject).not.toHaveBeenCalled();
    endDelay();
    await done;
    expect(injectedIds()).toEqual(['1:E', '8:M1', '9:GTM-A']);
    expect([...scope.getState(model.$countersByType).keys()]).toEqual([1, 8, 9]);
    expect(scope.getState(model.$injected)).toEqual(['1:E', '8:M1', '9:GTM-A']);
  });

  it('loads at once on a registration route, and not again when the delay ends', async () => {
    const { start, endDelay, inject, injectedIds } = setup();
    const { done } = await start('/en/registration?tab=phone');
    expect(injectedIds()).toEqual(['1:E', '8:M1', '9:GTM-A']);
    endDelay();
    await done;
    expect(inject).toHaveBeenCalledTimes(1);
  });

  it('loads at once when the visitor goes to registration during the delay', async () => {
    const { model, start, during, endDelay, inject } = setup();
    const { done } = await start('/en/casino');
    expect(inject).not.toHaveBeenCalled();
    await during(model.pathChanged, '/en/registration');
    expect(inject).toHaveBeenCalledTimes(1);
    endDelay();
    await done;
    expect(inject).toHaveBeenCalledTimes(1);
  });

  it.each([0, 1, 2] as const)('without marketing consent (%s) fetches and loads nothing, even on registration', async (consent) => {
    const { start, endDelay, fetchCounters, inject } = setup({ consent });
    const { done } = await start('/en/registration');
    endDelay();
    await done;
    expect(fetchCounters).not.toHaveBeenCalled();
    expect(inject).not.toHaveBeenCalled();
  });

  it('a consent given after the delay loads the counters then, at once', async () => {
    const { scope, start, endDelay, fetchCounters, injectedIds, consentGiven } = setup({ consent: 0 });
    const { done } = await start('/en');
    endDelay();
    await done;
    await allSettled(consentGiven, { scope, params: 2 });
    expect(fetchCounters).not.toHaveBeenCalled();
    await allSettled(consentGiven, { scope, params: 3 });
    expect(fetchCounters).toHaveBeenCalledTimes(1);
    expect(injectedIds()).toEqual(['1:E', '8:M1', '9:GTM-A']);
  });

  it('a consent given during the delay still waits for it', async () => {
    const { start, during, endDelay, fetchCounters, inject, consentGiven } = setup({ consent: 1 });
    const { done } = await start('/en');
    await during(consentGiven, 4);
    expect(fetchCounters).toHaveBeenCalledTimes(1);
    expect(inject).not.toHaveBeenCalled();
    endDelay();
    await done;
    expect(inject).toHaveBeenCalledTimes(1);
  });

  it('waits for the settings and the project before asking', async () => {
    const { start, during, endDelay, fetchCounters, inject, settingsLoaded, configLoaded } = setup({ loaded: false, projectId: null });
    const { done } = await start('/en/registration');
    await during(settingsLoaded, undefined);
    expect(fetchCounters).not.toHaveBeenCalled();
    await during(configLoaded, 7);
    expect(fetchCounters).toHaveBeenCalledWith({ domain: 'localhost', projectId: '7' });
    expect(inject).toHaveBeenCalledTimes(1);
    endDelay();
    await done;
  });

  it('a failed fetch is logged, loads nothing, is not retried, and breaks nothing', async () => {
    const failure: FetchJsonError = { kind: 'http', status: 503 };
    const { model, scope, start, endDelay, fetchCounters, inject, warn, consentGiven } = setup({ fetch: () => Promise.reject(failure) });
    const { done } = await start('/en/registration');
    endDelay();
    await done;
    await allSettled(consentGiven, { scope, params: 3 });
    expect(fetchCounters).toHaveBeenCalledTimes(1);
    expect(inject).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith({ message: 'Analytics counters failed to load', error: failure });
    expect(scope.getState(model.$counters)).toBeNull();
  });

  it('two scopes do not share counters', async () => {
    const { model, scope, start, endDelay } = setup();
    const other: Scope = fork();
    const { done } = await start('/en/registration');
    endDelay();
    await done;
    expect(scope.getState(model.$injected)).toHaveLength(3);
    expect(other.getState(model.$injected)).toEqual([]);
    expect(other.getState(model.$counters)).toBeNull();
  });
});
