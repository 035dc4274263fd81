// Test support of line for other modules' suites: its fixtures, and what they check that production does not import.
// Only test files and fixtures import this file (see apps/api/README.md, "Modules and their front doors").

// test support for betting
export { simulated } from './bet-builder.simulation';
export { SPORT_BY_ID } from './catalog';
export { marginFor, type MarketDef, type ModelState } from './odds';
