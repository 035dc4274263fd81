import { domainError } from '@betting/kernel';
import type { Effect, Store, StoreWritable } from 'effector';
import type { Account, AccountId, CurrencyId } from '../rules/account';
import type { AccountsError, AccountsErrorCode } from '../rules/errors';
import type { ChangeProcess } from '../rules/operations';

/** Where failures go (the app's logger; a list in tests). */
export interface AccountsLogger {
  error(message: string, context: Readonly<Record<string, unknown>>): void;
}

export interface AccountsLogEntry {
  readonly message: string;
  readonly context: Readonly<Record<string, unknown>>;
}

export interface AccountSwitchFailure {
  readonly accountId: AccountId;
  readonly code: AccountsErrorCode;
  readonly message: string;
}

/** What every section of the accounts model shares: the sign-in epoch, the account lists, the change process, the log. */
export interface AccountsCore {
  readonly $epoch: Store<number>;
  readonly $accounts: StoreWritable<readonly Account[]>;
  readonly $allAccounts: StoreWritable<readonly Account[]>;
  readonly $changeProcess: StoreWritable<ChangeProcess>;
  readonly logFailureFx: Effect<AccountsLogEntry, void>;
}

export interface Call {
  /** The sign-in epoch the call was made in: answers of an older one are dropped. */
  readonly epoch: number;
}
export interface RefreshCall extends Call {
  readonly generation: number;
}
export interface AccountCall extends Call {
  readonly accountId: AccountId;
}
export interface CurrencyCall extends Call {
  readonly currencyId: CurrencyId;
}
export interface PollCall extends CurrencyCall {
  /** This poll's number, from 1. */
  readonly poll: number;
}
export interface RemoveCall extends AccountCall {
  readonly currencyId: CurrencyId;
}
export interface RemoveCheck extends AccountCall {
  readonly currencyId: CurrencyId | null;
  readonly refusal: AccountsError | null;
}

export const currentEpoch = (epoch: number, { params }: { readonly params: Call }) => params.epoch === epoch;
export const refusalOf = (check: RemoveCheck): AccountsError => check.refusal ?? domainError('accounts.account_unknown');
