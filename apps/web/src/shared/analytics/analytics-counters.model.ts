import { AnalyticsCountersPath, AnalyticsCountersResponseSchema, type AnalyticsCounter, type AnalyticsCountersQuery } from '@betting/contracts';
import { MARKETING_LOAD_DELAY_MS, mayLoadMarketing, type CookiesAgreeType } from '@betting/settings';
import { counterKey, counterLoadPlan, countersByType, countersDue, isRegistrationPath, type CountersByType } from '@betting/settings/analytics-counters';
import { createEffect, createEvent, createStore, sample, type Effect, type Event, type EventCallable, type Store } from 'effector';
import { fetchJson, type FetchJsonError } from '../api/fetch-json';
import { documentScriptHost, injectCounterScripts } from './counter-scripts';

export interface AnalyticsCountersDeps {
  readonly $consent: Store<CookiesAgreeType>;
  /** The visitor's settings (and so the consent in force) are loaded. */
  readonly $settingsLoaded: Store<boolean>;
  /** The project the counters are asked for (the site config's `ref_id`); null until the config is known. */
  readonly $projectId: Store<number | null>;
}

export interface AnalyticsCountersStart {
  /** `location.hostname`. */
  readonly domain: string;
  /** The page's path (and query) now. */
  readonly path: string;
}

export interface AnalyticsCountersModel {
  /** The app has started: the 10 s of spec §9 count from here. */
  readonly started: EventCallable<AnalyticsCountersStart>;
  /** Another page is shown (a registration route loads the counters at once). */
  readonly pathChanged: EventCallable<string>;
  /** The counters list, once fetched (fetched only with marketing consent). */
  readonly $counters: Store<readonly AnalyticsCounter[] | null>;
  /** The list as a map by counter type (spec §7). */
  readonly $countersByType: Store<CountersByType>;
  /** Keys (`counterKey`) of the counters whose scripts are on the page. */
  readonly $injected: Store<readonly string[]>;
  readonly countersInjected: Event<readonly AnalyticsCounter[]>;
  readonly __: {
    readonly fetchCountersFx: Effect<AnalyticsCountersQuery, readonly AnalyticsCounter[], FetchJsonError>;
    /** Waits the lazy-load delay; replace in tests to decide when it has passed. */
    readonly lazyDelayFx: Effect<number, void>;
    readonly injectScriptsFx: Effect<readonly AnalyticsCounter[], readonly AnalyticsCounter[]>;
    readonly warnFx: Effect<{ readonly message: string; readonly error: unknown }, void>;
  };
}

/**
 * Marketing counters (spec §1, §7, §9): with marketing consent the counters list is fetched, and each counter's
 * script is injected once, 10 s after start or at once on a registration route. A consent given later loads
 * them then (at once if the 10 s have passed). A failure is logged and changes nothing else on the page.
 */
export function createAnalyticsCountersModel({ $consent, $settingsLoaded, $projectId }: AnalyticsCountersDeps): AnalyticsCountersModel {
  const started = createEvent<AnalyticsCountersStart>();
  const pathChanged = createEvent<string>();

  const fetchCountersFx = createEffect<AnalyticsCountersQuery, readonly AnalyticsCounter[], FetchJsonError>(async (query) => {
    const { counters } = await fetchJson(`${AnalyticsCountersPath}?${new URLSearchParams({ ...query }).toString()}`, AnalyticsCountersResponseSchema);
    return counters;
  });
  const lazyDelayFx = createEffect((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const injectScriptsFx = createEffect((counters: readonly AnalyticsCounter[]): readonly AnalyticsCounter[] => injectCounterScripts(documentScriptHost(document), counters));
  const warnFx = createEffect(({ message, error }: { readonly message: string; readonly error: unknown }) => console.warn(message, error));

  const $started = createStore(false).on(started, () => true);
  const $domain = createStore('').on(started, (_, { domain }) => domain);
  const $path = createStore('')
    .on(started, (_, { path }) => path)
    .on(pathChanged, (_, path) => path);
  /** Time since start known to have passed: 0, then the lazy delay once it has run out. */
  const $elapsedMs = createStore(0).on(lazyDelayFx.done, (elapsed, { params }) => Math.max(elapsed, params));
  const $fetchRequested = createStore(false).on(fetchCountersFx, () => true);
  const $counters = createStore<readonly AnalyticsCounter[] | null>(null).on(fetchCountersFx.doneData, (_, counters) => counters);
  const $injected = createStore<readonly string[]>([]).on(injectScriptsFx, (keys, counters) => [...keys, ...counters.map(counterKey)]);

  sample({ clock: started, fn: () => MARKETING_LOAD_DELAY_MS, target: lazyDelayFx });

  // One fetch per page view, once started, loaded, consented and the project known; a failure is not retried.
  sample({
    clock: [started, $consent.updates, $settingsLoaded.updates, $projectId.updates],
    source: { started: $started, loaded: $settingsLoaded, consent: $consent, projectId: $projectId, domain: $domain, requested: $fetchRequested },
    filter: ({ started: isStarted, loaded, consent, projectId, domain, requested }) => isStarted && loaded && !requested && mayLoadMarketing(consent) && projectId !== null && projectId > 0 && domain !== '',
    fn: ({ domain, projectId }): AnalyticsCountersQuery => ({ domain, projectId: String(projectId) }),
    target: fetchCountersFx,
  });

  const due = sample({
    clock: [fetchCountersFx.doneData, $consent.updates, $path.updates, lazyDelayFx.done],
    source: { consent: $consent, path: $path, counters: $counters, elapsedMs: $elapsedMs, injected: $injected },
    fn: ({ consent, path, counters, elapsedMs, injected }) =>
      countersDue({ plan: counters && counterLoadPlan({ consent, onRegistrationRoute: isRegistrationPath(path), counters }), elapsedMs, injected: new Set(injected) }),
  });
  sample({ clock: due, filter: (counters) => counters.length > 0, target: injectScriptsFx });

  sample({ clock: fetchCountersFx.failData, fn: (error) => ({ message: 'Analytics counters failed to load', error }), target: warnFx });
  sample({ clock: injectScriptsFx.failData, fn: (error) => ({ message: 'Analytics counter scripts could not be added', error }), target: warnFx });

  return {
    started,
    pathChanged,
    $counters,
    $countersByType: $counters.map((counters) => countersByType(counters ?? [])),
    $injected,
    countersInjected: injectScriptsFx.doneData,
    __: { fetchCountersFx, lazyDelayFx, injectScriptsFx, warnFx },
  };
}
