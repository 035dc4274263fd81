import type { AppOptions } from '../app';
import { testControlRoutes, testScopeOverrides } from './test-control.routes';

/** What the non-production build adds to the app: the test-control API and its scoped setting overrides. */
export const testControlAppOptions: Pick<AppOptions, 'testControl' | 'overridesFor'> = {
  testControl: async (app, options) => {
    await app.register(testControlRoutes, options);
  },
  overridesFor: testScopeOverrides,
};
