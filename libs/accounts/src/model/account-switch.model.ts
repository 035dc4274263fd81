import { attach, sample, type Effect, type EventCallable, type Store } from 'effector';
import { allAccountsAfterSwitch, type Account, type AccountId } from '../rules/account';
import { errorText } from '../rules/operations';
import { switchSuccessMessage, type SwitchSuccessMessage } from '../rules/switch';
import { currentEpoch, type AccountCall, type AccountsCore, type AccountsLogEntry, type AccountSwitchFailure } from './accounts.calls';

interface AccountSwitchDeps {
  readonly setActiveAccountFx: Effect<AccountId, readonly Account[]>;
  readonly $routeId: Store<string | null>;
  readonly accountSwitchRequested: EventCallable<AccountId>;
  readonly balanceRefreshRequested: EventCallable<void>;
  readonly prepaidAmountReset: EventCallable<void>;
}

/** The switch of the active account: the change process, the answer's accounts, then a refresh and the message. */
export function createAccountSwitch(
  { $epoch, $accounts, $allAccounts, $changeProcess, logFailureFx }: AccountsCore,
  { setActiveAccountFx, $routeId, accountSwitchRequested, balanceRefreshRequested, prepaidAmountReset }: AccountSwitchDeps
) {
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
  $changeProcess.on(switchStarted, (process) => ({ ...process, change: true })).on([switchSucceeded, accountSwitchFailed], (process) => ({ ...process, change: false }));
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

  return { accountSwitched, switchSuccessAnnounced, accountSwitchFailed };
}
