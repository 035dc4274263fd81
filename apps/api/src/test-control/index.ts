// Test control (non-production builds only): the /__test API that steers clocks, scopes and doubles for the
// browser journeys, and the app options that switch it on.
// Other modules reach it only through this file (see apps/api/README.md, "Modules and their front doors").

// for cache, config, identity, line, navigation, payments, server.test-control.ts
export { testControlAppOptions } from './app-options';
