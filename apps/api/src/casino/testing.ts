// Test support of casino for other modules' suites: its fixtures, and what they check that production does not import.
// Only test files and fixtures import this file (see apps/api/README.md, "Modules and their front doors").

// test support for limits
export { drawCalls, openDrawWithSeed, playDrawOut, runSchedule } from './draws/draws.fixture';
export { gameCalls, newPlayer, nextSeed, type Player } from './games/games.fixture';
export { drawnLotto, poolCalls, settledToto, tick } from './pools/pools.fixture';
