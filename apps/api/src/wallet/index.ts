// Wallet: the bettor's accounts and their views, the double-entry ledger, conversion, team cash and account history.
// Other modules reach it only through this file (see apps/api/README.md, "Modules and their front doors").

// for app.ts, backoffice, betting, bonuses, casino, db, identity, limits, payments, test-control
export { toTeamCashPayment } from './account-history';
export { TEAM_CASH_COLUMNS, type TeamCashRow } from './team-cash.repository';
export { openAccounts } from './accounts-view';
export { accountsRoutes } from './accounts.routes';
export { ACCOUNT_TYPE, openBonusAccount, openCurrencyAccount, openMainAccount, type WalletAccount } from './accounts';
export { type AccountBalance, accountBalances, approveWithdrawal, creditDeposit, forfeitBonus, grantBonus, type LedgerError, type LedgerReceipt, payWin, placeStake, placeStakeWithin, refundStake, rejectWithdrawal, requestWithdrawal, reverseTransaction, transferBetweenAccounts } from './ledger';
export { changeTeamCashStatus, recordTeamCashPayment, TEAM_CASH_STATUS, type TeamCashErrorCode } from './team-cash';
