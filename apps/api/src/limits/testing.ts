// Test support of limits for other modules' suites: its fixtures, and what they check that production does not import.
// Only test files and fixtures import this file (see apps/api/README.md, "Modules and their front doors").

// test support for backoffice, betting, casino
export { fund, limitCalls, newPerson, pingFor, startOfNextDay, userTokenOf } from './limits.fixture';
