import { domainError } from '@betting/kernel';
import { attach, createStore, sample, type Effect, type EventCallable } from 'effector';
import { delay } from 'patronum';
import type { Balance, CurrencyId } from '../rules/account';
import { accountInCurrency, isCurrencyHeld } from '../rules/currencies';
import { CURRENCY_ADD_POLL_MS, changeFailure, errorText, pollOutcome, refusedByServer, type CurrencyChangeAnswer, type CurrencyChangeResult } from '../rules/operations';
import { currentEpoch, type AccountsCore, type AccountsLogEntry, type CurrencyCall, type PollCall } from './accounts.calls';

interface CurrencyAddDeps {
  readonly addCurrencyFx: Effect<CurrencyId, CurrencyChangeAnswer>;
  readonly pollFx: Effect<PollCall, Balance>;
  readonly currencyAddRequested: EventCallable<CurrencyId>;
  readonly addCurrencySelected: EventCallable<CurrencyId | null>;
  readonly currencyAddFinished: EventCallable<CurrencyChangeResult>;
}

/** Adding a currency account: the call, then the account list polled until the currency appears. */
export function createCurrencyAdd(
  { $epoch, $accounts, $allAccounts, $changeProcess, logFailureFx }: AccountsCore,
  { addCurrencyFx, pollFx, currencyAddRequested, addCurrencySelected, currencyAddFinished }: CurrencyAddDeps
) {
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
  $changeProcess.on(addStarted, (process) => ({ ...process, add: true })).on([addRefused, addFailed, addListed, addNotListed], (process) => ({ ...process, add: false }));
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

  return { $selectedAddCurrency };
}
