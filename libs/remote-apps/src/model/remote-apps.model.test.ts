import { parseRemoteAppUrl, type RemoteAppResponse } from '@betting/contracts';
import { manualClock, type ManualClock } from '@betting/kernel';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RemoteAppRequest } from '../rules/request';
import { recordingHost, remoteAppResponseFixture } from '../testing';
import { createRemoteAppsModel, type RemoteAppsModel, type RemoteAppTransition } from './remote-apps.model';

const PAGE = 'https://bet.example';
const about = { app: 'content', path: '/en/information/about' } as const;
const aboutKey = 'content /en/information/about';

type Answer = RemoteAppResponse | Error | unknown;

function setup(answer: (request: RemoteAppRequest, call: number) => Answer = (request) => remoteAppResponseFixture({ appName: parseRemoteAppUrl(request.url)?.appName ?? '?' })) {
  const model: RemoteAppsModel = createRemoteAppsModel({ fetcher: () => Promise.reject(new Error('no network in tests')), clock: manualClock(0), pageOrigin: PAGE });
  const requests: RemoteAppRequest[] = [];
  const request = vi.fn(async (sent: RemoteAppRequest) => {
    requests.push(sent);
    const result = answer(sent, requests.length);
    if (result instanceof Error) throw result;
    return result;
  });
  const host = recordingHost();
  const clock: ManualClock = manualClock(10_000);
  const scope = fork({
    values: [
      [model.__.$fetcher, request],
      [model.__.$host, host],
      [model.__.$clock, clock],
    ],
  });
  const transitions: RemoteAppTransition[] = [];
  const unwatch = createWatch({ unit: model.appTransitioned, scope, fn: (step) => void transitions.push(step) });
  return { model, scope, requests, host, clock, transitions, unwatch };
}

const state = (model: RemoteAppsModel, scope: Scope, key = aboutKey) => scope.getState(model.$apps)[key]?.state;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('remote apps model', () => {
  it('loads an app view by GET {appUrl}{path} with the protocol headers, shows it and injects its assets', async () => {
    const { model, scope, requests, host } = setup();
    await allSettled(model.viewMounted, { scope, params: about });

    expect(requests).toEqual([{ url: '/remote-apps/content/en/information/about', method: 'GET', headers: { 'mf-render-mode': 'json', 'mf-api-version': 'v2' } }]);
    expect(state(model, scope)).toMatchObject({ status: 'ready', data: remoteAppResponseFixture(), views: 1 });
    expect(host.plans).toEqual([
      {
        appName: 'content',
        appOrigin: PAGE,
        stylesheets: ['/remote-apps/assets/content.css'],
        style: '.about{color:#e6edf3}',
        scripts: ['/remote-apps/assets/content.js'],
        code: remoteAppResponseFixture().codeToEval,
        codeRefused: false,
      },
    ]);
  });

  it('retries after 1, 2 and 4 s, then keeps a final error', async () => {
    const { model, scope, requests, transitions } = setup(() => new Error('HTTP 503'));
    const settled = allSettled(model.viewMounted, { scope, params: about });
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(1);
    expect(state(model, scope)).toMatchObject({ status: 'error', willRetry: true, retries: 0, reason: 'HTTP 503' });

    const expectRequestsAfter = async (ms: number, count: number) => {
      await vi.advanceTimersByTimeAsync(ms - 1);
      expect(requests).toHaveLength(count - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(requests).toHaveLength(count);
    };
    await expectRequestsAfter(1000, 2);
    await expectRequestsAfter(2000, 3);
    await expectRequestsAfter(4000, 4);
    await vi.advanceTimersByTimeAsync(60_000);
    await settled;

    expect(requests).toHaveLength(4);
    expect(state(model, scope)).toMatchObject({ status: 'error', willRetry: false, retries: 3 });
    expect(transitions.map(({ from, to }) => `${from}>${to}`)).toEqual([
      'not-existing>loading',
      'loading>error',
      'error>loading',
      'loading>error',
      'error>loading',
      'loading>error',
      'error>loading',
      'loading>error',
    ]);
  });

  it('recovers on a retry', async () => {
    const { model, scope, requests } = setup((request, call) => (call < 3 ? new Error('timeout') : remoteAppResponseFixture()));
    const settled = allSettled(model.viewMounted, { scope, params: about });
    await vi.runAllTimersAsync();
    await settled;
    expect(requests).toHaveLength(3);
    expect(state(model, scope)).toMatchObject({ status: 'ready' });
  });

  it('treats an answer that breaks the contract, or comes from another app, as a failure', async () => {
    const { model, scope } = setup((_request, call) => (call === 1 ? { body: 1 } : remoteAppResponseFixture({ appName: 'footer' })));
    const failures: string[] = [];
    createWatch({ unit: model.loadFailed, scope, fn: ({ reason }) => void failures.push(reason) });
    const settled = allSettled(model.viewMounted, { scope, params: about });
    await vi.runAllTimersAsync();
    await settled;
    expect(failures).toEqual([
      'remote app content: the answer breaks the contract',
      'remote app content: answered as footer',
      'remote app content: answered as footer',
      'remote app content: answered as footer',
    ]);
    expect(state(model, scope)).toMatchObject({ status: 'error', willRetry: false });
  });

  it('keeps an app while any view shows it, unloads it with the last, and ignores a late answer', async () => {
    let release: (value: RemoteAppResponse) => void = () => undefined;
    const { model, scope, requests } = setup(() => new Promise<RemoteAppResponse>((resolve) => (release = resolve)));
    const refused: string[] = [];
    createWatch({ unit: model.eventRefused, scope, fn: ({ refusal }) => void refused.push(refusal.code) });

    void allSettled(model.viewMounted, { scope, params: about });
    void allSettled(model.viewMounted, { scope, params: about });
    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(1);
    expect(state(model, scope)).toMatchObject({ status: 'loading', views: 2 });

    // allSettled would wait for the fetch still in flight: start the event and let the queue run instead.
    void allSettled(model.viewUnmounted, { scope, params: about });
    await vi.advanceTimersByTimeAsync(0);
    expect(state(model, scope)).toMatchObject({ status: 'loading', views: 1 });
    void allSettled(model.viewUnmounted, { scope, params: about });
    await vi.advanceTimersByTimeAsync(0);
    expect(state(model, scope)).toBeUndefined();

    release(remoteAppResponseFixture());
    await allSettled(scope);
    expect(state(model, scope)).toBeUndefined();
    expect(refused).toEqual(['remote_app.not_loaded']);
  });

  it('shows server-inlined HTML at once and fetches the rest behind it', async () => {
    const { model, scope, requests, host } = setup();
    const preloaded = remoteAppResponseFixture({ body: '<p>from the server</p>', style: '', cssToLoad: [], scriptsToLoad: [], codeToEval: '', title: '' });
    const settled = allSettled(model.viewMounted, { scope, params: { ...about, preloaded } });
    expect(state(model, scope)).toMatchObject({ status: 'ready', data: preloaded, refreshing: true });
    await settled;
    expect(requests).toHaveLength(1);
    expect(state(model, scope)).toMatchObject({ status: 'ready', data: remoteAppResponseFixture(), refreshing: false });
    expect(host.plans.map((plan) => plan.code !== null)).toEqual([true]);
  });

  it('runs an app code once across navigations', async () => {
    const { model, scope, host } = setup();
    await allSettled(model.viewMounted, { scope, params: about });
    await allSettled(model.viewUnmounted, { scope, params: about });
    await allSettled(model.viewMounted, { scope, params: { app: 'content', path: '/en/information/rules' } });
    expect(state(model, scope, 'content /en/information/rules')).toMatchObject({ status: 'ready' });
    expect(host.plans).toHaveLength(1);
    expect(scope.getState(model.$injected).evaluatedApps).toEqual(['content']);
    expect(scope.getState(model.$lastReady)['content']).toEqual(remoteAppResponseFixture());
  });

  it('refuses code from an origin off the allow-list', async () => {
    const model = createRemoteAppsModel({
      fetcher: async () => remoteAppResponseFixture(),
      clock: manualClock(0),
      pageOrigin: PAGE,
      request: { appUrl: (app) => `https://apps.elsewhere.example/${app}` },
    });
    const host = recordingHost();
    const scope = fork({ values: [[model.__.$host, host]] });
    await allSettled(model.viewMounted, { scope, params: about });
    expect(host.plans[0]).toMatchObject({ appOrigin: 'https://apps.elsewhere.example', code: null, codeRefused: true });
  });

  it('POSTs the components a view asks for', async () => {
    const { model, scope, requests } = setup();
    await allSettled(model.viewMounted, { scope, params: { app: 'footer', path: '/en', components: ['subscription'] } });
    expect(requests[0]).toMatchObject({ url: '/remote-apps/footer/en', method: 'POST', body: { components: ['subscription'] } });
  });

  it('reloads behind the shown content, at most once a second', async () => {
    const { model, scope, requests, clock } = setup();
    const refused: string[] = [];
    createWatch({ unit: model.eventRefused, scope, fn: ({ refusal }) => void refused.push(refusal.code) });
    await allSettled(model.viewMounted, { scope, params: about });
    await allSettled(model.reloadRequested, { scope, params: about });
    expect(requests).toHaveLength(2);
    clock.advance(999);
    await allSettled(model.reloadRequested, { scope, params: about });
    expect(requests).toHaveLength(2);
    expect(refused).toEqual(['remote_app.throttled']);
    clock.advance(1);
    await allSettled(model.reloadRequested, { scope, params: about });
    expect(requests).toHaveLength(3);
    expect(state(model, scope)).toMatchObject({ status: 'ready', refreshing: false });
  });

  it('starts a fresh load with fresh retries when reloaded after a final error', async () => {
    let failing = true;
    const { model, scope, requests } = setup(() => (failing ? new Error('HTTP 500') : remoteAppResponseFixture()));
    const settled = allSettled(model.viewMounted, { scope, params: about });
    await vi.runAllTimersAsync();
    await settled;
    expect(requests).toHaveLength(4);
    failing = false;
    await allSettled(model.reloadRequested, { scope, params: about });
    expect(requests).toHaveLength(5);
    expect(state(model, scope)).toMatchObject({ status: 'ready' });
  });

  it('keeps two scopes apart', async () => {
    const first = setup();
    const { model } = first;
    const other = fork({ values: [[model.__.$fetcher, async () => remoteAppResponseFixture()]] });
    await allSettled(model.viewMounted, { scope: first.scope, params: about });
    expect(state(model, first.scope)).toMatchObject({ status: 'ready' });
    expect(other.getState(model.$apps)).toEqual({});
    expect(other.getState(model.$injected).evaluatedApps).toEqual([]);
    expect(model.$apps.getState()).toEqual({});
  });
});
