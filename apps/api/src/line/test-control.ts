// The test-control API's door into line: its /__test routes. Only the test-control module (non-production builds)
// and tests import this file, so none of it reaches the production bundle (see apps/api/README.md).

export { lineTestControlRoutes } from './line.test-control';
