import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_LOADER_POLICY,
  NOT_EXISTING,
  effectsOf,
  isFinalError,
  retryDelayMs,
  transition,
  type LoaderEvent,
  type LoaderState,
  type LoaderStatus,
} from './loader';

type State = LoaderState<string>;
type Ev = LoaderEvent<string>;

/** Spec §4, restated: the status changes that may happen. */
const SPEC_ALLOWED = new Set(['not-existing>loading', 'not-existing>ready', 'error>loading', 'error>not-existing', 'loading>error', 'loading>ready', 'loading>not-existing', 'ready>not-existing']);
const allowed = (from: LoaderStatus, to: LoaderStatus) => from === to || SPEC_ALLOWED.has(`${from}>${to}`);

/** An event whose ticket is picked relative to the state it meets: the current one, an old one, or a fresh one. */
type EventSpec =
  | { readonly type: 'mounted'; readonly preloaded: boolean }
  | { readonly type: 'unmounted' }
  | { readonly type: 'loaded' | 'failed' | 'retryDue'; readonly ticket: 'current' | 'old' }
  | { readonly type: 'reloadRequested' }
  | { readonly type: 'wait'; readonly ms: number };

const arbEventSpec: fc.Arbitrary<EventSpec> = fc.oneof(
  fc.record({ type: fc.constant('mounted' as const), preloaded: fc.boolean() }),
  fc.constant({ type: 'unmounted' as const }),
  fc.record({ type: fc.constantFrom('loaded' as const, 'failed' as const, 'retryDue' as const), ticket: fc.constantFrom('current' as const, 'current' as const, 'old' as const) }),
  fc.constant({ type: 'reloadRequested' as const }),
  fc.record({ type: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 3000 }) }),
);

interface Run {
  state: State;
  now: number;
  nextTicket: number;
}

function toEvent(spec: EventSpec, run: Run): Ev | null {
  const current = run.state.status === 'not-existing' ? 0 : run.state.ticket;
  switch (spec.type) {
    case 'wait':
      return null;
    case 'mounted':
      return spec.preloaded ? { type: 'mounted', ticket: run.nextTicket, preloaded: `ssr-${run.nextTicket}` } : { type: 'mounted', ticket: run.nextTicket };
    case 'unmounted':
      return { type: 'unmounted' };
    case 'reloadRequested':
      return { type: 'reloadRequested', ticket: run.nextTicket, now: run.now };
    case 'loaded':
      return { type: 'loaded', ticket: spec.ticket === 'current' ? current : current - 1, data: `data-${run.nextTicket}` };
    case 'failed':
      return { type: 'failed', ticket: spec.ticket === 'current' ? current : current - 1, reason: 'HTTP 503' };
    case 'retryDue':
      return { type: 'retryDue', ticket: spec.ticket === 'current' ? current : current - 1 };
  }
}

function replay(specs: readonly EventSpec[], visit: (from: State, event: Ev, to: State | null, run: Run) => void): void {
  const run: Run = { state: NOT_EXISTING, now: 0, nextTicket: 1 };
  for (const spec of specs) {
    if (spec.type === 'wait') {
      run.now += spec.ms;
      continue;
    }
    const event = toEvent(spec, run);
    if (!event) continue;
    if (event.type === 'mounted' || event.type === 'reloadRequested') run.nextTicket += 1;
    const result = transition(run.state, event);
    visit(run.state, event, result.ok ? result.value : null, run);
    if (result.ok) run.state = result.value;
  }
}

describe('remote-app loader transition', () => {
  it('never takes a status change the spec forbids', () => {
    fc.assert(
      fc.property(fc.array(arbEventSpec, { maxLength: 60 }), (specs) => {
        replay(specs, (from, _event, to) => {
          if (to) expect(allowed(from.status, to.status), `${from.status} → ${to.status}`).toBe(true);
        });
      }),
    );
  });

  it('never fetches more than 1 + 3 retries per load, and keeps views at least 1 while alive', () => {
    fc.assert(
      fc.property(fc.array(arbEventSpec, { maxLength: 60 }), (specs) => {
        let fetchesThisLoad = 0;
        replay(specs, (from, event, to) => {
          if (!to) return;
          if (to.status !== 'not-existing') expect(to.views).toBeGreaterThanOrEqual(1);
          if (from.status === 'not-existing' || event.type === 'reloadRequested') fetchesThisLoad = 0;
          fetchesThisLoad += effectsOf(from, to).filter((effect) => effect.kind === 'fetch').length;
          expect(fetchesThisLoad).toBeLessThanOrEqual(4);
        });
      }),
    );
  });

  it('accepts reloads at least 1 s apart only', () => {
    fc.assert(
      fc.property(fc.array(arbEventSpec, { maxLength: 60 }), (specs) => {
        let lastAccepted: number | null = null;
        replay(specs, (_from, event, to, run) => {
          if (event.type !== 'reloadRequested' || !to) return;
          if (lastAccepted !== null && to.status !== 'not-existing' && to.lastReloadAt === run.now) expect(run.now - lastAccepted).toBeGreaterThanOrEqual(1000);
          lastAccepted = run.now;
        });
      }),
    );
  });

  it('ignores results and timers of earlier fetches', () => {
    fc.assert(
      fc.property(fc.array(arbEventSpec, { maxLength: 40 }), (specs) => {
        replay(specs, (from, event, to) => {
          if (from.status === 'not-existing' || !('ticket' in event) || event.type === 'mounted' || event.type === 'reloadRequested') return;
          if (event.ticket !== from.ticket) expect(to).toBeNull();
        });
      }),
    );
  });

  it('schedules retries after 1, 2 and 4 seconds, then stops with a final error', () => {
    let state: State = NOT_EXISTING;
    const delays: number[] = [];
    const step = (event: Ev) => {
      const result = transition(state, event);
      if (!result.ok) throw new Error(result.error.code);
      for (const effect of effectsOf(state, result.value)) if (effect.kind === 'scheduleRetry') delays.push(effect.delayMs);
      state = result.value;
    };
    step({ type: 'mounted', ticket: 1 });
    for (let attempt = 0; attempt < 4; attempt += 1) {
      step({ type: 'failed', ticket: 1, reason: 'HTTP 500' });
      if (attempt < 3) step({ type: 'retryDue', ticket: 1 });
    }
    expect(delays).toEqual([1000, 2000, 4000]);
    expect(state).toMatchObject({ status: 'error', retries: 3, willRetry: false });
    expect(isFinalError(state)).toBe(true);
    expect(transition(state, { type: 'retryDue', ticket: 1 })).toMatchObject({ ok: false, error: { code: 'remote_app.no_retry_due' } });
    expect([1, 2, 3].map((retry) => retryDelayMs(retry))).toEqual([1000, 2000, 4000]);
    expect(retryDelayMs(2, { ...DEFAULT_LOADER_POLICY, firstRetryDelayMs: 500 })).toBe(1000);
  });

  const loading = (over: Partial<Extract<State, { status: 'loading' }>> = {}): State => ({ status: 'loading', views: 1, ticket: 5, lastReloadAt: null, retries: 0, ...over });
  const ready = (over: Partial<Extract<State, { status: 'ready' }>> = {}): State => ({ status: 'ready', views: 1, ticket: 5, lastReloadAt: null, data: 'old', refreshing: false, ...over });
  const error = (over: Partial<Extract<State, { status: 'error' }>> = {}): State => ({
    status: 'error',
    views: 1,
    ticket: 5,
    lastReloadAt: null,
    retries: 0,
    willRetry: true,
    reason: 'HTTP 500',
    ...over,
  });

  it.each<[string, State, Ev, LoaderStatus | string]>([
    ['first view starts loading', NOT_EXISTING, { type: 'mounted', ticket: 1 }, 'loading'],
    ['server-inlined HTML is ready at once', NOT_EXISTING, { type: 'mounted', ticket: 1, preloaded: 'ssr' }, 'ready'],
    ['nothing to unmount', NOT_EXISTING, { type: 'unmounted' }, 'remote_app.not_loaded'],
    ['nothing loaded to reload', NOT_EXISTING, { type: 'reloadRequested', ticket: 2, now: 0 }, 'remote_app.not_loaded'],
    ['a late result after unload', NOT_EXISTING, { type: 'loaded', ticket: 1, data: 'x' }, 'remote_app.not_loaded'],
    ['loaded', loading(), { type: 'loaded', ticket: 5, data: 'new' }, 'ready'],
    ['failed', loading(), { type: 'failed', ticket: 5, reason: 'HTTP 500' }, 'error'],
    ['last view leaves while loading', loading(), { type: 'unmounted' }, 'not-existing'],
    ['one of two views leaves', loading({ views: 2 }), { type: 'unmounted' }, 'loading'],
    ['second view', loading(), { type: 'mounted', ticket: 9 }, 'loading'],
    ['reload while loading', loading(), { type: 'reloadRequested', ticket: 9, now: 0 }, 'remote_app.busy'],
    ['result of an earlier fetch', loading(), { type: 'loaded', ticket: 4, data: 'x' }, 'remote_app.stale'],
    ['retry timer while loading', loading(), { type: 'retryDue', ticket: 5 }, 'remote_app.no_retry_due'],
    ['retry due', error(), { type: 'retryDue', ticket: 5 }, 'loading'],
    ['old retry timer', error(), { type: 'retryDue', ticket: 4 }, 'remote_app.stale'],
    ['reload after a final error', error({ retries: 3, willRetry: false }), { type: 'reloadRequested', ticket: 9, now: 10_000 }, 'loading'],
    ['last view leaves an error', error(), { type: 'unmounted' }, 'not-existing'],
    ['a result in error', error(), { type: 'loaded', ticket: 5, data: 'x' }, 'remote_app.stale'],
    ['ready unloads with its last view', ready(), { type: 'unmounted' }, 'not-existing'],
    ['reload refreshes behind the content', ready(), { type: 'reloadRequested', ticket: 9, now: 0 }, 'ready'],
    ['reload within 1 s', ready({ lastReloadAt: 1000 }), { type: 'reloadRequested', ticket: 9, now: 1999 }, 'remote_app.throttled'],
    ['reload after 1 s', ready({ lastReloadAt: 1000 }), { type: 'reloadRequested', ticket: 9, now: 2000 }, 'ready'],
    ['refresh result', ready({ refreshing: true }), { type: 'loaded', ticket: 5, data: 'new' }, 'ready'],
    ['refresh failure keeps the content', ready({ refreshing: true }), { type: 'failed', ticket: 5, reason: 'x' }, 'ready'],
    ['failure with no refresh', ready(), { type: 'failed', ticket: 5, reason: 'x' }, 'remote_app.stale'],
    ['reload while refreshing', ready({ refreshing: true }), { type: 'reloadRequested', ticket: 9, now: 0 }, 'remote_app.busy'],
  ])('%s', (_label, from, event, expected) => {
    const result = transition(from, event);
    expect(result.ok ? result.value.status : result.error.code).toBe(expected);
  });

  it('keeps the shown content when a refresh fails and swaps it when one succeeds', () => {
    const refreshing = ready({ refreshing: true });
    expect(transition(refreshing, { type: 'failed', ticket: 5, reason: 'x' })).toEqual({ ok: true, value: ready() });
    expect(transition(refreshing, { type: 'loaded', ticket: 5, data: 'new' })).toEqual({ ok: true, value: ready({ data: 'new' }) });
  });

  it('says which effects to run', () => {
    expect(effectsOf(NOT_EXISTING, loading())).toEqual([{ kind: 'fetch', ticket: 5 }]);
    expect(effectsOf(NOT_EXISTING, ready({ refreshing: true }))).toEqual([{ kind: 'fetch', ticket: 5 }, { kind: 'apply', data: 'old' }]);
    expect(effectsOf(loading(), ready())).toEqual([{ kind: 'apply', data: 'old' }]);
    expect(effectsOf(loading({ retries: 1 }), error({ retries: 1 }))).toEqual([{ kind: 'scheduleRetry', ticket: 5, delayMs: 2000 }]);
    expect(effectsOf(loading({ retries: 3 }), error({ retries: 3, willRetry: false }))).toEqual([]);
    expect(effectsOf(loading(), loading({ views: 2 }))).toEqual([]);
    expect(effectsOf(ready({ refreshing: true }), ready({ refreshing: false }))).toEqual([]);
    expect(effectsOf(ready(), NOT_EXISTING)).toEqual([]);
  });
});
