// Test support of wallet for other modules' suites: its fixtures, and what they check that production does not import.
// Only test files and fixtures import this file (see apps/api/README.md, "Modules and their front doors").

// test support for backoffice, betting, bonuses, casino, limits
export { setAccountFrozen } from './accounts';
export { auditLedger, type UserMoneyInput } from './ledger';
export { openTestWallet, type TestWallet, userIds } from './ledger/testing/ledger-fixtures';
export { TEAM_CASH_TEST_CONTROL_PATHS } from './team-cash.test-control';
