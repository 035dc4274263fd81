// The test-control API's door into wallet: its /__test routes. Only the test-control module (non-production builds)
// and tests import this file, so none of it reaches the production bundle (see apps/api/README.md).

export { ledgerTestControlRoutes } from './ledger.test-control';
export { teamCashTestControlRoutes } from './team-cash.test-control';
