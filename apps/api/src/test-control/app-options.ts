import type { AppOptions } from '../app';
import { testControlPersonClock } from './person-clock';
import { testControlRoutes, testScopeOverrides } from './test-control.routes';

/** What the non-production build adds to the app: the test-control API, its scoped setting overrides and per-person clocks. */
export const testControlAppOptions: Pick<AppOptions, 'testControl' | 'overridesFor' | 'personClock'> = {
  testControl: async (app, options) => {
    await app.register(testControlRoutes, options);
  },
  overridesFor: testScopeOverrides,
  personClock: testControlPersonClock,
};
