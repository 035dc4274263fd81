import { attach, combine, createEvent, createStore, sample, type Effect, type Event, type EventCallable, type Store, type StoreWritable } from 'effector';
import { activeAccountOf, bonusAccountOf, mainAccountOf, visibleAccountsOf, type Account, type AccountId, type Balance, type Bonus, type CurrencyId } from '../rules/account';
import { IDLE_CHANGE_PROCESS, type ChangeProcess, type CurrencyChangeAnswer, type CurrencyChangeResult } from '../rules/operations';
import { canStake, canWithdraw } from '../rules/permissions';
import type { SwitchSuccessMessage } from '../rules/switch';
import { createAccountSwitch } from './account-switch.model';
import { currentEpoch, type AccountsCore, type AccountsLogEntry, type AccountsLogger, type AccountSwitchFailure, type PollCall, type RefreshCall } from './accounts.calls';
import { createBalanceRefresh } from './balance-refresh.model';
import { createCurrencyAdd } from './currency-add.model';
import { createCurrencyRemove } from './currency-remove.model';

export type { AccountsLogEntry, AccountsLogger, AccountSwitchFailure } from './accounts.calls';

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
  const $isAvailableFirstDepositBonus = createStore(false, { name: 'accounts.$isAvailableFirstDepositBonus' }).on(balanceReceived, (_, balance) => balance.isAvailableFirstDepositBonus);
  const $isAccountFrozen = createStore(false, { name: 'accounts.$isAccountFrozen' }).on(balanceReceived, (_, balance) => balance.isAccountFrozen);

  const $mainAccount = combine($accounts, $allAccounts, (accounts, allAccounts) => mainAccountOf({ accounts, allAccounts }));
  const $activeAccount = combine($accounts, $allAccounts, (accounts, allAccounts) => activeAccountOf({ accounts, allAccounts }));
  const $bonusAccount = combine($accounts, $allAccounts, (accounts, allAccounts) => bonusAccountOf({ accounts, allAccounts }));
  const $visibleAccounts = $accounts.map(visibleAccountsOf);
  const $canStake = combine($isAccountFrozen, $activeAccount, (isAccountFrozen, account) => canStake({ isAccountFrozen, account }));
  const $canWithdraw = combine($isAccountFrozen, $activeAccount, (isAccountFrozen, account) => canWithdraw({ isAccountFrozen, account }));

  const $changeProcess = createStore<ChangeProcess>(IDLE_CHANGE_PROCESS, { name: 'accounts.$changeProcess' });
  const core: AccountsCore = { $epoch, $accounts, $allAccounts, $changeProcess, logFailureFx };

  const { $isUpdateBalanceProcess, $refreshRepeats } = createBalanceRefresh(core, { balanceRefreshRequested, refreshFx, $activeAccount });

  const { accountSwitched, switchSuccessAnnounced, accountSwitchFailed } = createAccountSwitch(core, {
    setActiveAccountFx,
    $routeId,
    accountSwitchRequested,
    balanceRefreshRequested,
    prepaidAmountReset,
  });
  const { $selectedAddCurrency } = createCurrencyAdd(core, { addCurrencyFx, pollFx, currencyAddRequested, addCurrencySelected, currencyAddFinished });
  createCurrencyRemove(core, { removeCurrencyFx, currencyRemoveRequested, currencyRemoveFinished });

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
