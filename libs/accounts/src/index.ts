// rules: the Account entity and what derives from a balance
export {
  ACCOUNT_TYPES,
  EMPTY_BALANCE,
  activeAccountOf,
  allAccountsAfterSwitch,
  bonusAccountOf,
  findAccount,
  isBonusAccount,
  isMainAccount,
  isMainOrCurrencyAccount,
  mainAccountOf,
  visibleAccountsOf,
  withoutAccount,
} from './rules/account';
export { ACCOUNT_CONVERSION_STATUS, canConvertAccount, isAccountConversionStatus } from './rules/conversion';
export { canStake, canWithdraw, stakeRefusal, withdrawRefusal } from './rules/permissions';
export { accountInCurrency, addableCurrencies, isCurrencyHeld, removalRefusal } from './rules/currencies';
export { headerBalance } from './rules/header-balance';
export { BINGO_ROUTE_ID, isBingoRoute, switchSuccessMessage } from './rules/switch';

// rules: wallet operations and team cash
export {
  BALANCE_REFRESH_MAX_REPEATS,
  BALANCE_REFRESH_REPEAT_MS,
  CURRENCY_ADD_MAX_POLLS,
  CURRENCY_ADD_POLL_MS,
  IDLE_CHANGE_PROCESS,
  changeFailure,
  pollOutcome,
  refusedByServer,
  shouldPollAgain,
  shouldRepeatBalanceRefresh,
} from './rules/operations';
export {
  TEAM_CASH_COOKIES,
  TEAM_CASH_COOKIE_MAX_AGE_MS,
  TEAM_CASH_MAX_PAGES,
  TEAM_CASH_MODAL_AT,
  TEAM_CASH_PAID_STATUS_ID,
  isPaidTeamCashPayment,
  nextTeamCashPage,
  paidTeamCashCount,
  teamCashCookieExpiresAt,
  teamCashModal,
} from './rules/team-cash';

// model
export { createAccountsModel } from './model/accounts.model';

// types
export type { Account, AccountId, Balance, Bonus, CurrencyId } from './rules/account';
export type { AccountConversionStatus } from './rules/conversion';
export type { PermissionInput, StakeInput } from './rules/permissions';
export type { OfferedCurrency } from './rules/currencies';
export type { HeaderBalance, HeaderBalanceInput } from './rules/header-balance';
export type { SwitchSuccessMessage } from './rules/switch';
export type { ChangeProcess, CurrencyChangeAnswer, CurrencyChangeResult, PollOutcome } from './rules/operations';
export type { AccountsError, AccountsErrorCode } from './rules/errors';
export type { TeamCashCookie, TeamCashModalDecision, TeamCashModalInput, TeamCashRecord } from './rules/team-cash';
export type { AccountSwitchFailure, AccountsLogEntry, AccountsLogger, AccountsModel, AccountsModelDeps } from './model/accounts.model';
