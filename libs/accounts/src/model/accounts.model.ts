import { domainError } from '@betting/kernel';
import { attach, combine, createEvent, createStore, sample, type Effect, type Event, type EventCallable, type Store, type StoreWritable } from 'effector';
import { delay } from 'patronum';
import {
  activeAccountOf,
  allAccountsAfterSwitch,
  bonusAccountOf,
  findAccount,
  mainAccountOf,
  visibleAccountsOf,
  withoutAccount,
  type Account,
  type AccountId,
  type Balance,
  type Bonus,
  type CurrencyId,
} from '../rules/account';
import { accountInCurrency, isCurrencyHeld, removalRefusal } from '../rules/currencies';
import type { AccountsError, AccountsErrorCode } from '../rules/errors';
import {
  BALANCE_REFRESH_REPEAT_MS,
  CURRENCY_ADD_POLL_MS,
  IDLE_CHANGE_PROCESS,
  changeFailure,
  errorText,
  pollOutcome,
  refusedByServer,
  shouldRepeatBalanceRefresh,
  type ChangeProcess,
  type CurrencyChangeAnswer,
  type CurrencyChangeResult,
} from '../rules/operations';
import { canStake, canWithdraw } from '../rules/permissions';
import { switchSuccessMessage, type SwitchSuccessMessage } from '../rules/switch';

/** Where failures go (the app's logger; a list in tests). */
export interface AccountsLogger {
  error(message: string, context: Readonly<Record<string, unknown>>): void;
}

export interface AccountsLogEntry {
  readonly message: string;
  readonly context: Readonly<Record<string, unknown>>;
}

export interface AccountsModelDeps {
  /** The balance call, the variant chosen by config 1788, normalised (contracts' `parseBalanceResponse`). */
  readonly fetchBalanceFx: Effect<void, Balance>;
  /** Set active account `{ id }`: answers the accounts list (contracts' `accountFromBalance` over `balance`). */
  readonly setActiveAccountFx: Effect<AccountId, readonly Account[]>;
  /** Office add currency: resolves with the answer, success or not (`data.message`); rejects only without one. */
  readonly addCurrencyFx: Effect<CurrencyId, CurrencyChangeAnswer>;
  /** Office remove currency, as above. */
  readonly removeCurrencyFx: Effect<AccountId, CurrencyChangeAnswer>;
  /** The current route id of `@betting/routing` (the switch message is not given on bingo). */
  readonly $routeId: Store<string | null>;
  readonly logger: AccountsLogger;
}

export interface AccountSwitchFailure {
  readonly accountId: AccountId;
  readonly code: AccountsErrorCode;
  readonly message: string;
}

export interface AccountsModel {
  /** Load the balance; repeated while no account is active (at most 5 times, 2500 ms apart). */
  readonly balanceRefreshRequested: EventCallable<void>;
  readonly accountSwitchRequested: EventCallable<AccountId>;
  readonly currencyAddRequested: EventCallable<CurrencyId>;
  readonly currencyRemoveRequested: EventCallable<AccountId>;
  /** The currency chosen in the wallet's add control (null: none). */
  readonly addCurrencySelected: EventCallable<CurrencyId | null>;
  /** The user signed out: everything resets, answers still under way are dropped. */
  readonly signedOut: EventCallable<void>;

  readonly $accounts: Store<readonly Account[]>;
  readonly $allAccounts: Store<readonly Account[]>;
  readonly $bonuses: Store<readonly Bonus[]>;
  readonly $mainAccount: Store<Account | null>;
  readonly $activeAccount: Store<Account | null>;
  readonly $visibleAccounts: Store<readonly Account[]>;
  readonly $bonusAccount: Store<Account | null>;
  readonly $isUpdateBalanceProcess: Store<boolean>;
  readonly $changeProcess: Store<ChangeProcess>;
  readonly $isAvailableFirstDepositBonus: Store<boolean>;
  readonly $isAccountFrozen: Store<boolean>;
  readonly $selectedAddCurrency: Store<CurrencyId | null>;
  /** The active account may bet / withdraw (a frozen account can not). */
  readonly $canStake: Store<boolean>;
  readonly $canWithdraw: Store<boolean>;

  /** A switch succeeded: the coupon sets its prepaid amount to 0 (wired by the coupon lib). */
  readonly prepaidAmountReset: Event<void>;
  readonly accountSwitched: Event<AccountId>;
  /** The success message of a switch, with the account id; not on a bingo route. */
  readonly switchSuccessAnnounced: Event<SwitchSuccessMessage>;
  readonly accountSwitchFailed: Event<AccountSwitchFailure>;
  readonly currencyAddFinished: Event<CurrencyChangeResult>;
  readonly currencyRemoveFinished: Event<CurrencyChangeResult>;

  readonly __: {
    readonly $logger: StoreWritable<AccountsLogger>;
    readonly $epoch: Store<number>;
    readonly $refreshRepeats: Store<number>;
    readonly logFailureFx: Effect<AccountsLogEntry, void>;
  };
}

interface Call {
  /** The sign-in epoch the call was made in: answers of an older one are dropped. */
  readonly epoch: number;
}
interface RefreshCall extends Call {
  readonly generation: number;
}
interface AccountCall extends Call {
  readonly accountId: AccountId;
}
interface CurrencyCall extends Call {
  readonly currencyId: CurrencyId;
}
interface PollCall extends CurrencyCall {
  /** This poll's number, from 1. */
  readonly poll: number;
}
interface RemoveCall extends AccountCall {
  readonly currencyId: CurrencyId;
}
interface RemoveCheck extends AccountCall {
  readonly currencyId: CurrencyId | null;
  readonly refusal: AccountsError | null;
}

const currentEpoch = (epoch: number, { params }: { readonly params: Call }) => params.epoch === epoch;
const refusalOf = (check: RemoveCheck): AccountsError => check.refusal ?? domainError('accounts.account_unknown');

/**
 * Accounts and the wallet operations of spec §4: switch the active account, add and remove a currency account,
 * refresh the balance. Effects arrive in `deps` (replace them with `fork({ handlers })` in tests).
 */
export function createAccountsModel(deps: AccountsModelDeps): AccountsModel {
  const { fetchBalanceFx, setActiveAccountFx, addCurrencyFx, removeCurrencyFx, $routeId } = deps;

  const balanceRefreshRequested = createEvent();
  const accountSwitchRequested = createEvent<AccountId>();
  const currencyAddRequested = createEvent<CurrencyId>();
  const currencyRemoveRequested = createEvent<AccountId>();
  const addCurrencySelected = createEvent<CurrencyId | null>();
  const signedOut = createEvent();
  const prepaidAmountReset = createEvent();
  const currencyAddFinished = createEvent<CurrencyChangeResult>();
  const currencyRemoveFinished = createEvent<CurrencyChangeResult>();

  const $logger = createStore<AccountsLogger>(deps.logger, { serialize: 'ignore', name: 'accounts.$logger' });
  const logFailureFx = attach({
    source: $logger,
    effect: (logger, entry: AccountsLogEntry) => logger.error(entry.message, entry.context),
  });
  const $epoch = createStore(0, { name: 'accounts.$epoch' }).on(signedOut, (epoch) => epoch + 1);

  // The balance, from any balance call of the current epoch.
  const refreshFx = attach({ effect: fetchBalanceFx, mapParams: (_call: RefreshCall) => undefined });
  const pollFx = attach({ effect: fetchBalanceFx, mapParams: (_call: PollCall) => undefined });
  const balanceReceived = sample({
    clock: [refreshFx.done, pollFx.done],
    source: $epoch,
    filter: currentEpoch,
    fn: (_, { result }) => result,
  });

  const $accounts = createStore<readonly Account[]>([], { name: 'accounts.$accounts' }).on(balanceReceived, (_, balance) => balance.accounts);
  const $allAccounts = createStore<readonly Account[]>([], { name: 'accounts.$allAccounts' }).on(balanceReceived, (_, balance) => balance.allAccounts);
  const $bonuses = createStore<readonly Bonus[]>([], { name: 'accounts.$bonuses' }).on(balanceReceived, (_, balance) => balance.bonuses);
  const $isAvailableFirstDepositBonus = createStore(false, { name: 'accounts.$isAvailableFirstDepositBonus' }).on(
    balanceReceived,
    (_, balance) => balance.isAvailableFirstDepositBonus,
  );
  const $isAccountFrozen = createStore(false, { name: 'accounts.$isAccountFrozen' }).on(balanceReceived, (_, balance) => balance.isAccountFrozen);

  const $mainAccount = combine($accounts, $allAccounts, (accounts, allAccounts) => mainAccountOf({ accounts, allAccounts }));
  const $activeAccount = combine($accounts, $allAccounts, (accounts, allAccounts) => activeAccountOf({ accounts, allAccounts }));
  const $bonusAccount = combine($accounts, $allAccounts, (accounts, allAccounts) => bonusAccountOf({ accounts, allAccounts }));
  const $visibleAccounts = $accounts.map(visibleAccountsOf);
  const $canStake = combine($isAccountFrozen, $activeAccount, (isAccountFrozen, account) => canStake({ isAccountFrozen, account }));
  const $canWithdraw = combine($isAccountFrozen, $activeAccount, (isAccountFrozen, account) => canWithdraw({ isAccountFrozen, account }));

  // Balance refresh: one call, then repeats while no account is active (at most 5, 2500 ms apart).
  const $refreshGeneration = createStore(0, { name: 'accounts.$refreshGeneration' });
  const $refreshRepeats = createStore(0, { name: 'accounts.$refreshRepeats' });
  const $isUpdateBalanceProcess = createStore(false, { name: 'accounts.$isUpdateBalanceProcess' });

  const refreshStarted = sample({
    clock: balanceRefreshRequested,
    source: { epoch: $epoch, generation: $refreshGeneration },
    fn: ({ epoch, generation }): RefreshCall => ({ epoch, generation: generation + 1 }),
  });
  $refreshGeneration.on(refreshStarted, (_, call) => call.generation);
  const refreshEnded = sample({
    clock: refreshFx.finally,
    source: { epoch: $epoch, generation: $refreshGeneration, repeats: $refreshRepeats, active: $activeAccount },
    filter: (current, { params }) => params.epoch === current.epoch && params.generation === current.generation,
    fn: (current, outcome) => {
      const hasActiveAccount = outcome.status === 'done' ? activeAccountOf(outcome.result) !== null : current.active !== null;
      return { call: outcome.params, repeat: shouldRepeatBalanceRefresh({ hasActiveAccount, repeatsDone: current.repeats }) };
    },
  });
  const repeatDue = delay({
    source: sample({ clock: refreshEnded, filter: (ended) => ended.repeat, fn: (ended) => ended.call }),
    timeout: BALANCE_REFRESH_REPEAT_MS,
  });
  const repeatCall = sample({
    clock: repeatDue,
    source: { epoch: $epoch, generation: $refreshGeneration },
    filter: (current, call) => call.epoch === current.epoch && call.generation === current.generation,
    fn: (_, call) => call,
  });
  $refreshRepeats.on(refreshStarted, () => 0).on(repeatCall, (repeats) => repeats + 1);
  sample({ clock: [refreshStarted, repeatCall], target: refreshFx });
  $isUpdateBalanceProcess
    .on(refreshStarted, () => true)
    .on(
      sample({ clock: refreshEnded, filter: (ended) => !ended.repeat }),
      () => false,
    );
  sample({
    clock: refreshFx.fail,
    source: $epoch,
    filter: currentEpoch,
    fn: (_, { error }): AccountsLogEntry => ({ message: 'accounts: balance refresh failed', context: { error: errorText(error) } }),
    target: logFailureFx,
  });

  const $changeProcess = createStore<ChangeProcess>(IDLE_CHANGE_PROCESS, { name: 'accounts.$changeProcess' });

  // Switch: change process, the answer's accounts, prepaid amount to 0, refresh, success message (not on bingo).
  const switchFx = attach({ effect: setActiveAccountFx, mapParams: (call: AccountCall) => call.accountId });
  const switchStarted = sample({
    clock: accountSwitchRequested,
    source: { process: $changeProcess, epoch: $epoch },
    filter: ({ process }) => !process.change,
    fn: ({ epoch }, accountId): AccountCall => ({ epoch, accountId }),
  });
  sample({ clock: switchStarted, target: switchFx });
  const switchSucceeded = sample({
    clock: switchFx.done,
    source: $epoch,
    filter: currentEpoch,
    fn: (_, { params, result }) => ({ accountId: params.accountId, accounts: result }),
  });
  const accountSwitchFailed = sample({
    clock: switchFx.fail,
    source: $epoch,
    filter: currentEpoch,
    fn: (_, { params, error }): AccountSwitchFailure => ({ accountId: params.accountId, code: 'accounts.refused', message: errorText(error) }),
  });
  $changeProcess
    .on(switchStarted, (process) => ({ ...process, change: true }))
    .on([switchSucceeded, accountSwitchFailed], (process) => ({ ...process, change: false }));
  $accounts.on(switchSucceeded, (_, { accounts }) => accounts);
  $allAccounts.on(switchSucceeded, (allAccounts, { accounts }) => allAccountsAfterSwitch(allAccounts, accounts));
  sample({ clock: switchSucceeded, fn: () => undefined, target: prepaidAmountReset });
  sample({ clock: switchSucceeded, fn: () => undefined, target: balanceRefreshRequested });
  const accountSwitched = sample({ clock: switchSucceeded, fn: ({ accountId }) => accountId });
  const switchMessage = sample({ clock: switchSucceeded, source: $routeId, fn: (routeId, { accountId }) => switchSuccessMessage(accountId, routeId) });
  const switchSuccessAnnounced = sample({ clock: switchMessage, filter: (message): message is SwitchSuccessMessage => message !== null });
  sample({
    clock: accountSwitchFailed,
    fn: (failure): AccountsLogEntry => ({ message: 'accounts: switch failed', context: { ...failure } }),
    target: logFailureFx,
  });

  // Add currency: add process, the call, then the account list polled every 1000 ms until the currency appears.
  const addFx = attach({ effect: addCurrencyFx, mapParams: (call: CurrencyCall) => call.currencyId });
  const addChecked = sample({
    clock: currencyAddRequested,
    source: { process: $changeProcess, epoch: $epoch, accounts: $accounts, allAccounts: $allAccounts },
    filter: ({ process }) => !process.add,
    fn: ({ epoch, accounts, allAccounts }, currencyId) => ({ epoch, currencyId, held: isCurrencyHeld([...accounts, ...allAccounts], currencyId) }),
  });
  const addStarted = sample({ clock: addChecked, filter: (check) => !check.held, fn: ({ epoch, currencyId }): CurrencyCall => ({ epoch, currencyId }) });
  const addHeld = sample({
    clock: addChecked,
    filter: (check) => check.held,
    fn: ({ currencyId }) => changeFailure({ currencyId }, domainError('accounts.currency_already_held', 'Already held', { currencyId })),
  });
  sample({ clock: addStarted, target: addFx });
  const addAnswered = sample({ clock: addFx.done, source: $epoch, filter: currentEpoch, fn: (_, { params, result }) => ({ call: params, answer: result }) });
  const addAccepted = sample({ clock: addAnswered, filter: ({ answer }) => answer.success, fn: ({ call }): PollCall => ({ ...call, poll: 1 }) });
  const addRefused = sample({
    clock: addAnswered,
    filter: ({ answer }) => !answer.success,
    fn: ({ call, answer }) => refusedByServer({ currencyId: call.currencyId }, answer.success ? '' : answer.data.message),
  });
  const addFailed = sample({
    clock: addFx.fail,
    source: $epoch,
    filter: currentEpoch,
    fn: (_, { params, error }) => ({ result: changeFailure({ currencyId: params.currencyId }, domainError('accounts.request_failed')), error: errorText(error) }),
  });
  const pollEnded = sample({
    clock: pollFx.finally,
    source: $epoch,
    filter: currentEpoch,
    fn: (_, outcome) => {
      const found = outcome.status === 'done' ? accountInCurrency([...outcome.result.accounts, ...outcome.result.allAccounts], outcome.params.currencyId) : null;
      return { call: outcome.params, outcome: pollOutcome(found, outcome.params.poll) };
    },
  });
  const pollDue = delay({
    source: sample({ clock: pollEnded, filter: ({ outcome }) => outcome.kind === 'again', fn: ({ call }): PollCall => ({ ...call, poll: call.poll + 1 }) }),
    timeout: CURRENCY_ADD_POLL_MS,
  });
  sample({ clock: [addAccepted, sample({ clock: pollDue, source: $epoch, filter: (epoch, call) => call.epoch === epoch, fn: (_, call) => call })], target: pollFx });
  const addListed = sample({
    clock: pollEnded,
    filter: ({ outcome }) => outcome.kind === 'found',
    fn: ({ call, outcome }): CurrencyChangeResult => ({ success: true, currencyId: call.currencyId, accountId: outcome.kind === 'found' ? outcome.accountId : 0 }),
  });
  const addNotListed = sample({
    clock: pollEnded,
    filter: ({ outcome }) => outcome.kind === 'gave-up',
    fn: ({ call }) => changeFailure({ currencyId: call.currencyId }, domainError('accounts.currency_not_listed')),
  });
  const addFailedResult = sample({ clock: addFailed, fn: ({ result }) => result });
  sample({ clock: [addHeld, addRefused, addFailedResult, addListed, addNotListed], target: currencyAddFinished });
  $changeProcess
    .on(addStarted, (process) => ({ ...process, add: true }))
    .on([addRefused, addFailed, addListed, addNotListed], (process) => ({ ...process, add: false }));
  sample({
    clock: [addRefused, addNotListed],
    fn: (result): AccountsLogEntry => ({ message: 'accounts: add currency failed', context: { ...result } }),
    target: logFailureFx,
  });
  sample({
    clock: addFailed,
    fn: ({ result, error }): AccountsLogEntry => ({ message: 'accounts: add currency failed', context: { ...result, error } }),
    target: logFailureFx,
  });
  const $selectedAddCurrency = createStore<CurrencyId | null>(null, { name: 'accounts.$selectedAddCurrency' })
    .on(addCurrencySelected, (_, currencyId) => currencyId)
    .reset(addListed);

  // Remove currency: delete process, the call, then the account removed locally.
  const removeFx = attach({ effect: removeCurrencyFx, mapParams: (call: RemoveCall) => call.accountId });
  const removeChecked = sample({
    clock: currencyRemoveRequested,
    source: { process: $changeProcess, epoch: $epoch, accounts: $accounts, allAccounts: $allAccounts },
    filter: ({ process }) => !process.delete,
    fn: ({ epoch, accounts, allAccounts }, accountId): RemoveCheck => {
      const account = findAccount({ accounts, allAccounts }, accountId);
      return { epoch, accountId, currencyId: account?.currencyId ?? null, refusal: removalRefusal(account) };
    },
  });
  const removeRefusedHere = sample({
    clock: removeChecked,
    filter: (check) => check.refusal !== null || check.currencyId === null,
    fn: (check) => changeFailure(check, refusalOf(check)),
  });
  const removeStarted = sample({
    clock: removeChecked,
    filter: (check) => check.refusal === null && check.currencyId !== null,
    fn: ({ epoch, accountId, currencyId }): RemoveCall => ({ epoch, accountId, currencyId: currencyId ?? 0 }),
  });
  sample({ clock: removeStarted, target: removeFx });
  const removeAnswered = sample({ clock: removeFx.done, source: $epoch, filter: currentEpoch, fn: (_, { params, result }) => ({ call: params, answer: result }) });
  const accountRemoved = sample({
    clock: removeAnswered,
    filter: ({ answer }) => answer.success,
    fn: ({ call }): CurrencyChangeResult => ({ success: true, accountId: call.accountId, currencyId: call.currencyId }),
  });
  const removeRefused = sample({
    clock: removeAnswered,
    filter: ({ answer }) => !answer.success,
    fn: ({ call, answer }) => refusedByServer(call, answer.success ? '' : answer.data.message),
  });
  const removeFailed = sample({
    clock: removeFx.fail,
    source: $epoch,
    filter: currentEpoch,
    fn: (_, { params, error }) => ({ result: changeFailure(params, domainError('accounts.request_failed')), error: errorText(error) }),
  });
  const removedId = sample({ clock: accountRemoved, fn: (result) => result.accountId ?? 0 });
  $accounts.on(removedId, withoutAccount);
  $allAccounts.on(removedId, withoutAccount);
  const removeFailedResult = sample({ clock: removeFailed, fn: ({ result }) => result });
  sample({ clock: [removeRefusedHere, accountRemoved, removeRefused, removeFailedResult], target: currencyRemoveFinished });
  $changeProcess
    .on(removeStarted, (process) => ({ ...process, delete: true }))
    .on([accountRemoved, removeRefused, removeFailed], (process) => ({ ...process, delete: false }));
  sample({
    clock: removeRefused,
    fn: (result): AccountsLogEntry => ({ message: 'accounts: remove currency failed', context: { ...result } }),
    target: logFailureFx,
  });
  sample({
    clock: removeFailed,
    fn: ({ result, error }): AccountsLogEntry => ({ message: 'accounts: remove currency failed', context: { ...result, error } }),
    target: logFailureFx,
  });

  // Sign out: everything back to the start.
  for (const store of [$accounts, $allAccounts, $bonuses, $isAvailableFirstDepositBonus, $isAccountFrozen, $isUpdateBalanceProcess, $changeProcess, $selectedAddCurrency, $refreshRepeats]) {
    store.reset(signedOut);
  }

  return {
    balanceRefreshRequested,
    accountSwitchRequested,
    currencyAddRequested,
    currencyRemoveRequested,
    addCurrencySelected,
    signedOut,
    $accounts,
    $allAccounts,
    $bonuses,
    $mainAccount,
    $activeAccount,
    $visibleAccounts,
    $bonusAccount,
    $isUpdateBalanceProcess,
    $changeProcess,
    $isAvailableFirstDepositBonus,
    $isAccountFrozen,
    $selectedAddCurrency,
    $canStake,
    $canWithdraw,
    prepaidAmountReset,
    accountSwitched,
    switchSuccessAnnounced,
    accountSwitchFailed,
    currencyAddFinished,
    currencyRemoveFinished,
    __: { $logger, $epoch, $refreshRepeats, logFailureFx },
  };
}
