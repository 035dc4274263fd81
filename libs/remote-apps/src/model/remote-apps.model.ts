import { RemoteAppResponseSchema, type RemoteAppResponse } from '@betting/contracts';
import type { Clock } from '@betting/kernel';
import { attach, createEffect, createEvent, createStore, sample, type Effect, type Event, type EventCallable, type Store, type StoreWritable } from 'effector';
import { delay } from 'patronum';
import { NOTHING_INJECTED, isEmptyPlan, planAssets, withPlanApplied, type AssetPlan, type InjectedAssets } from '../rules/assets';
import {
  DEFAULT_LOADER_POLICY,
  NOT_EXISTING,
  effectsOf,
  transition,
  type LoaderEvent,
  type LoaderPolicy,
  type LoaderRefusal,
  type LoaderState,
  type LoaderStatus,
} from '../rules/loader';
import { defaultAllowList, originOf } from '../rules/origin';
import { appKey, buildRemoteAppRequest, type RemoteAppRequest, type RemoteAppRequestOptions, type RemoteAppView } from '../rules/request';

/** Sends a remote-app request and answers the parsed JSON body; rejects on network failure or a non-2xx status. */
export type RemoteAppFetcher = (request: RemoteAppRequest) => Promise<unknown>;

/** The page side: puts styles and scripts in the document and runs the code (apps/web host-effects). */
export interface RemoteAppsHost {
  apply(plan: AssetPlan): void | Promise<void>;
}

export interface RemoteAppsModelOptions {
  readonly fetcher: RemoteAppFetcher;
  /** Reads the time for the reload throttle. */
  readonly clock: Clock;
  /** Default: does nothing (tests, server). */
  readonly host?: RemoteAppsHost;
  /** The page's origin (`https://bet.example`): relative app URLs come from it. Default `''` (no code runs). */
  readonly pageOrigin?: string;
  /** Origins whose `codeToEval` may run; default `[pageOrigin]`. */
  readonly allowList?: readonly string[];
  readonly request?: RemoteAppRequestOptions;
  readonly policy?: Partial<LoaderPolicy>;
}

export type RemoteAppState = LoaderState<RemoteAppResponse>;

/** One app on one page, as the registry holds it. */
export interface RemoteAppEntry {
  readonly key: string;
  readonly app: string;
  readonly path: string;
  readonly components?: readonly string[];
  readonly state: RemoteAppState;
}

export type RemoteAppsRegistry = Readonly<Record<string, RemoteAppEntry>>;

export interface RemoteAppMount extends RemoteAppView {
  /** The app's HTML that the server already put in the page: shown at once, the rest fetched behind it. */
  readonly preloaded?: RemoteAppResponse;
}

export interface RemoteAppTransition {
  readonly key: string;
  readonly from: LoaderStatus;
  readonly to: LoaderStatus;
  readonly event: LoaderEvent<RemoteAppResponse>['type'];
}

interface Arrival {
  readonly app: string;
  readonly path: string;
  readonly components?: readonly string[];
  readonly event: LoaderEvent<RemoteAppResponse>;
}

interface Step {
  readonly key: string;
  readonly entry: RemoteAppEntry;
  readonly from: RemoteAppState;
  readonly to: RemoteAppState;
  readonly event: Arrival['event'];
  readonly fetch: FetchParams | null;
  readonly retry: RetryParams | null;
  readonly apply: RemoteAppResponse | null;
}

interface FetchParams {
  readonly key: string;
  readonly app: string;
  readonly path: string;
  readonly components?: readonly string[];
  readonly ticket: number;
}

interface RetryParams extends FetchParams {
  readonly delayMs: number;
}

interface EvaluationConfig {
  readonly pageOrigin: string;
  readonly allowList: readonly string[];
}

export interface RemoteAppsModel {
  /** A view began to show `app` on `path` (call from the view's mount effect). */
  readonly viewMounted: EventCallable<RemoteAppMount>;
  /** That view went away; the app unloads when its last view goes. */
  readonly viewUnmounted: EventCallable<RemoteAppView>;
  /** Fetch the app again (error: a fresh load with fresh retries; ready: refresh behind the shown content). Throttled to 1 s. */
  readonly reloadRequested: EventCallable<RemoteAppView>;
  /** Every loaded app view by `appKey(app, path)`. */
  readonly $apps: Store<RemoteAppsRegistry>;
  /** Styles, scripts and code already put in the page. */
  readonly $injected: Store<InjectedAssets>;
  /**
   * The content each app (by name) last showed, kept after its view goes: a view that waits for the same app on a
   * new path can keep the old content in place instead of a skeleton (no layout jump between pages).
   */
  readonly $lastReady: Store<Readonly<Record<string, RemoteAppResponse>>>;
  /** Each accepted event, with the status before and after (self-loops included). */
  readonly appTransitioned: Event<RemoteAppTransition>;
  /** Each refused event, with why (stale results and timers land here; worth a debug log at most). */
  readonly eventRefused: Event<{ readonly key: string; readonly refusal: LoaderRefusal }>;
  /** Answered when a fetched answer is unusable or a fetch fails (for logging). */
  readonly loadFailed: Event<{ readonly key: string; readonly reason: string }>;
  /** Internals for tests: replace the ports with `fork({ values: [[__.$fetcher, fake], [__.$clock, clock], [__.$host, host]] })`. */
  readonly __: {
    readonly loadAppFx: Effect<FetchParams, RemoteAppResponse>;
    readonly applyAssetsFx: Effect<AssetPlan, void>;
    readonly $fetcher: StoreWritable<RemoteAppFetcher>;
    readonly $clock: StoreWritable<Clock>;
    readonly $host: StoreWritable<RemoteAppsHost>;
    readonly $nextTicket: Store<number>;
  };
}

const NO_HOST: RemoteAppsHost = { apply: () => undefined };

function reasonOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'remote app load failed';
}

function withoutKey(registry: RemoteAppsRegistry, key: string): RemoteAppsRegistry {
  const next = { ...registry };
  delete next[key];
  return next;
}

/**
 * The remote-app loader (spec §4, §7, §9): a registry of app views keyed by app and page path, each driven by the
 * pure `transition` rule. The fetcher, the clock and the page host are injected as stores, so a test replaces them
 * with `fork({ values: [[__.$fetcher, fake]] })` (or the effects with `fork({ handlers })`); retries wait with
 * patronum `delay` (fake timers in tests).
 */
export function createRemoteAppsModel(options: RemoteAppsModelOptions): RemoteAppsModel {
  const policy: LoaderPolicy = { ...DEFAULT_LOADER_POLICY, ...options.policy };
  const requestOptions = options.request ?? {};

  const $fetcher = createStore<RemoteAppFetcher>(options.fetcher, { serialize: 'ignore' });
  const $clock = createStore<Clock>(options.clock, { serialize: 'ignore' });
  const $host = createStore<RemoteAppsHost>(options.host ?? NO_HOST, { serialize: 'ignore' });
  const pageOrigin = options.pageOrigin ?? '';
  const $evaluation = createStore<EvaluationConfig>({ pageOrigin, allowList: options.allowList ?? defaultAllowList(pageOrigin) }, { serialize: 'ignore' });

  const viewMounted = createEvent<RemoteAppMount>();
  const viewUnmounted = createEvent<RemoteAppView>();
  const reloadRequested = createEvent<RemoteAppView>();

  const eventArrived = createEvent<Arrival>();
  const $apps = createStore<RemoteAppsRegistry>({});
  const $nextTicket = createStore(1);
  const $injected = createStore<InjectedAssets>(NOTHING_INJECTED);

  const requestFx = attach({ source: $fetcher, effect: (fetcher, request: RemoteAppRequest) => fetcher(request) });
  const loadAppFx = createEffect(async (params: FetchParams): Promise<RemoteAppResponse> => {
    const raw = await requestFx(buildRemoteAppRequest(params, requestOptions));
    const parsed = RemoteAppResponseSchema.safeParse(raw);
    if (!parsed.success) throw new Error(`remote app ${params.app}: the answer breaks the contract`);
    if (parsed.data.appName !== params.app) throw new Error(`remote app ${params.app}: answered as ${parsed.data.appName}`);
    return parsed.data;
  });
  const applyAssetsFx = attach({ source: $host, effect: async (host, plan: AssetPlan) => host.apply(plan) });

  // Inputs become loader events. Fetch-starting events take a fresh ticket.
  sample({
    clock: viewMounted,
    source: $nextTicket,
    fn: (ticket, { preloaded, ...view }): Arrival => ({ ...view, event: preloaded ? { type: 'mounted', ticket, preloaded } : { type: 'mounted', ticket } }),
    target: eventArrived,
  });
  sample({ clock: viewUnmounted, fn: (view): Arrival => ({ ...view, event: { type: 'unmounted' } }), target: eventArrived });
  sample({
    clock: reloadRequested,
    source: { ticket: $nextTicket, clock: $clock },
    fn: ({ ticket, clock }, view): Arrival => ({ ...view, event: { type: 'reloadRequested', ticket, now: clock.now() } }),
    target: eventArrived,
  });
  $nextTicket.on(eventArrived, (next, { event }) => (event.type === 'mounted' || event.type === 'reloadRequested' ? Math.max(next, event.ticket + 1) : next));

  const stepped = sample({
    clock: eventArrived,
    source: $apps,
    fn: (apps, arrival) => {
      const key = appKey(arrival.app, arrival.path);
      const existing = apps[key];
      const from = existing?.state ?? NOT_EXISTING;
      return { key, existing, arrival, from, result: transition(from, arrival.event, policy) };
    },
  });

  const accepted: Event<Step> = stepped.filterMap(({ key, existing, arrival, from, result }) => {
    if (!result.ok) return undefined;
    const to = result.value;
    const components = existing ? existing.components : arrival.components;
    const entry: RemoteAppEntry = { key, app: arrival.app, path: arrival.path, ...(components ? { components } : {}), state: to };
    const view = { key, app: entry.app, path: entry.path, ...(components ? { components } : {}) };
    let fetch: FetchParams | null = null;
    let retry: RetryParams | null = null;
    let apply: RemoteAppResponse | null = null;
    for (const effect of effectsOf(from, to, policy)) {
      if (effect.kind === 'fetch') fetch = { ...view, ticket: effect.ticket };
      else if (effect.kind === 'scheduleRetry') retry = { ...view, ticket: effect.ticket, delayMs: effect.delayMs };
      else apply = effect.data;
    }
    return { key, entry, from, to, event: arrival.event, fetch, retry, apply };
  });
  const eventRefused = stepped.filterMap(({ key, result }) => (result.ok ? undefined : { key, refusal: result.error }));

  $apps.on(accepted, (apps, { key, entry, to }) => (to.status === 'not-existing' ? withoutKey(apps, key) : { ...apps, [key]: entry }));

  const $lastReady = createStore<Readonly<Record<string, RemoteAppResponse>>>({}).on(accepted, (last, { entry, to }) =>
    to.status === 'ready' && last[entry.app] !== to.data ? { ...last, [entry.app]: to.data } : last,
  );

  const appTransitioned = accepted.map(({ key, from, to, event }): RemoteAppTransition => ({ key, from: from.status, to: to.status, event: event.type }));

  // Effects of a step: fetch, retry timer, assets.
  sample({ clock: accepted, filter: (step) => step.fetch !== null, fn: (step) => step.fetch as FetchParams, target: loadAppFx });

  const retryScheduled = sample({ clock: accepted, filter: (step) => step.retry !== null, fn: (step) => step.retry as RetryParams });
  const retryTimerFired = delay({ source: retryScheduled, timeout: (params) => params.delayMs });
  sample({ clock: retryTimerFired, fn: ({ app, path, ticket }): Arrival => ({ app, path, event: { type: 'retryDue', ticket } }), target: eventArrived });

  sample({
    clock: loadAppFx.done,
    fn: ({ params, result }): Arrival => ({ app: params.app, path: params.path, event: { type: 'loaded', ticket: params.ticket, data: result } }),
    target: eventArrived,
  });
  sample({
    clock: loadAppFx.fail,
    fn: ({ params, error }): Arrival => ({ app: params.app, path: params.path, event: { type: 'failed', ticket: params.ticket, reason: reasonOf(error) } }),
    target: eventArrived,
  });
  const loadFailed = loadAppFx.fail.map(({ params, error }) => ({ key: params.key, reason: reasonOf(error) }));

  // New content: put in the page what it does not hold yet.
  const assetsPlanned = sample({
    clock: accepted,
    source: { injected: $injected, evaluation: $evaluation },
    filter: (_, step) => step.apply !== null,
    fn: ({ injected, evaluation }, step): AssetPlan => {
      const appOrigin = originOf(buildRemoteAppRequest(step.entry, requestOptions).url, evaluation.pageOrigin);
      return planAssets(step.apply as RemoteAppResponse, injected, { appOrigin, allowList: evaluation.allowList });
    },
  });
  $injected.on(assetsPlanned, withPlanApplied);
  sample({ clock: assetsPlanned, filter: (plan) => !isEmptyPlan(plan), target: applyAssetsFx });

  return {
    viewMounted,
    viewUnmounted,
    reloadRequested,
    $apps,
    $injected,
    $lastReady,
    appTransitioned,
    eventRefused,
    loadFailed,
    __: { loadAppFx, applyAssetsFx, $fetcher, $clock, $host, $nextTicket },
  };
}
