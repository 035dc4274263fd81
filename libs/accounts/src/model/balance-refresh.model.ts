import { createStore, sample, type Effect, type Event, type Store } from 'effector';
import { delay } from 'patronum';
import { activeAccountOf, type Account, type Balance } from '../rules/account';
import { BALANCE_REFRESH_REPEAT_MS, errorText, shouldRepeatBalanceRefresh } from '../rules/operations';
import { currentEpoch, type AccountsCore, type AccountsLogEntry, type RefreshCall } from './accounts.calls';

interface BalanceRefreshDeps {
  readonly balanceRefreshRequested: Event<void>;
  readonly refreshFx: Effect<RefreshCall, Balance>;
  readonly $activeAccount: Store<Account | null>;
}

/** The balance refresh of the accounts model: one call, then repeats while no account is active. */
export function createBalanceRefresh({ $epoch, logFailureFx }: AccountsCore, { balanceRefreshRequested, refreshFx, $activeAccount }: BalanceRefreshDeps) {
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
  $isUpdateBalanceProcess.on(refreshStarted, () => true).on(sample({ clock: refreshEnded, filter: (ended) => !ended.repeat }), () => false);
  sample({
    clock: refreshFx.fail,
    source: $epoch,
    filter: currentEpoch,
    fn: (_, { error }): AccountsLogEntry => ({ message: 'accounts: balance refresh failed', context: { error: errorText(error) } }),
    target: logFailureFx,
  });

  return { $isUpdateBalanceProcess, $refreshRepeats };
}
