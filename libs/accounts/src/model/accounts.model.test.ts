import { allSettled, createEffect, createEvent, createStore, createWatch, fork, type EventCallable, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Account, AccountId, Balance, CurrencyId } from '../rules/account';
import type { CurrencyChangeAnswer } from '../rules/operations';
import { accountFixture, balanceFixture } from '../testing';
import { createAccountsModel, type AccountsLogEntry } from './accounts.model';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const main = accountFixture({ id: 1, money: 100_00, isActive: true });
const eur = accountFixture({ id: 2, type: 9, iso: 'EUR', symbol: '€', currencyId: 978, label: 'EUR' });
const usd = accountFixture({ id: 3, type: 9, iso: 'USD', symbol: '$', currencyId: 840, label: 'USD' });
const withActive = (accounts: readonly Account[], id: AccountId) => accounts.map((account) => ({ ...account, isActive: account.id === id }));

function setup() {
  const unfaked = (name: string) => () => {
    throw new Error(`${name} must be faked in the test`);
  };
  const fetchBalanceFx = createEffect<void, Balance>(unfaked('fetchBalanceFx'));
  const setActiveAccountFx = createEffect<AccountId, readonly Account[]>(unfaked('setActiveAccountFx'));
  const addCurrencyFx = createEffect<CurrencyId, CurrencyChangeAnswer>(unfaked('addCurrencyFx'));
  const removeCurrencyFx = createEffect<AccountId, CurrencyChangeAnswer>(unfaked('removeCurrencyFx'));
  const routeChanged = createEvent<string | null>();
  const $routeId = createStore<string | null>('home').on(routeChanged, (_, routeId) => routeId);
  const model = createAccountsModel({ fetchBalanceFx, setActiveAccountFx, addCurrencyFx, removeCurrencyFx, $routeId, logger: { error: unfaked('logger') } });
  return { model, fetchBalanceFx, setActiveAccountFx, addCurrencyFx, removeCurrencyFx, routeChanged };
}
type Setup = ReturnType<typeof setup>;

type Handlers = NonNullable<NonNullable<Parameters<typeof fork>[1]>['handlers']>;

/** A scope whose logger writes to `logged`, plus the given handlers. */
function scopeOf(t: Setup, handlers: Handlers, logged: AccountsLogEntry[] = []): Scope {
  return fork({ values: [[t.model.__.$logger, { error: (message: string, context: Readonly<Record<string, unknown>>) => logged.push({ message, context }) }]], handlers });
}

/** Starts an event without waiting: timers (repeats, polls) run on fake time. */
async function fire<T>(scope: Scope, unit: EventCallable<T>, ...params: T extends void ? [] : [T]): Promise<void> {
  void allSettled(unit, { scope, params: params[0] as T });
  await vi.advanceTimersByTimeAsync(0);
}

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('balance refresh', () => {
  it('fills every store from the answer', async () => {
    const t = setup();
    const bonus = accountFixture({ id: 9, type: 4, money: 5_00, label: 'Bonus' });
    const balance = balanceFixture([main, eur, bonus], { bonuses: [{ idBonus: 4, money: 5_00, iso: 'RUB' }], isAvailableFirstDepositBonus: true });
    const scope = scopeOf(t, [[t.fetchBalanceFx, async () => balance]]);
    await fire(scope, t.model.balanceRefreshRequested);
    expect(scope.getState(t.model.$accounts)).toEqual([main, eur, bonus]);
    expect(scope.getState(t.model.$allAccounts)).toEqual([main, eur, bonus]);
    expect(scope.getState(t.model.$bonuses)).toEqual([{ idBonus: 4, money: 500, iso: 'RUB' }]);
    expect(scope.getState(t.model.$mainAccount)).toEqual(main);
    expect(scope.getState(t.model.$activeAccount)).toEqual(main);
    expect(scope.getState(t.model.$visibleAccounts)).toEqual([main, eur]);
    expect(scope.getState(t.model.$bonusAccount)).toEqual(bonus);
    expect(scope.getState(t.model.$isAvailableFirstDepositBonus)).toBe(true);
    expect(scope.getState(t.model.$isAccountFrozen)).toBe(false);
    expect(scope.getState(t.model.$canStake)).toBe(true);
    expect(scope.getState(t.model.$canWithdraw)).toBe(true);
    expect(scope.getState(t.model.$isUpdateBalanceProcess)).toBe(false);
  });

  it('a frozen account can neither bet nor withdraw', async () => {
    const t = setup();
    const scope = scopeOf(t, [[t.fetchBalanceFx, async () => balanceFixture([main], { isAccountFrozen: true })]]);
    await fire(scope, t.model.balanceRefreshRequested);
    expect(scope.getState(t.model.$isAccountFrozen)).toBe(true);
    expect(scope.getState(t.model.$canStake)).toBe(false);
    expect(scope.getState(t.model.$canWithdraw)).toBe(false);
  });

  it('repeats every 2500 ms while no account is active, at most 5 times', async () => {
    const t = setup();
    const calls: number[] = [];
    const start = Date.now();
    const scope = scopeOf(t, [
      [
        t.fetchBalanceFx,
        async () => {
          calls.push(Date.now() - start);
          return balanceFixture([{ ...main, isActive: false }]);
        },
      ],
    ]);
    await fire(scope, t.model.balanceRefreshRequested);
    expect(scope.getState(t.model.$isUpdateBalanceProcess)).toBe(true);
    await vi.advanceTimersByTimeAsync(2499);
    expect(calls).toEqual([0]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toEqual([0, 2500, 5000, 7500, 10_000, 12_500]);
    expect(scope.getState(t.model.$isUpdateBalanceProcess)).toBe(false);
    expect(scope.getState(t.model.$activeAccount)).toBeNull();
  });

  it('stops repeating once an account is active; a new request starts the count again', async () => {
    const t = setup();
    let calls = 0;
    const scope = scopeOf(t, [
      [
        t.fetchBalanceFx,
        async () => {
          calls += 1;
          return balanceFixture([{ ...main, isActive: calls >= 3 }]);
        },
      ],
    ]);
    await fire(scope, t.model.balanceRefreshRequested);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls).toBe(3);
    expect(scope.getState(t.model.$activeAccount)?.id).toBe(1);
    await fire(scope, t.model.balanceRefreshRequested);
    expect(calls).toBe(4);
  });

  it('a failed call is logged and, with no active account known, repeated too', async () => {
    const t = setup();
    const logged: AccountsLogEntry[] = [];
    let calls = 0;
    const scope = scopeOf(
      t,
      [
        [
          t.fetchBalanceFx,
          async () => {
            calls += 1;
            if (calls === 1) throw new Error('502');
            return balanceFixture([main]);
          },
        ],
      ],
      logged,
    );
    await fire(scope, t.model.balanceRefreshRequested);
    expect(logged).toEqual([{ message: 'accounts: balance refresh failed', context: { error: '502' } }]);
    await vi.advanceTimersByTimeAsync(2500);
    expect(calls).toBe(2);
    expect(scope.getState(t.model.$activeAccount)?.id).toBe(1);
  });
});

describe('switching the active account', () => {
  it('marks the change, replaces the accounts, resets the prepaid amount, refreshes, announces the id', async () => {
    const t = setup();
    const answer = deferred<readonly Account[]>();
    let refreshes = 0;
    const scope = scopeOf(t, [
      [t.setActiveAccountFx, () => answer.promise],
      [
        t.fetchBalanceFx,
        async () => {
          refreshes += 1;
          return balanceFixture(refreshes === 1 ? [main, eur] : withActive([main, eur], 2));
        },
      ],
    ]);
    await fire(scope, t.model.balanceRefreshRequested);
    const order: string[] = [];
    createWatch({ unit: t.model.prepaidAmountReset, scope, fn: () => order.push('prepaid 0') });
    createWatch({ unit: t.model.accountSwitched, scope, fn: (id) => order.push(`switched ${id}`) });
    createWatch({ unit: t.model.switchSuccessAnnounced, scope, fn: ({ accountId }) => order.push(`message ${accountId}`) });

    await fire(scope, t.model.accountSwitchRequested, 2);
    expect(scope.getState(t.model.$changeProcess)).toEqual({ add: false, delete: false, change: true });
    answer.resolve(withActive([main, eur], 2));
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState(t.model.$changeProcess).change).toBe(false);
    expect(scope.getState(t.model.$activeAccount)?.id).toBe(2);
    expect(scope.getState(t.model.$allAccounts).filter((account) => account.isActive).map((account) => account.id)).toEqual([2]);
    expect(refreshes).toBe(2);
    expect(order).toEqual(['prepaid 0', 'switched 2', 'message 2']);
  });

  it('gives no success message on a bingo route', async () => {
    const t = setup();
    const messages = vi.fn();
    const scope = scopeOf(t, [
      [t.setActiveAccountFx, async () => withActive([main, eur], 2)],
      [t.fetchBalanceFx, async () => balanceFixture(withActive([main, eur], 2))],
    ]);
    createWatch({ unit: t.model.switchSuccessAnnounced, scope, fn: messages });
    await fire(scope, t.routeChanged, 'bingo');
    await fire(scope, t.model.accountSwitchRequested, 2);
    expect(scope.getState(t.model.$activeAccount)?.id).toBe(2);
    expect(messages).not.toHaveBeenCalled();
  });

  it('a refused switch keeps the accounts, resets nothing, is reported and logged', async () => {
    const t = setup();
    const logged: AccountsLogEntry[] = [];
    const prepaid = vi.fn();
    const failures: unknown[] = [];
    const scope = scopeOf(
      t,
      [
        [t.fetchBalanceFx, async () => balanceFixture([main, eur])],
        [
          t.setActiveAccountFx,
          async () => {
            throw new Error('account_frozen');
          },
        ],
      ],
      logged,
    );
    await fire(scope, t.model.balanceRefreshRequested);
    createWatch({ unit: t.model.prepaidAmountReset, scope, fn: prepaid });
    createWatch({ unit: t.model.accountSwitchFailed, scope, fn: (failure) => failures.push(failure) });
    await fire(scope, t.model.accountSwitchRequested, 2);
    expect(scope.getState(t.model.$activeAccount)?.id).toBe(1);
    expect(scope.getState(t.model.$changeProcess).change).toBe(false);
    expect(prepaid).not.toHaveBeenCalled();
    expect(failures).toEqual([{ accountId: 2, code: 'accounts.refused', message: 'account_frozen' }]);
    expect(logged).toHaveLength(1);
  });

  it('ignores a second switch while one is under way', async () => {
    const t = setup();
    const answer = deferred<readonly Account[]>();
    const calls: AccountId[] = [];
    const scope = scopeOf(t, [
      [
        t.setActiveAccountFx,
        (id: AccountId) => {
          calls.push(id);
          return answer.promise;
        },
      ],
      [t.fetchBalanceFx, async () => balanceFixture(withActive([main, eur, usd], 2))],
    ]);
    await fire(scope, t.model.accountSwitchRequested, 2);
    await fire(scope, t.model.accountSwitchRequested, 3);
    answer.resolve(withActive([main, eur, usd], 2));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([2]);
  });
});

describe('adding a currency', () => {
  it('marks the add, then polls the list every 1000 ms until the currency appears', async () => {
    const t = setup();
    const polls: number[] = [];
    let added = false;
    const start = Date.now();
    const scope = scopeOf(t, [
      [
        t.addCurrencyFx,
        async () => {
          added = true;
          return { success: true, data: {} };
        },
      ],
      [
        t.fetchBalanceFx,
        async () => {
          if (added) polls.push(Date.now() - start);
          return balanceFixture(added && polls.length >= 3 ? [main, eur] : [main]);
        },
      ],
    ]);
    const results: unknown[] = [];
    createWatch({ unit: t.model.currencyAddFinished, scope, fn: (result) => results.push(result) });
    await fire(scope, t.model.balanceRefreshRequested);
    await fire(scope, t.model.addCurrencySelected, 978);
    await fire(scope, t.model.currencyAddRequested, 978);
    expect(scope.getState(t.model.$changeProcess).add).toBe(true);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(polls).toEqual([0, 1000, 2000]);
    expect(results).toEqual([{ success: true, currencyId: 978, accountId: 2 }]);
    expect(scope.getState(t.model.$changeProcess).add).toBe(false);
    expect(scope.getState(t.model.$accounts).map((account) => account.id)).toEqual([1, 2]);
    expect(scope.getState(t.model.$selectedAddCurrency)).toBeNull();
  });

  it('gives up after 10 polls: not listed, logged', async () => {
    const t = setup();
    const logged: AccountsLogEntry[] = [];
    let polls = 0;
    const scope = scopeOf(
      t,
      [
        [t.addCurrencyFx, async () => ({ success: true, data: {} })],
        [
          t.fetchBalanceFx,
          async () => {
            polls += 1;
            return balanceFixture([main]);
          },
        ],
      ],
      logged,
    );
    const results: unknown[] = [];
    createWatch({ unit: t.model.currencyAddFinished, scope, fn: (result) => results.push(result) });
    await fire(scope, t.model.currencyAddRequested, 978);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(polls).toBe(10);
    expect(results).toEqual([{ success: false, currencyId: 978, accountId: null, code: 'accounts.currency_not_listed', message: null }]);
    expect(logged).toHaveLength(1);
    expect(scope.getState(t.model.$changeProcess).add).toBe(false);
  });

  it('a refusal returns success false with the server message and logs it', async () => {
    const t = setup();
    const logged: AccountsLogEntry[] = [];
    const fetches = vi.fn();
    const scope = scopeOf(
      t,
      [
        [t.addCurrencyFx, async () => ({ success: false, data: { message: 'Währung nicht verfügbar', code: 'currency_not_available' } })],
        [t.fetchBalanceFx, async () => (fetches(), balanceFixture([main]))],
      ],
      logged,
    );
    const results: unknown[] = [];
    createWatch({ unit: t.model.currencyAddFinished, scope, fn: (result) => results.push(result) });
    await fire(scope, t.model.currencyAddRequested, 978);
    expect(results).toEqual([{ success: false, currencyId: 978, accountId: null, code: 'accounts.refused', message: 'Währung nicht verfügbar' }]);
    expect(logged).toEqual([{ message: 'accounts: add currency failed', context: results[0] }]);
    expect(fetches).not.toHaveBeenCalled();
    expect(scope.getState(t.model.$changeProcess).add).toBe(false);
  });

  it('a failed request returns success false without a server message, logged with the error', async () => {
    const t = setup();
    const logged: AccountsLogEntry[] = [];
    const scope = scopeOf(
      t,
      [
        [
          t.addCurrencyFx,
          async () => {
            throw new Error('network');
          },
        ],
      ],
      logged,
    );
    const results: unknown[] = [];
    createWatch({ unit: t.model.currencyAddFinished, scope, fn: (result) => results.push(result) });
    await fire(scope, t.model.currencyAddRequested, 978);
    expect(results).toEqual([{ success: false, currencyId: 978, accountId: null, code: 'accounts.request_failed', message: null }]);
    expect(logged[0]?.context).toMatchObject({ error: 'network' });
  });

  it('ignores another add, and another remove, while one is under way', async () => {
    const t = setup();
    const addAnswer = deferred<CurrencyChangeAnswer>();
    const removeAnswer = deferred<CurrencyChangeAnswer>();
    const adds: CurrencyId[] = [];
    const removes: AccountId[] = [];
    const scope = scopeOf(t, [
      [t.fetchBalanceFx, async () => balanceFixture([main, eur, usd, ...(adds.length > 0 ? [accountFixture({ id: 4, type: 9, currencyId: 980 })] : [])])],
      [t.addCurrencyFx, (currencyId: CurrencyId) => (adds.push(currencyId), addAnswer.promise)],
      [t.removeCurrencyFx, (accountId: AccountId) => (removes.push(accountId), removeAnswer.promise)],
    ]);
    await fire(scope, t.model.balanceRefreshRequested);
    await fire(scope, t.model.currencyAddRequested, 980);
    await fire(scope, t.model.currencyAddRequested, 398);
    await fire(scope, t.model.currencyRemoveRequested, 2);
    await fire(scope, t.model.currencyRemoveRequested, 3);
    expect(scope.getState(t.model.$changeProcess)).toEqual({ add: true, delete: true, change: false });
    addAnswer.resolve({ success: true, data: {} });
    removeAnswer.resolve({ success: true, data: {} });
    await vi.advanceTimersByTimeAsync(0);
    expect(adds).toEqual([980]);
    expect(removes).toEqual([2]);
    expect(scope.getState(t.model.$changeProcess)).toEqual({ add: false, delete: false, change: false });
  });

  it('refuses a currency already held without calling the server', async () => {
    const t = setup();
    const calls = vi.fn();
    const scope = scopeOf(t, [
      [t.fetchBalanceFx, async () => balanceFixture([main, eur])],
      [t.addCurrencyFx, async () => (calls(), { success: true, data: {} })],
    ]);
    const results: unknown[] = [];
    createWatch({ unit: t.model.currencyAddFinished, scope, fn: (result) => results.push(result) });
    await fire(scope, t.model.balanceRefreshRequested);
    await fire(scope, t.model.currencyAddRequested, 978);
    expect(calls).not.toHaveBeenCalled();
    expect(results).toMatchObject([{ success: false, code: 'accounts.currency_already_held' }]);
  });
});

describe('removing a currency', () => {
  it('marks the delete and removes the account locally once the server agrees', async () => {
    const t = setup();
    const answer = deferred<CurrencyChangeAnswer>();
    const scope = scopeOf(t, [
      [t.fetchBalanceFx, async () => balanceFixture([main, eur])],
      [t.removeCurrencyFx, () => answer.promise],
    ]);
    const results: unknown[] = [];
    createWatch({ unit: t.model.currencyRemoveFinished, scope, fn: (result) => results.push(result) });
    await fire(scope, t.model.balanceRefreshRequested);
    await fire(scope, t.model.currencyRemoveRequested, 2);
    expect(scope.getState(t.model.$changeProcess)).toEqual({ add: false, delete: true, change: false });
    answer.resolve({ success: true, data: { account_id: 2 } });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState(t.model.$accounts)).toEqual([main]);
    expect(scope.getState(t.model.$allAccounts)).toEqual([main]);
    expect(results).toEqual([{ success: true, accountId: 2, currencyId: 978 }]);
    expect(scope.getState(t.model.$changeProcess).delete).toBe(false);
  });

  it('a refusal keeps the account and returns the server message, logged', async () => {
    const t = setup();
    const logged: AccountsLogEntry[] = [];
    const scope = scopeOf(
      t,
      [
        [t.fetchBalanceFx, async () => balanceFixture([main, eur])],
        [t.removeCurrencyFx, async () => ({ success: false, data: { message: 'Счёт не пуст' } })],
      ],
      logged,
    );
    const results: unknown[] = [];
    createWatch({ unit: t.model.currencyRemoveFinished, scope, fn: (result) => results.push(result) });
    await fire(scope, t.model.balanceRefreshRequested);
    await fire(scope, t.model.currencyRemoveRequested, 2);
    expect(results).toEqual([{ success: false, accountId: 2, currencyId: 978, code: 'accounts.refused', message: 'Счёт не пуст' }]);
    expect(scope.getState(t.model.$accounts)).toEqual([main, eur]);
    expect(logged).toHaveLength(1);
  });

  it.each([
    ['the main account', 1, 'accounts.not_removable_main'],
    ['an unknown account', 42, 'accounts.account_unknown'],
  ])('never asks the server to remove %s', async (_, accountId, code) => {
    const t = setup();
    const calls = vi.fn();
    const scope = scopeOf(t, [
      [t.fetchBalanceFx, async () => balanceFixture([main, eur])],
      [t.removeCurrencyFx, async () => (calls(), { success: true, data: {} })],
    ]);
    const results: unknown[] = [];
    createWatch({ unit: t.model.currencyRemoveFinished, scope, fn: (result) => results.push(result) });
    await fire(scope, t.model.balanceRefreshRequested);
    await fire(scope, t.model.currencyRemoveRequested, accountId);
    expect(calls).not.toHaveBeenCalled();
    expect(results).toMatchObject([{ success: false, code }]);
  });
});

describe('sign out and scopes', () => {
  it('signing out resets everything and drops answers still under way', async () => {
    const t = setup();
    const late = deferred<Balance>();
    let calls = 0;
    const scope = scopeOf(t, [
      [
        t.fetchBalanceFx,
        () => {
          calls += 1;
          return calls === 1 ? Promise.resolve(balanceFixture([main, eur])) : late.promise;
        },
      ],
    ]);
    await fire(scope, t.model.balanceRefreshRequested);
    await fire(scope, t.model.addCurrencySelected, 840);
    await fire(scope, t.model.balanceRefreshRequested);
    await fire(scope, t.model.signedOut);
    late.resolve(balanceFixture([main, eur, usd]));
    await vi.advanceTimersByTimeAsync(30_000);
    expect(scope.getState(t.model.$accounts)).toEqual([]);
    expect(scope.getState(t.model.$activeAccount)).toBeNull();
    expect(scope.getState(t.model.$selectedAddCurrency)).toBeNull();
    expect(scope.getState(t.model.$isUpdateBalanceProcess)).toBe(false);
    expect(calls).toBe(2);
  });

  it('two scopes do not see each other’s accounts or processes', async () => {
    const t = setup();
    const pending = deferred<readonly Account[]>();
    const a = scopeOf(t, [
      [t.fetchBalanceFx, async () => balanceFixture([main, eur])],
      [t.setActiveAccountFx, () => pending.promise],
    ]);
    const b = scopeOf(t, [[t.fetchBalanceFx, async () => balanceFixture([{ ...usd, isActive: true }])]]);
    await fire(a, t.model.balanceRefreshRequested);
    await fire(b, t.model.balanceRefreshRequested);
    await fire(a, t.model.accountSwitchRequested, 2);
    expect(a.getState(t.model.$accounts).map((account) => account.id)).toEqual([1, 2]);
    expect(b.getState(t.model.$accounts).map((account) => account.id)).toEqual([3]);
    expect(a.getState(t.model.$changeProcess).change).toBe(true);
    expect(b.getState(t.model.$changeProcess).change).toBe(false);
    expect(fork().getState(t.model.$accounts)).toEqual([]);
    pending.resolve(withActive([main, eur], 2));
    await vi.advanceTimersByTimeAsync(0);
  });
});
