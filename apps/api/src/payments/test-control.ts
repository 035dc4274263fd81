// The test-control API's door into payments: its /__test routes. Only the test-control module (non-production builds)
// and tests import this file, so none of it reaches the production bundle (see apps/api/README.md).

export { paymentsTestControlRoutes } from './payments.test-control';
