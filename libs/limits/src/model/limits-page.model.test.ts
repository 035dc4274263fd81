import type { Limit, LimitActionResponse, LimitType, SetLimitBody, SetLimitResponse } from '@betting/contracts';
import type { NotificationRequest } from '@betting/notices';
import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { createLimitsPageModel, type LimitActionParams, type LimitsApi } from './limits-page.model';

const T = 1_700_000_000;
const entry = (limitType: LimitType, limitValue: number, limitState: Limit['limitState'] = 'ACTIVE', endsAt: number | null = null): Limit => ({
  limitType,
  limitValue,
  limitState,
  limitBalance: null,
  startedAt: T,
  endsAt,
  needApprove: limitState === 'PENDING',
  label: `label_${limitType}`,
  measure: 'currency',
});
const withPending = [entry(20, 100), entry(20, 500, 'PENDING', T + 86_400)];
const noApi: LimitsApi = {
  list: () => Promise.reject(new Error('no api')),
  set: () => Promise.reject(new Error('no api')),
  action: () => Promise.reject(new Error('no api')),
  cancel: () => Promise.reject(new Error('no api')),
};

function setup(handlers: {
  list?: () => Promise<Limit[]>;
  set?: (body: SetLimitBody) => Promise<SetLimitResponse>;
  action?: (params: LimitActionParams) => Promise<LimitActionResponse>;
  cancel?: (type: LimitType) => Promise<LimitActionResponse>;
}) {
  const page = createLimitsPageModel({ api: noApi });
  const list = vi.fn(handlers.list ?? (async () => withPending));
  const set = vi.fn(handlers.set ?? (async () => ({ status: true, title: null, limits: [] })));
  const action = vi.fn(handlers.action ?? (async () => ({ status: true, title: null })));
  const cancel = vi.fn(handlers.cancel ?? (async () => ({ status: true, title: null })));
  // The api arrives through its store: fork replaces it per test.
  const scope = fork({ values: [[page.__.$api, { list, set, action, cancel }]] });
  const notices: NotificationRequest[] = [];
  createWatch({ unit: page.noticeShown, scope, fn: (notice) => notices.push(notice) });
  return { page, scope, notices, calls: { list, set, action, cancel } };
}

describe('responsible-gaming page model', () => {
  it('loads the list on open and shows it by section', async () => {
    const t = setup({});
    await allSettled(t.page.pageOpened, { scope: t.scope });
    expect(t.scope.getState(t.page.$limits)).toEqual(withPending);
    const deposit = t.scope.getState(t.page.$sections)[0];
    expect(deposit).toMatchObject({ id: 'deposit', limits: withPending, disabledTypes: [20], locked: false });
    await allSettled(t.page.depositSectionLockChanged, { scope: t.scope, params: true });
    expect(t.scope.getState(t.page.$sections)[0]?.locked).toBe(true);
  });

  it('a failed load is remembered until a load succeeds', async () => {
    let fail = true;
    const t = setup({ list: async () => (fail ? Promise.reject(new Error('503')) : []) });
    await allSettled(t.page.pageOpened, { scope: t.scope });
    expect(t.scope.getState(t.page.$loadFailed)).toBe(true);
    fail = false;
    await allSettled(t.page.pageOpened, { scope: t.scope });
    expect(t.scope.getState(t.page.$loadFailed)).toBe(false);
  });

  it('setting a limit sends it, takes the answered list and says so', async () => {
    const after = [entry(20, 50)];
    const t = setup({ set: async () => ({ status: true, title: null, limits: after }) });
    await allSettled(t.page.pageOpened, { scope: t.scope });
    await allSettled(t.page.limitSubmitted, { scope: t.scope, params: { limitType: 20, limitValue: 50 } });
    expect(t.calls.set).toHaveBeenCalledWith({ limitType: 20, limitValue: 50 });
    expect(t.scope.getState(t.page.$limits)).toEqual(after);
    expect(t.notices).toEqual([{ id: 'limits.set', kind: 'success', text: { key: 'responsible_gaming_confirm_limit_success' }, timed: true }]);
  });

  it('a value outside the options never reaches the server', async () => {
    const t = setup({});
    await allSettled(t.page.limitSubmitted, { scope: t.scope, params: { limitType: 31, limitValue: 25 } });
    expect(t.calls.set).not.toHaveBeenCalled();
    expect(t.notices).toMatchObject([{ kind: 'error', text: { key: 'responsible_gaming_confirm_limit_error' } }]);
  });

  it('approve sends action 1, drops the pending entry, reloads the list and shows the server title', async () => {
    const t = setup({ action: async () => ({ status: true, title: 'Limit approved' }) });
    await allSettled(t.page.pageOpened, { scope: t.scope });
    t.calls.list.mockResolvedValueOnce([entry(20, 500)]);
    await allSettled(t.page.approveClicked, { scope: t.scope, params: 20 });
    expect(t.calls.action).toHaveBeenCalledWith({ limitType: 20, action: 1 });
    expect(t.calls.list).toHaveBeenCalledTimes(2);
    expect(t.scope.getState(t.page.$limits)).toEqual([entry(20, 500)]);
    expect(t.notices).toEqual([{ id: 'limits.approve', kind: 'success', text: { message: 'Limit approved' }, timed: true }]);
  });

  it('reject sends action 0, drops the pending entry at once and refreshes the list', async () => {
    let resolveList: (limits: Limit[]) => void = () => undefined;
    const t = setup({});
    await allSettled(t.page.pageOpened, { scope: t.scope });
    t.calls.list.mockImplementationOnce(() => new Promise((resolve) => (resolveList = resolve)));
    const done = allSettled(t.page.rejectClicked, { scope: t.scope, params: 20 });
    await vi.waitFor(() => expect(t.calls.list).toHaveBeenCalledTimes(2));
    expect(t.calls.action).toHaveBeenCalledWith({ limitType: 20, action: 0 });
    expect(t.scope.getState(t.page.$limits)).toEqual([entry(20, 100)]);
    expect(t.scope.getState(t.page.$busy)).toBe(true);
    resolveList([entry(20, 100)]);
    await done;
    expect(t.scope.getState(t.page.$busy)).toBe(false);
    expect(t.notices).toMatchObject([{ kind: 'success', text: { key: 'responsible_gaming_confirm_limit_success' } }]);
  });

  it('a refused approval keeps the entry and shows the title, or the confirm error key', async () => {
    const t = setup({ action: async () => ({ status: false, title: 'Not yet' }) });
    await allSettled(t.page.pageOpened, { scope: t.scope });
    await allSettled(t.page.approveClicked, { scope: t.scope, params: 20 });
    expect(t.scope.getState(t.page.$limits)).toEqual(withPending);
    expect(t.calls.list).toHaveBeenCalledTimes(1);
    t.calls.action.mockRejectedValueOnce(new Error('500'));
    await allSettled(t.page.approveClicked, { scope: t.scope, params: 20 });
    expect(t.notices.map((notice) => notice.text)).toEqual([{ message: 'Not yet' }, { key: 'responsible_gaming_confirm_limit_error' }]);
  });

  it('cancel drops the pending entry; a failed cancel always says the cancel error key', async () => {
    const t = setup({ cancel: async () => ({ status: false, title: 'Server says no' }) });
    await allSettled(t.page.pageOpened, { scope: t.scope });
    await allSettled(t.page.cancelClicked, { scope: t.scope, params: 20 });
    expect(t.scope.getState(t.page.$limits)).toEqual(withPending);
    t.calls.cancel.mockResolvedValueOnce({ status: true, title: null });
    t.calls.list.mockResolvedValueOnce([entry(20, 100)]);
    await allSettled(t.page.cancelClicked, { scope: t.scope, params: 20 });
    expect(t.calls.cancel).toHaveBeenLastCalledWith(20);
    expect(t.scope.getState(t.page.$limits)).toEqual([entry(20, 100)]);
    expect(t.notices.map((notice) => [notice.kind, notice.text])).toEqual([
      ['error', { key: 'responsible_gaming_cancel_limit_error' }],
      ['success', { key: 'responsible_gaming_cancel_limit_success' }],
    ]);
  });

  it('warns when a self-exclusion is chosen but not started, and forgets the choice once saved', async () => {
    const running = [entry(30, 7, 'ACTIVE', T + 7 * 86_400)];
    const t = setup({ list: async () => [], set: async () => ({ status: true, title: null, limits: running }) });
    await allSettled(t.page.pageOpened, { scope: t.scope });
    expect(t.scope.getState(t.page.$selfExclusionWarning)).toBe(false);
    await allSettled(t.page.selfExclusionChosen, { scope: t.scope, params: 7 });
    expect(t.scope.getState(t.page.$selfExclusionWarning)).toBe(true);
    await allSettled(t.page.limitSubmitted, { scope: t.scope, params: { limitType: 30, limitValue: 7 } });
    expect(t.scope.getState(t.page.$selfExclusionWarning)).toBe(false);
    expect(t.scope.getState(t.page.$sections)[1]).toMatchObject({ id: 'self_limitation', locked: true, disabledTypes: [30] });
  });

  it('two scopes do not share a list (effects replaced by handlers)', async () => {
    const page = createLimitsPageModel({ api: noApi });
    const a = fork({ handlers: [[page.__.listFx, async () => withPending]] });
    const b = fork({ handlers: [[page.__.listFx, async () => []]] });
    await Promise.all([allSettled(page.pageOpened, { scope: a }), allSettled(page.pageOpened, { scope: b })]);
    expect(a.getState(page.$limits)).toEqual(withPending);
    expect(b.getState(page.$limits)).toEqual([]);
  });

  it('uses the injected api when no handler replaces it', async () => {
    const page = createLimitsPageModel({ api: { ...noApi, list: async () => [entry(1, 10)] } });
    const scope = fork();
    await allSettled(page.pageOpened, { scope });
    expect(scope.getState(page.$limits)).toEqual([entry(1, 10)]);
  });
});
