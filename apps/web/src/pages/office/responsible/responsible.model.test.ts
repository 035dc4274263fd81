import type { Limit, LimitActionResponse, SetLimitBody, SetLimitResponse } from '@betting/contracts';
import { allSettled, createWatch, fork, type EventCallable } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notices } from '../../../app/notices';
import type { LimitsApi } from '@betting/limits';
import { entriesOf, formatLimitValue, responsibleNotices } from './format';
import { limitsPage } from './responsible.model';

const NOW = 1_800_000_000;

// Timed notices close themselves later: the scope never settles while one shows, so time is moved by hand.
beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

const limit = (overrides: Partial<Limit> & Pick<Limit, 'limitType' | 'limitValue'>): Limit => ({
  limitState: 'ACTIVE',
  limitBalance: null,
  startedAt: NOW - 3600,
  endsAt: null,
  needApprove: false,
  label: `responsible_gaming_limit_deposit_24h`,
  measure: 'currency',
  ...overrides,
});

const deposit100 = limit({ limitType: 20, limitValue: 100, limitBalance: 40 });
const deposit500Pending = limit({ limitType: 20, limitValue: 500, limitState: 'PENDING', startedAt: NOW - 90_000, endsAt: NOW - 3_600, needApprove: true });

function setUp(server: { list: Limit[][]; set?: SetLimitResponse; action?: LimitActionResponse | Error; cancel?: LimitActionResponse | Error }) {
  const calls: string[] = [];
  let listed = 0;
  // The page's effects are attached to its API store: the fake limit service goes in there.
  const api: LimitsApi = {
    list: async () => (calls.push('list'), server.list[Math.min(listed++, server.list.length - 1)] ?? []),
    set: async (body: SetLimitBody) => (calls.push(`set ${body.limitType}=${body.limitValue}`), server.set ?? { status: true, title: null, limits: [] }),
    action: async ({ limitType, action }) => {
      calls.push(`action ${limitType} ${action}`);
      if (server.action instanceof Error) throw server.action;
      return server.action ?? { status: true, title: null };
    },
    cancel: async (type) => {
      calls.push(`cancel ${type}`);
      if (server.cancel instanceof Error) throw server.cancel;
      return server.cancel ?? { status: true, title: null };
    },
  };
  const scope = fork({ values: [[limitsPage.__.$api, api]] });
  const shown: string[] = [];
  createWatch({
    unit: notices.notificationShown,
    scope,
    fn: (notice) => shown.push('key' in notice.text ? `${notice.kind ?? 'error'} ${notice.text.key}` : `${notice.kind ?? 'error'} "${notice.text.message}"`),
  });
  const texts = () => shown;
  const run = async <T,>(unit: EventCallable<T>, params: NoInfer<T>) => {
    void allSettled(unit, { scope, params });
    await vi.advanceTimersByTimeAsync(0);
  };
  return { scope, calls, texts, run };
}

describe('office/responsible page model', () => {
  it('loads the list into the five sections in order', async () => {
    const t = setUp({ list: [[deposit100, deposit500Pending]] });
    await t.run(limitsPage.pageOpened, undefined);
    const sections = t.scope.getState(limitsPage.$sections);
    expect(sections.map((section) => section.id)).toEqual(['deposit', 'self_limitation', 'reality_checks', 'wagering', 'loss']);
    expect(sections.map((section) => section.types)).toEqual([[20, 21, 22], [33, 30, 31], [32], [1, 2, 3], [10, 11, 12]]);
    expect(sections[0]?.disabledTypes).toEqual([20]);
    expect(entriesOf(t.scope.getState(limitsPage.$limits), 20)).toEqual({ current: deposit100, pending: deposit500Pending });
  });

  it('approving drops the pending change at once, reloads, and says so with the section-8 key in the pages dictionary', async () => {
    const t = setUp({ list: [[deposit100, deposit500Pending], [limit({ limitType: 20, limitValue: 500 })]] });
    await t.run(limitsPage.pageOpened, undefined);
    await t.run(limitsPage.approveClicked, 20);
    expect(t.calls).toEqual(['list', 'action 20 1', 'list']);
    expect(t.scope.getState(limitsPage.$limits)).toEqual([limit({ limitType: 20, limitValue: 500 })]);
    expect(t.texts()).toEqual(['success pages:responsible_gaming_confirm_limit_success']);
  });

  it('a refused reject shows the server title; a failed cancel always the cancel error key', async () => {
    const t = setUp({ list: [[deposit100, deposit500Pending]], action: { status: false, title: 'Too early' }, cancel: new Error('network') });
    await t.run(limitsPage.pageOpened, undefined);
    await t.run(limitsPage.rejectClicked, 20);
    await t.run(limitsPage.cancelClicked, 20);
    expect(t.calls).toEqual(['list', 'action 20 0', 'cancel 20']);
    expect(t.texts()).toEqual(['error "Too early"', 'error pages:responsible_gaming_cancel_limit_error']);
    expect(entriesOf(t.scope.getState(limitsPage.$limits), 20).pending).toEqual(deposit500Pending);
  });

  it('a set takes the list the server answers; cancelling succeeds with the cancel success key', async () => {
    const lowered = limit({ limitType: 20, limitValue: 50 });
    const t = setUp({ list: [[deposit100, deposit500Pending], [lowered]], set: { status: true, title: null, limits: [lowered] } });
    await t.run(limitsPage.pageOpened, undefined);
    await t.run(limitsPage.limitSubmitted, { limitType: 20, limitValue: 50 });
    expect(t.scope.getState(limitsPage.$limits)).toEqual([lowered]);
    await t.run(limitsPage.cancelClicked, 20);
    expect(t.texts()).toEqual(['success pages:responsible_gaming_confirm_limit_success', 'success pages:responsible_gaming_cancel_limit_success']);
  });

  it('warns when a self-exclusion is chosen and none runs; locks the self-limitation section while one runs', async () => {
    const running = limit({ limitType: 30, limitValue: 7, endsAt: NOW + 7 * 86_400, measure: 'day', label: 'responsible_gaming_limit_self_exclusion' });
    const t = setUp({ list: [[]] });
    await t.run(limitsPage.pageOpened, undefined);
    await t.run(limitsPage.selfExclusionChosen, 30);
    expect(t.scope.getState(limitsPage.$selfExclusionWarning)).toBe(true);

    const u = setUp({ list: [[running]] });
    await u.run(limitsPage.pageOpened, undefined);
    await u.run(limitsPage.selfExclusionChosen, 30);
    expect(u.scope.getState(limitsPage.$selfExclusionWarning)).toBe(false);
    expect(u.scope.getState(limitsPage.$sections)[1]?.locked).toBe(true);
    expect(responsibleNotices([running, deposit500Pending])).toEqual({ depositPending: deposit500Pending, selfExclusion: running, timeOut: null });
  });

  it('two scopes do not share the list', async () => {
    const a = setUp({ list: [[deposit100]] });
    const b = setUp({ list: [[]] });
    await a.run(limitsPage.pageOpened, undefined);
    await b.run(limitsPage.pageOpened, undefined);
    expect(a.scope.getState(limitsPage.$limits)).toEqual([deposit100]);
    expect(b.scope.getState(limitsPage.$limits)).toEqual([]);
  });
});

describe('limit values as the page shows them', () => {
  it('amounts in the main currency, periods with the locale’s plural, "no limit" and "not set" left to the view', () => {
    expect(formatLimitValue(20, 100, 'EUR', 'en')).toBe('€100.00');
    expect(formatLimitValue(20, 100, 'RUB', 'en')).toBe('₽100.00');
    expect(formatLimitValue(20, 999_999_999, 'EUR', 'en')).toBeNull();
    expect(formatLimitValue(31, -1, null, 'en')).toBeNull();
    expect(formatLimitValue(31, 2, null, 'en')).toBe('2 hours');
    expect(formatLimitValue(30, 7, null, 'ru')).toBe('7 дней');
    expect(formatLimitValue(32, 15, null, 'en')).toBe('15 minutes');
  });
});
