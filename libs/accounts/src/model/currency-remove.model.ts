import { domainError } from '@betting/kernel';
import { attach, sample, type Effect, type EventCallable } from 'effector';
import { findAccount, withoutAccount, type AccountId } from '../rules/account';
import { removalRefusal } from '../rules/currencies';
import { changeFailure, errorText, refusedByServer, type CurrencyChangeAnswer, type CurrencyChangeResult } from '../rules/operations';
import { currentEpoch, refusalOf, type AccountsCore, type AccountsLogEntry, type RemoveCall, type RemoveCheck } from './accounts.calls';

interface CurrencyRemoveDeps {
  readonly removeCurrencyFx: Effect<AccountId, CurrencyChangeAnswer>;
  readonly currencyRemoveRequested: EventCallable<AccountId>;
  readonly currencyRemoveFinished: EventCallable<CurrencyChangeResult>;
}

/** Removing a currency account: the checks, the call, then the account removed locally. */
export function createCurrencyRemove(
  { $epoch, $accounts, $allAccounts, $changeProcess, logFailureFx }: AccountsCore,
  { removeCurrencyFx, currencyRemoveRequested, currencyRemoveFinished }: CurrencyRemoveDeps
) {
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
  $changeProcess.on(removeStarted, (process) => ({ ...process, delete: true })).on([accountRemoved, removeRefused, removeFailed], (process) => ({ ...process, delete: false }));
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
}
