import type { Limit } from '@betting/contracts';
import type { RealityCheckStorage } from '@betting/limits';
import { allSettled, createWatch, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notices } from '../../app/notices';
import { logoutFx } from '../../entities/session/session.model';
import { $userId, signedOut } from '../../entities/session/session-state';
import { createLimitServiceClient, type LimitRequest } from './limits-api';
import {
  createRealityCheckStorageFx,
  limitPing,
  loadSessionLimitsFx,
  readSessionLimitEndedFx,
  realityCheck,
  realityCheckMinutes,
  rememberSessionLimitEndedFx,
  responsibleGamingStarted,
  sessionLimit,
  sessionSecondsLeft,
  SESSION_LIMIT_ENDED_NOTICE,
} from './responsible-gaming.model';

const START = 1_800_000_000_000;
const USER = 4242;

const limit = (overrides: Partial<Limit> & Pick<Limit, 'limitType' | 'limitValue'>): Limit => ({
  limitState: 'ACTIVE',
  limitBalance: null,
  startedAt: START / 1000 - 3600,
  endsAt: null,
  needApprove: false,
  label: 'x',
  measure: 'hour',
  ...overrides,
});

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

function memoryStorage(): RealityCheckStorage & { value: string | null } {
  const storage = {
    value: null as string | null,
    read: () => storage.value,
    write: (next: string | null) => void (storage.value = next),
  };
  return storage;
}

function setUp({ limits, endedBefore = false }: { readonly limits: readonly Limit[]; readonly endedBefore?: boolean }) {
  const log: string[] = [];
  const storage = memoryStorage();
  const clock = { now: () => Date.now() };
  const scope = fork({
    values: [
      [$userId, USER],
      [sessionLimit.__.$clock, clock],
      [realityCheck.__.$clock, clock],
    ],
    handlers: [
      [loadSessionLimitsFx, () => (log.push('list'), [...limits])],
      [limitPing.__.pingFx, () => void log.push(`ping@${(Date.now() - START) / 1000}`)],
      [realityCheck.__.netPositionFx, () => -2_500],
      [createRealityCheckStorageFx, () => storage],
      [readSessionLimitEndedFx, () => endedBefore],
      [rememberSessionLimitEndedFx, () => void log.push('remembered')],
      [logoutFx, (params: { onProtectedRoute: boolean }) => (log.push(`logout:${String(params.onProtectedRoute)}`), { kind: 'signed-out' })],
    ],
  });
  createWatch({ unit: notices.notificationShown, scope, fn: (notice) => log.push(`notice:${notice.titleKey ?? ''}`) });
  return { scope, log, storage };
}

async function start(scope: ReturnType<typeof setUp>['scope']) {
  void allSettled(responsibleGamingStarted, { scope });
  await vi.advanceTimersByTimeAsync(0);
}

describe('responsible-gaming widget', () => {
  it('reads the session limit and the reality-check interval from the list', () => {
    expect(sessionSecondsLeft([limit({ limitType: 31, limitValue: 2, limitBalance: 600 })])).toBe(600);
    expect(sessionSecondsLeft([limit({ limitType: 31, limitValue: 2, limitState: 'PENDING' })])).toBeNull();
    expect(sessionSecondsLeft([limit({ limitType: 31, limitValue: -1 })])).toBeNull();
    expect(realityCheckMinutes([limit({ limitType: 32, limitValue: 15, measure: 'minute' })])).toBe(15);
    expect(realityCheckMinutes([])).toBeNull();
  });

  it('pings every 30 s while signed in, and stops on sign-out', async () => {
    const t = setUp({ limits: [] });
    await start(t.scope);
    expect(t.log).toEqual(['list']);
    await vi.advanceTimersByTimeAsync(90_000);
    expect(t.log).toEqual(['list', 'ping@30', 'ping@60', 'ping@90']);
    void allSettled(signedOut, { scope: t.scope });
    await vi.advanceTimersByTimeAsync(120_000);
    expect(t.log.filter((entry) => entry.startsWith('ping'))).toHaveLength(3);
  });

  it('starts nothing for a guest', async () => {
    const t = setUp({ limits: [] });
    const scope = fork({ values: [[$userId, null]], handlers: [[limitPing.__.pingFx, () => void t.log.push('ping')], [readSessionLimitEndedFx, () => false]] });
    void allSettled(responsibleGamingStarted, { scope });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(t.log).toEqual([]);
  });

  it('when the session limit runs out: the permanent notice (kept for the next load), then sign-out to the home page', async () => {
    const t = setUp({ limits: [limit({ limitType: 31, limitValue: 1, limitBalance: 45 })] });
    await start(t.scope);
    await vi.advanceTimersByTimeAsync(44_000);
    expect(t.log).not.toContain('notice:pages:main_session_limit_ended');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(t.log.filter((entry) => !entry.startsWith('ping'))).toEqual(['list', 'notice:pages:main_session_limit_ended', 'remembered', 'logout:false']);
    const shown = t.scope.getState(notices.$notifications).find((notice) => notice.id === 'limits.session-ended');
    expect(shown).toMatchObject({ kind: 'error', text: { key: 'pages:main_session_limit_visit_tomorrow' }, autoCloseMs: null });
  });

  it('shows the session-limit notice again after the sign-out’s full load', async () => {
    const t = setUp({ limits: [], endedBefore: true });
    await start(t.scope);
    expect(t.log).toContain(`notice:${SESSION_LIMIT_ENDED_NOTICE.titleKey ?? ''}`);
  });

  it('opens the reality check after the interval, keeps it over a reload and closes it on acknowledgement', async () => {
    const t = setUp({ limits: [limit({ limitType: 32, limitValue: 5, measure: 'minute' })] });
    await start(t.scope);
    expect(t.scope.getState(realityCheck.$prompt)).toBeNull();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(t.scope.getState(realityCheck.$prompt)).toEqual({ elapsedSeconds: 300, netPosition: -2_500 });
    expect(t.scope.getState(realityCheck.$playPaused)).toBe(true);

    // A reload: a new scope over the same storage finds the prompt open.
    const reloaded = setUp({ limits: [limit({ limitType: 32, limitValue: 5, measure: 'minute' })] });
    reloaded.storage.value = t.storage.value;
    await start(reloaded.scope);
    expect(reloaded.scope.getState(realityCheck.$prompt)).not.toBeNull();

    void allSettled(realityCheck.acknowledged, { scope: reloaded.scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(reloaded.scope.getState(realityCheck.$prompt)).toBeNull();
    expect(reloaded.scope.getState(realityCheck.$playPaused)).toBe(false);
  });

  it('clears the reality-check record when the person signs out', async () => {
    const t = setUp({ limits: [limit({ limitType: 32, limitValue: 5, measure: 'minute' })] });
    await start(t.scope);
    expect(t.storage.value).not.toBeNull();
    void allSettled(logoutFx, { scope: t.scope, params: { onProtectedRoute: false } });
    await vi.advanceTimersByTimeAsync(0);
    expect(t.storage.value).toBeNull();
  });
});

describe('limit-service client', () => {
  it('sends X-Language and the token as X-Auth on every call, with the contract paths', async () => {
    const calls: unknown[] = [];
    const request: LimitRequest = (call) => {
      calls.push({ method: call.method, path: call.path, query: call.query, body: call.body, bearer: call.bearer, bearerHeader: call.bearerHeader, headers: call.headers });
      const answer = call.path.endsWith('/limits') ? [] : call.path.endsWith('/ping') ? undefined : { status: true, title: null, limits: [] };
      return Promise.resolve(answer as never);
    };
    const client = createLimitServiceClient({ request, language: () => 'ru' });
    await client.list();
    await client.set({ limitType: 20, limitValue: 100 });
    await client.action({ limitType: 20, action: 1 });
    await client.cancel(20);
    await client.ping();
    const auth = { bearer: true, bearerHeader: 'x-auth', headers: { 'x-language': 'ru' } };
    expect(calls).toEqual([
      { method: 'GET', path: '/limit-service-api/api/external/web/v3/limits', query: undefined, body: undefined, ...auth },
      { method: 'POST', path: '/limit-service-api/api/external/web/v3/limit', query: undefined, body: { limitType: 20, limitValue: 100 }, ...auth },
      { method: 'POST', path: '/limit-service-api/api/external/web/v3/limitaction', query: { action: '1' }, body: { limitType: 20 }, ...auth },
      { method: 'DELETE', path: '/limit-service-api/api/external/web/v3/limit', query: { limitType: '20' }, body: undefined, ...auth },
      { method: 'POST', path: '/limit-service-api/api/external/web/v3/ping', query: undefined, body: {}, ...auth },
    ]);
  });
});
