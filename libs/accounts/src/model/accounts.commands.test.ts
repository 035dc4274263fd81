import { allSettled, createEffect, createEvent, createStore, createWatch, fork, type Scope } from 'effector';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, it, vi } from 'vitest';
import type { Account, AccountId, Balance, CurrencyId } from '../rules/account';
import type { CurrencyChangeAnswer, CurrencyChangeResult } from '../rules/operations';
import { createAccountsModel } from './accounts.model';

/*
 * Model-based test of the wallet operations (spec §4, §8, §9). A fake server answers the four calls; each command
 * scripts its answers (refusals, network failures, answers without an active account, a new account that shows up
 * late or never). The model restates the rules in its own words and imports none of them:
 * - after a balance answer the client shows the server's list; a failed call changes nothing;
 * - a refresh calls again 2500 ms later while the last answer left no active account, 5 times at most;
 * - a switch the server accepts shows its answer, resets the coupon's prepaid amount once, refreshes, and announces
 *   the account id unless the page is bingo; a failed one is reported and logged;
 * - an add of a currency the client shows already is refused without a call; otherwise the list is polled every
 *   1000 ms (first poll at once) until it lists the currency, 10 polls at most; refusals carry the server's text;
 * - a remove of anything but an empty, inactive currency account is refused without a call; an accepted one removes
 *   the account from the list without a call;
 * - every server refusal and failure is logged once; no process flag stays on once time has passed.
 */

const CURRENCIES = [643, 840, 978, 980, 398] as const;
const NEVER = Number.POSITIVE_INFINITY;
const SETTLE_MS = 40_000;

type FetchOutcome = 'active' | 'inactive' | 'fail';
type ChangeAnswer = 'ok' | 'refused' | 'network';

interface ServerAccount {
  readonly id: AccountId;
  readonly currencyId: CurrencyId;
  readonly type: 0 | 4 | 9;
  readonly money: number;
  /** Balance answers this account is still missing from (a new account shows up late; NEVER: not at all). */
  hiddenFor: number;
}

/** The fake server: the environment, shared by the model (to read) and the handlers (to answer). */
interface Server {
  accounts: ServerAccount[];
  activeId: AccountId;
  nextId: number;
  fetches: number;
  /** When each balance call came (fake time). */
  fetchTimes: number[];
  script: FetchOutcome[];
  switchAnswer: 'ok' | 'network';
  changeAnswer: ChangeAnswer;
  lag: number;
}

const visible = (server: Server) => server.accounts.filter((account) => account.hiddenFor === 0);

function toAccount(account: ServerAccount, active: boolean): Account {
  return { id: account.id, iso: 'XXX', symbol: '¤', currencyId: account.currencyId, money: account.money, type: account.type, label: String(account.id), isActive: active, isPointsTypeBalance: false, points: null };
}

function serverHandlers(server: Server) {
  const list = (withActive: boolean) => visible(server).map((account) => toAccount(account, withActive && account.id === server.activeId));
  return {
    fetch: async (): Promise<Balance> => {
      server.fetches += 1;
      server.fetchTimes.push(Date.now());
      const shown = list(true);
      for (const account of server.accounts) if (account.hiddenFor > 0) account.hiddenFor -= 1;
      const outcome = server.script.shift() ?? 'active';
      if (outcome === 'fail') throw new Error('502 Bad Gateway');
      const accounts = outcome === 'active' ? shown : shown.map((account) => ({ ...account, isActive: false }));
      return { accounts, allAccounts: accounts, bonuses: [], isAvailableFirstDepositBonus: false, isAccountFrozen: false };
    },
    setActive: async (id: AccountId): Promise<readonly Account[]> => {
      const account = visible(server).find((candidate) => candidate.id === id);
      if (server.switchAnswer === 'network') throw new Error('network');
      if (!account || account.type === 4) throw new Error('account_not_switchable');
      server.activeId = id;
      return list(true);
    },
    add: async (currencyId: CurrencyId): Promise<CurrencyChangeAnswer> => {
      if (server.changeAnswer === 'network') throw new Error('network');
      if (server.changeAnswer === 'refused') return { success: false, data: { message: 'currency not available' } };
      if (server.accounts.some((account) => account.type !== 4 && account.currencyId === currencyId)) return { success: false, data: { message: 'already held' } };
      server.accounts.push({ id: server.nextId, currencyId, type: 9, money: 0, hiddenFor: server.lag });
      server.nextId += 1;
      return { success: true, data: {} };
    },
    remove: async (id: AccountId): Promise<CurrencyChangeAnswer> => {
      if (server.changeAnswer === 'network') throw new Error('network');
      if (server.changeAnswer === 'refused') return { success: false, data: { message: 'try later' } };
      const account = server.accounts.find((candidate) => candidate.id === id);
      if (!account || account.type !== 9 || account.money !== 0 || id === server.activeId) return { success: false, data: { message: 'not removable' } };
      server.accounts = server.accounts.filter((candidate) => candidate.id !== id);
      return { success: true, data: { account_id: id } };
    },
  };
}

interface Shown {
  readonly id: AccountId;
  readonly active: boolean;
}

interface Model {
  readonly server: Server;
  /** What the client should show: ids and the active flag. */
  shown: Shown[];
  fetches: number;
  prepaidResets: number;
  messages: AccountId[];
  switchFailures: number;
  logs: number;
  lastAdd: Pick<CurrencyChangeResult, 'success'> & { code?: string; message?: string | null } | null;
  lastRemove: Pick<CurrencyChangeResult, 'success'> & { code?: string; message?: string | null } | null;
  onBingo: boolean;
}

const deps = {
  fetchBalanceFx: createEffect<void, Balance>(() => Promise.reject(new Error('faked per scope'))),
  setActiveAccountFx: createEffect<AccountId, readonly Account[]>(() => Promise.reject(new Error('faked per scope'))),
  addCurrencyFx: createEffect<CurrencyId, CurrencyChangeAnswer>(() => Promise.reject(new Error('faked per scope'))),
  removeCurrencyFx: createEffect<AccountId, CurrencyChangeAnswer>(() => Promise.reject(new Error('faked per scope'))),
};
const routeChanged = createEvent<string | null>();
const $routeId = createStore<string | null>('home').on(routeChanged, (_, routeId) => routeId);
const accounts = createAccountsModel({ ...deps, $routeId, logger: { error: () => undefined } });

interface Real {
  readonly scope: Scope;
  readonly server: Server;
  prepaidResets: number;
  messages: AccountId[];
  switchFailures: number;
  logs: number;
  lastAdd: CurrencyChangeResult | null;
  lastRemove: CurrencyChangeResult | null;
}

function startReal(server: Server): Real {
  const handlers = serverHandlers(server);
  const real: Real = { server, prepaidResets: 0, messages: [], switchFailures: 0, logs: 0, lastAdd: null, lastRemove: null, scope: null as unknown as Scope };
  const scope = fork({
    values: [[accounts.__.$logger, { error: () => (real.logs += 1) }]],
    handlers: [
      [deps.fetchBalanceFx, handlers.fetch],
      [deps.setActiveAccountFx, handlers.setActive],
      [deps.addCurrencyFx, handlers.add],
      [deps.removeCurrencyFx, handlers.remove],
    ],
  });
  Object.assign(real, { scope });
  createWatch({ unit: accounts.prepaidAmountReset, scope, fn: () => (real.prepaidResets += 1) });
  createWatch({ unit: accounts.switchSuccessAnnounced, scope, fn: ({ accountId }) => real.messages.push(accountId) });
  createWatch({ unit: accounts.accountSwitchFailed, scope, fn: () => (real.switchFailures += 1) });
  createWatch({ unit: accounts.currencyAddFinished, scope, fn: (result) => (real.lastAdd = result) });
  createWatch({ unit: accounts.currencyRemoveFinished, scope, fn: (result) => (real.lastRemove = result) });
  return real;
}

/** The client's view after a balance answer of this outcome. */
function afterFetch(model: Model, outcome: FetchOutcome): void {
  if (outcome === 'fail') {
    model.logs += 1;
    return;
  }
  model.shown = visible(model.server).map((account) => ({ id: account.id, active: outcome === 'active' && account.id === model.server.activeId }));
}

/** A refresh as the rule says: one call, then again while no account is active, 5 more at most. */
function refreshInModel(model: Model, script: readonly FetchOutcome[]): void {
  let repeats = 0;
  for (let call = 0; ; call += 1) {
    const outcome = script[call] ?? 'active';
    model.fetches += 1;
    afterFetch(model, outcome);
    const hasActive = model.shown.some((account) => account.active);
    if (hasActive || repeats === 5) return;
    repeats += 1;
  }
}

async function settle(real: Real, start: () => void): Promise<void> {
  start();
  await vi.advanceTimersByTimeAsync(SETTLE_MS);
}

function fail(message: string, model: Model, real: Real): never {
  throw new Error(`${message}\nmodel: ${JSON.stringify({ ...model, server: undefined })}\nreal: ${JSON.stringify({ ...real, scope: undefined })}`);
}

function check(model: Model, real: Real): void {
  const shown = real.scope.getState(accounts.$accounts).map((account) => ({ id: account.id, active: account.isActive }));
  if (JSON.stringify(shown) !== JSON.stringify(model.shown)) fail(`accounts ${JSON.stringify(shown)}, expected ${JSON.stringify(model.shown)}`, model, real);
  const process = real.scope.getState(accounts.$changeProcess);
  if (process.add || process.delete || process.change) fail(`process still on: ${JSON.stringify(process)}`, model, real);
  if (real.scope.getState(accounts.$isUpdateBalanceProcess)) fail('balance update still on', model, real);
  if (real.server.fetches !== model.fetches) fail(`${real.server.fetches} balance calls, expected ${model.fetches}`, model, real);
  if (real.prepaidResets !== model.prepaidResets) fail(`prepaid reset ${real.prepaidResets} times`, model, real);
  if (JSON.stringify(real.messages) !== JSON.stringify(model.messages)) fail(`messages ${JSON.stringify(real.messages)}`, model, real);
  if (real.switchFailures !== model.switchFailures) fail(`switch failures ${real.switchFailures}`, model, real);
  if (real.logs !== model.logs) fail(`${real.logs} logged, expected ${model.logs}`, model, real);
  const same = (actual: CurrencyChangeResult | null, expected: Model['lastAdd']) =>
    expected === null ? actual === null : actual !== null && actual.success === expected.success && (actual.success || (actual.code === expected.code && actual.message === expected.message));
  if (!same(real.lastAdd, model.lastAdd)) fail(`add result ${JSON.stringify(real.lastAdd)}, expected ${JSON.stringify(model.lastAdd)}`, model, real);
  if (!same(real.lastRemove, model.lastRemove)) fail(`remove result ${JSON.stringify(real.lastRemove)}, expected ${JSON.stringify(model.lastRemove)}`, model, real);
}

/** The last `count` balance calls came `gapMs` apart. */
function checkSpacing(model: Model, real: Real, count: number, gapMs: number): void {
  const times = real.server.fetchTimes.slice(-count);
  const gaps = times.slice(1).map((at, index) => at - (times[index] ?? at));
  if (gaps.some((gap) => gap !== gapMs)) fail(`calls ${gapMs} ms apart expected, gaps ${JSON.stringify(gaps)}`, model, real);
}

type Command = fc.AsyncCommand<Model, Real>;

class Refresh implements Command {
  constructor(readonly script: readonly FetchOutcome[]) {}
  check = () => true;
  async run(model: Model, real: Real) {
    real.server.script = [...this.script];
    const before = model.fetches;
    refreshInModel(model, this.script);
    await settle(real, () => void allSettled(accounts.balanceRefreshRequested, { scope: real.scope }));
    real.server.script = [];
    check(model, real);
    checkSpacing(model, real, model.fetches - before, 2500);
  }
  toString = () => `refresh(${this.script.join(',')})`;
}

class Switch implements Command {
  constructor(
    readonly pick: number,
    readonly answer: 'ok' | 'network',
  ) {}
  check = (model: Readonly<Model>) => model.shown.length > 0;
  async run(model: Model, real: Real) {
    const target = model.shown[this.pick % model.shown.length]?.id ?? 0;
    const exists = visible(model.server).some((account) => account.id === target && account.type !== 4);
    real.server.switchAnswer = this.answer;
    if (this.answer === 'ok' && exists) {
      model.server.activeId = target;
      model.shown = visible(model.server).map((account) => ({ id: account.id, active: account.id === target }));
      model.prepaidResets += 1;
      refreshInModel(model, []);
      if (!model.onBingo) model.messages.push(target);
    } else {
      model.switchFailures += 1;
      model.logs += 1;
    }
    await settle(real, () => void allSettled(accounts.accountSwitchRequested, { scope: real.scope, params: target }));
    check(model, real);
  }
  toString = () => `switch(#${this.pick}, ${this.answer})`;
}

class Add implements Command {
  constructor(
    readonly currencyId: CurrencyId,
    readonly answer: ChangeAnswer,
    readonly lag: number,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const server = model.server;
    const shownCurrencies = new Set(
      model.shown.map((shown) => server.accounts.find((account) => account.id === shown.id)).flatMap((account) => (account && account.type !== 4 ? [account.currencyId] : [])),
    );
    real.server.changeAnswer = this.answer;
    real.server.lag = this.lag;
    if (shownCurrencies.has(this.currencyId)) {
      model.lastAdd = { success: false, code: 'accounts.currency_already_held', message: null };
    } else if (this.answer === 'network') {
      model.lastAdd = { success: false, code: 'accounts.request_failed', message: null };
      model.logs += 1;
    } else if (this.answer === 'refused' || server.accounts.some((account) => account.type !== 4 && account.currencyId === this.currencyId)) {
      model.lastAdd = { success: false, code: 'accounts.refused', message: this.answer === 'refused' ? 'currency not available' : 'already held' };
      model.logs += 1;
    } else {
      // The fake server adds it (the shared environment); the client polls until it shows.
      const polls = this.lag < 10 ? this.lag + 1 : 10;
      model.fetches += polls;
      await settle(real, () => void allSettled(accounts.currencyAddRequested, { scope: real.scope, params: this.currencyId }));
      afterFetch(model, 'active');
      model.lastAdd = this.lag < 10 ? { success: true } : { success: false, code: 'accounts.currency_not_listed', message: null };
      if (this.lag >= 10) model.logs += 1;
      check(model, real);
      checkSpacing(model, real, polls, 1000);
      return;
    }
    await settle(real, () => void allSettled(accounts.currencyAddRequested, { scope: real.scope, params: this.currencyId }));
    check(model, real);
  }
  toString = () => `add(${this.currencyId}, ${this.answer}, lag ${this.lag})`;
}

class Remove implements Command {
  constructor(
    readonly pick: number,
    readonly answer: ChangeAnswer,
  ) {}
  check = (model: Readonly<Model>) => model.shown.length > 0;
  async run(model: Model, real: Real) {
    const shown = model.shown[this.pick % model.shown.length];
    const account = model.server.accounts.find((candidate) => candidate.id === shown?.id);
    real.server.changeAnswer = this.answer;
    const id = shown?.id ?? 0;
    if (!shown || !account || account.type !== 9 || shown.active || account.money !== 0) {
      const code =
        account?.type === 0 ? 'accounts.not_removable_main' : account?.type !== 9 ? 'accounts.not_removable_bonus' : shown?.active ? 'accounts.not_removable_active' : 'accounts.not_removable_not_empty';
      model.lastRemove = { success: false, code, message: null };
    } else if (this.answer === 'network') {
      model.lastRemove = { success: false, code: 'accounts.request_failed', message: null };
      model.logs += 1;
    } else if (this.answer === 'refused' || id === model.server.activeId) {
      model.lastRemove = { success: false, code: 'accounts.refused', message: this.answer === 'refused' ? 'try later' : 'not removable' };
      model.logs += 1;
    } else {
      model.shown = model.shown.filter((candidate) => candidate.id !== id);
      model.lastRemove = { success: true };
    }
    await settle(real, () => void allSettled(accounts.currencyRemoveRequested, { scope: real.scope, params: id }));
    check(model, real);
  }
  toString = () => `remove(#${this.pick}, ${this.answer})`;
}

class Route implements Command {
  constructor(readonly bingo: boolean) {}
  check = (model: Readonly<Model>) => model.onBingo !== this.bingo;
  async run(model: Model, real: Real) {
    model.onBingo = this.bingo;
    await settle(real, () => void allSettled(routeChanged, { scope: real.scope, params: this.bingo ? 'bingo' : 'office.account' }));
    check(model, real);
  }
  toString = () => `route(${this.bingo ? 'bingo' : 'office'})`;
}

const arbServer: fc.Arbitrary<() => Server> = fc
  .record({
    extra: fc.subarray(CURRENCIES.slice(1) as CurrencyId[], { maxLength: 3 }),
    money: fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 1e6 })), { minLength: 4, maxLength: 4 }),
    bonus: fc.boolean(),
  })
  .map(({ extra, money, bonus }) => () => ({
    accounts: [
      { id: 1, currencyId: 643, type: 0 as const, money: money[0] ?? 0, hiddenFor: 0 },
      ...extra.map((currencyId, index) => ({ id: 2 + index, currencyId, type: 9 as const, money: money[index + 1] ?? 0, hiddenFor: 0 })),
      ...(bonus ? [{ id: 50, currencyId: 643, type: 4 as const, money: 300, hiddenFor: 0 }] : []),
    ],
    activeId: 1,
    nextId: 100,
    fetches: 0,
    fetchTimes: [],
    script: [],
    switchAnswer: 'ok',
    changeAnswer: 'ok',
    lag: 0,
  }));

const arbFetchOutcome = fc.constantFrom<FetchOutcome>('active', 'inactive', 'fail');
const arbChangeAnswer = fc.constantFrom<ChangeAnswer>('ok', 'ok', 'refused', 'network');
const commands = [
  fc.array(arbFetchOutcome, { maxLength: 8 }).map((script) => new Refresh(script)),
  fc.tuple(fc.nat(), fc.constantFrom<'ok' | 'network'>('ok', 'ok', 'network')).map(([pick, answer]) => new Switch(pick, answer)),
  fc.tuple(fc.constantFrom(...CURRENCIES), arbChangeAnswer, fc.constantFrom(0, 1, 3, 9, NEVER)).map(([currencyId, answer, lag]) => new Add(currencyId, answer, lag)),
  fc.tuple(fc.nat(), arbChangeAnswer).map(([pick, answer]) => new Remove(pick, answer)),
  fc.boolean().map((bingo) => new Route(bingo)),
];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('wallet operations, model-based', () => {
  it('switch, add, remove and refresh keep the client in step with the server, whatever it answers', async () => {
    await fc.assert(
      fc.asyncProperty(arbServer, fc.commands(commands, { maxCommands: 15 }), async (makeServer, sequence) => {
        const server = makeServer();
        const real = startReal(server);
        const model: Model = { server, shown: [], fetches: 0, prepaidResets: 0, messages: [], switchFailures: 0, logs: 0, lastAdd: null, lastRemove: null, onBingo: false };
        refreshInModel(model, []);
        await settle(real, () => void allSettled(accounts.balanceRefreshRequested, { scope: real.scope }));
        check(model, real);
        await fc.asyncModelRun(() => ({ model, real }), sequence);
      }),
      { numRuns: 60 },
    );
  });
});
