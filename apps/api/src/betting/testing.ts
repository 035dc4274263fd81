// Test support of betting for other modules' suites: its fixtures, and what they check that production does not import.
// Only test files and fixtures import this file (see apps/api/README.md, "Modules and their front doors").

// test support for backoffice, limits, line
export { balanceOf, bettingSite, type Bettor, finishGame, ledgerCount, lineGame, newBettor, placeCall, settleNow, TEST_BETTING } from './betting.fixture';
