import { err, ok, type DomainError, type Result } from '@betting/kernel';

/**
 * The remote-app loader state machine (spec §4 "Remote app load states", §9 "remote app 3 with 1000 ms doubling,
 * reload throttled 1 s"). One machine per app view key (app name + page path).
 *
 * Allowed status changes, and no others:
 * not-existing → loading | ready;  error → loading | not-existing;  loading → error | ready | not-existing;
 * ready → not-existing.  Events that leave the status as it is (another view mounts, a background refresh) are
 * not transitions; events that make no sense in the current state are refused with a typed reason.
 */

export type LoaderStatus = 'not-existing' | 'loading' | 'ready' | 'error';

export interface LoaderPolicy {
  /** Retries after the first failed load; then the error stays (spec: 3). */
  readonly maxRetries: number;
  /** Delay before the first retry; each next retry waits twice as long (spec: 1000 ms → 1 s, 2 s, 4 s). */
  readonly firstRetryDelayMs: number;
  /** Reloads closer together than this are refused (spec: 1 s). */
  readonly reloadThrottleMs: number;
}

export const DEFAULT_LOADER_POLICY: LoaderPolicy = { maxRetries: 3, firstRetryDelayMs: 1000, reloadThrottleMs: 1000 };

interface Alive {
  /** Views that show this app now (at least 1). */
  readonly views: number;
  /**
   * Which fetch this state waits for. Every fetch start (first load, reload) gets a fresh ticket from the caller;
   * retries keep it. A result or retry timer carrying another ticket is stale and refused.
   */
  readonly ticket: number;
  /** When the last accepted reload happened (ms), for the 1 s throttle; null before any reload. */
  readonly lastReloadAt: number | null;
}

export type LoaderState<Data> =
  | { readonly status: 'not-existing' }
  | (Alive & {
      readonly status: 'loading';
      /** Retries already made for this load: 0 for the first attempt, up to `maxRetries`. */
      readonly retries: number;
    })
  | (Alive & {
      readonly status: 'ready';
      readonly data: Data;
      /** A background fetch (reload, or the refresh after server-inlined HTML) is in flight with `ticket`. */
      readonly refreshing: boolean;
    })
  | (Alive & {
      readonly status: 'error';
      readonly retries: number;
      /** A retry timer runs (`retries < maxRetries`); false once the retries are spent: the error stays. */
      readonly willRetry: boolean;
      readonly reason: string;
    });

export type LoaderEvent<Data> =
  /** A view began to show the app. `ticket` is used if this starts a fetch; `preloaded` is HTML the server already put in the page. */
  | { readonly type: 'mounted'; readonly ticket: number; readonly preloaded?: Data }
  /** A view stopped showing it; when the last one goes the app unloads (→ not-existing). */
  | { readonly type: 'unmounted' }
  | { readonly type: 'loaded'; readonly ticket: number; readonly data: Data }
  | { readonly type: 'failed'; readonly ticket: number; readonly reason: string }
  /** The retry timer set on a failure with this ticket ran out. */
  | { readonly type: 'retryDue'; readonly ticket: number }
  /** Fetch the app again (fresh `ticket`), at time `now` (ms). */
  | { readonly type: 'reloadRequested'; readonly ticket: number; readonly now: number };

export type LoaderEventType = LoaderEvent<unknown>['type'];

export type LoaderRefusalCode =
  /** The app is not loaded: only `mounted` applies. */
  | 'remote_app.not_loaded'
  /** A result or timer of an earlier fetch (another ticket), or a result nobody waits for. */
  | 'remote_app.stale'
  /** A fetch is already in flight. */
  | 'remote_app.busy'
  /** A reload came within the throttle window of the last one. */
  | 'remote_app.throttled'
  /** A retry timer fired where no retry is due (not in error, or the retries are spent). */
  | 'remote_app.no_retry_due';

export interface LoaderRefusal extends DomainError<LoaderRefusalCode> {
  readonly from: LoaderStatus;
  readonly event: LoaderEventType;
}

export const NOT_EXISTING: { readonly status: 'not-existing' } = { status: 'not-existing' };

/** Every status change the spec allows (self-loops are not transitions). */
export const ALLOWED_TRANSITIONS: Readonly<Record<LoaderStatus, readonly LoaderStatus[]>> = {
  'not-existing': ['loading', 'ready'],
  error: ['loading', 'not-existing'],
  loading: ['error', 'ready', 'not-existing'],
  ready: ['not-existing'],
};

export function isAllowedTransition(from: LoaderStatus, to: LoaderStatus): boolean {
  return from === to || ALLOWED_TRANSITIONS[from].includes(to);
}

/** Wait before retry number `retry` (1-based): 1000, 2000, 4000 ms with the default policy. */
export function retryDelayMs(retry: number, policy: LoaderPolicy = DEFAULT_LOADER_POLICY): number {
  return policy.firstRetryDelayMs * 2 ** Math.max(0, retry - 1);
}

function refuse(code: LoaderRefusalCode, from: LoaderStatus, event: LoaderEventType, message: string): Result<never, LoaderRefusal> {
  return err({ code, from, event, message });
}

function leave<Data>(state: Exclude<LoaderState<Data>, { status: 'not-existing' }>): LoaderState<Data> {
  return state.views <= 1 ? NOT_EXISTING : { ...state, views: state.views - 1 };
}

function reloadThrottled(lastReloadAt: number | null, now: number, policy: LoaderPolicy): boolean {
  return lastReloadAt !== null && now >= lastReloadAt && now - lastReloadAt < policy.reloadThrottleMs;
}

/** The next state of one app, or why the event does not apply. Pure; the caller runs the effects (`effectsOf`). */
export function transition<Data>(
  state: LoaderState<Data>,
  event: LoaderEvent<Data>,
  policy: LoaderPolicy = DEFAULT_LOADER_POLICY,
): Result<LoaderState<Data>, LoaderRefusal> {
  const from = state.status;
  if (state.status === 'not-existing') {
    if (event.type !== 'mounted') return refuse('remote_app.not_loaded', from, event.type, 'the app is not loaded');
    const alive = { views: 1, ticket: event.ticket, lastReloadAt: null };
    // Server-inlined HTML shows at once; a background fetch brings the rest (styles, scripts, code).
    if (event.preloaded !== undefined) return ok({ status: 'ready', ...alive, data: event.preloaded, refreshing: true });
    return ok({ status: 'loading', ...alive, retries: 0 });
  }

  switch (event.type) {
    case 'mounted':
      return ok({ ...state, views: state.views + 1 });
    case 'unmounted':
      return ok(leave(state));
    case 'loaded':
      if (state.ticket !== event.ticket) return refuse('remote_app.stale', from, event.type, 'a result of an earlier fetch');
      if (state.status === 'loading') return ok({ status: 'ready', views: state.views, ticket: state.ticket, lastReloadAt: state.lastReloadAt, data: event.data, refreshing: false });
      if (state.status === 'ready' && state.refreshing) return ok({ ...state, data: event.data, refreshing: false });
      return refuse('remote_app.stale', from, event.type, 'no fetch is in flight');
    case 'failed':
      if (state.ticket !== event.ticket) return refuse('remote_app.stale', from, event.type, 'a failure of an earlier fetch');
      if (state.status === 'loading') {
        return ok({
          status: 'error',
          views: state.views,
          ticket: state.ticket,
          lastReloadAt: state.lastReloadAt,
          retries: state.retries,
          willRetry: state.retries < policy.maxRetries,
          reason: event.reason,
        });
      }
      // A failed background refresh keeps what is shown (ready → error is not allowed).
      if (state.status === 'ready' && state.refreshing) return ok({ ...state, refreshing: false });
      return refuse('remote_app.stale', from, event.type, 'no fetch is in flight');
    case 'retryDue':
      if (state.status !== 'error' || !state.willRetry) return refuse('remote_app.no_retry_due', from, event.type, 'no retry is due');
      if (state.ticket !== event.ticket) return refuse('remote_app.stale', from, event.type, 'a timer of an earlier load');
      return ok({ status: 'loading', views: state.views, ticket: state.ticket, lastReloadAt: state.lastReloadAt, retries: state.retries + 1 });
    case 'reloadRequested':
      if (state.status === 'loading' || (state.status === 'ready' && state.refreshing)) return refuse('remote_app.busy', from, event.type, 'a fetch is in flight');
      if (reloadThrottled(state.lastReloadAt, event.now, policy)) return refuse('remote_app.throttled', from, event.type, 'reloaded less than the throttle window ago');
      if (state.status === 'ready') return ok({ ...state, ticket: event.ticket, lastReloadAt: event.now, refreshing: true });
      return ok({ status: 'loading', views: state.views, ticket: event.ticket, lastReloadAt: event.now, retries: 0 });
  }
}

/** What the caller must do after a transition from `from` to `to`. */
export type LoaderEffect<Data> =
  /** Fetch the app; report `loaded` / `failed` with this ticket. */
  | { readonly kind: 'fetch'; readonly ticket: number }
  /** Start a timer; when it runs out report `retryDue` with this ticket. */
  | { readonly kind: 'scheduleRetry'; readonly ticket: number; readonly delayMs: number }
  /** New content is shown: put its styles and scripts in the page (see `planAssets`). */
  | { readonly kind: 'apply'; readonly data: Data };

export function effectsOf<Data>(from: LoaderState<Data>, to: LoaderState<Data>, policy: LoaderPolicy = DEFAULT_LOADER_POLICY): LoaderEffect<Data>[] {
  const effects: LoaderEffect<Data>[] = [];
  if (to.status === 'loading' && (from.status !== 'loading' || from.ticket !== to.ticket)) effects.push({ kind: 'fetch', ticket: to.ticket });
  if (to.status === 'ready') {
    const refreshStarted = to.refreshing && !(from.status === 'ready' && from.refreshing && from.ticket === to.ticket);
    if (refreshStarted) effects.push({ kind: 'fetch', ticket: to.ticket });
    if (from.status !== 'ready' || from.data !== to.data) effects.push({ kind: 'apply', data: to.data });
  }
  if (to.status === 'error' && to.willRetry && from.status !== 'error') {
    effects.push({ kind: 'scheduleRetry', ticket: to.ticket, delayMs: retryDelayMs(to.retries + 1, policy) });
  }
  return effects;
}

/** The error is final: the retries are spent and the bettor is asked to refresh the page. */
export function isFinalError(state: LoaderState<unknown>): boolean {
  return state.status === 'error' && !state.willRetry;
}
