// The test-control API's door into casino: its /__test routes. Only the test-control module (non-production builds)
// and tests import this file, so none of it reaches the production bundle (see apps/api/README.md).

export { casinoDrawsTestControlRoutes } from './draws/draws.test-control';
export { casinoGamesTestControlRoutes } from './games/games.test-control';
export { casinoPoolsTestControlRoutes } from './pools/pools.test-control';
export { casinoTournamentsTestControlRoutes } from './tournaments/tournaments.test-control';
