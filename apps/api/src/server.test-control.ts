import { start } from './start';
import { testControlAppOptions } from './test-control';

// The non-production entry point: the same site plus the test-control API, for browser journeys and local debugging.
await start({ isProduction: false, ...testControlAppOptions });
