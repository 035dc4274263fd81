import { start } from './start';
import { testControlRoutes, testScopeOverrides } from './test-control/test-control.routes';

// The non-production entry point: the same site plus the test-control API, for browser journeys and local debugging.
await start({
  isProduction: false,
  testControl: async (app, options) => {
    await app.register(testControlRoutes, options);
  },
  overridesFor: testScopeOverrides,
});
