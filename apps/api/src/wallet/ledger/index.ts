// The wallet's double-entry ledger: what HTTP routes, payment callbacks and bet settlement call.

// operations (each idempotent by its key, each one database transaction)
export { creditDeposit } from './operations/deposits';
export { approveWithdrawal, rejectWithdrawal, requestWithdrawal } from './operations/withdrawals';
export { payWin, placeStake, placeStakeWithin, refundStake } from './operations/bets';
export { forfeitBonus, grantBonus } from './operations/bonuses';
export { transferBetweenAccounts } from './operations/transfers';
export { reverseTransaction } from './operations/reversals';

// reads
export { accountBalances, accountEntries } from './balances';
export { auditLedger, postingSumsByCurrency } from './audit-ledger';

// types
export type { UserMoneyInput } from './operations/money-input';
export type { WithdrawalDecisionInput } from './operations/withdrawals';
export type { TransferInput } from './operations/transfers';
export type { ReversalInput } from './operations/reversals';
export type { AccountBalance, AccountEntry, AccountEntriesQuery } from './balances';
export type { LedgerAudit } from './audit-ledger';
export type { LedgerError, LedgerErrorCode } from './ledger-errors';
export type { LedgerCall, LedgerEntry, LedgerReceipt, LedgerTransactionKind, SystemAccountCode, WithdrawalStatus } from './ledger-types';
