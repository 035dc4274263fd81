// The test-control API's door into navigation: its /__test routes. Only the test-control module (non-production builds)
// and tests import this file, so none of it reaches the production bundle (see apps/api/README.md).

export { maintenanceTestControlRoutes } from './maintenance.test-control';
