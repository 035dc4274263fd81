import { domainError } from '@betting/kernel';
import type { AccountId, CurrencyId } from './account';
import type { AccountsError, AccountsErrorCode } from './errors';

/** Spec §9: the balance refresh repeats while no active account exists, at most 5 times, 2500 ms apart. */
export const BALANCE_REFRESH_MAX_REPEATS = 5;
export const BALANCE_REFRESH_REPEAT_MS = 2500;
/** Spec §9: after an add, the account list is polled every 1000 ms until the currency appears… */
export const CURRENCY_ADD_POLL_MS = 1000;
/** …at most this many times (ours: the first poll at once, the last about 9 s after the add answered). */
export const CURRENCY_ADD_MAX_POLLS = 10;

/** Spec §3 is_changed_process. */
export interface ChangeProcess {
  readonly add: boolean;
  readonly delete: boolean;
  readonly change: boolean;
}
export const IDLE_CHANGE_PROCESS: ChangeProcess = { add: false, delete: false, change: false };

/** After a refresh call ended (`repeatsDone` repeats already made): whether to call again in 2500 ms. */
export function shouldRepeatBalanceRefresh({ hasActiveAccount, repeatsDone }: { readonly hasActiveAccount: boolean; readonly repeatsDone: number }): boolean {
  return !hasActiveAccount && repeatsDone < BALANCE_REFRESH_MAX_REPEATS;
}

/** After a poll that did not list the currency (`pollsDone` polls made, this one included): whether to poll again. */
export function shouldPollAgain(pollsDone: number): boolean {
  return pollsDone < CURRENCY_ADD_MAX_POLLS;
}

/** The outcome of an add or remove currency (spec §8: a failure is `success: false` with the server's message). */
export type CurrencyChangeResult =
  | { readonly success: true; readonly currencyId: CurrencyId; readonly accountId: AccountId }
  | { readonly success: false; readonly currencyId: CurrencyId | null; readonly accountId: AccountId | null; readonly code: AccountsErrorCode; readonly message: string | null };

/** What the add/remove call answered, as the contract reads it (contracts' CurrencyChangeResponse). */
export type CurrencyChangeAnswer =
  | { readonly success: true; readonly data: { readonly message?: string | undefined; readonly account_id?: number | undefined } }
  | { readonly success: false; readonly data: { readonly message: string; readonly code?: string | undefined } };

/** A failed change: the server's message when it gave one (refused), else none (the request failed). */
export function changeFailure(
  target: { readonly currencyId?: CurrencyId | null; readonly accountId?: AccountId | null },
  error: AccountsError,
  serverMessage: string | null = null,
): CurrencyChangeResult {
  return { success: false, currencyId: target.currencyId ?? null, accountId: target.accountId ?? null, code: error.code, message: serverMessage };
}

export function refusedByServer(target: { readonly currencyId?: CurrencyId | null; readonly accountId?: AccountId | null }, message: string): CurrencyChangeResult {
  return changeFailure(target, domainError('accounts.refused', message), message);
}

/** The message of a thrown request error, for the log. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'unknown error';
}

export type PollOutcome = { readonly kind: 'found'; readonly accountId: AccountId } | { readonly kind: 'again' } | { readonly kind: 'gave-up' };

/** After poll number `pollsDone` (from 1): the account the currency got, another poll, or giving up. */
export function pollOutcome(found: { readonly id: AccountId } | null, pollsDone: number): PollOutcome {
  if (found !== null) return { kind: 'found', accountId: found.id };
  return shouldPollAgain(pollsDone) ? { kind: 'again' } : { kind: 'gave-up' };
}
