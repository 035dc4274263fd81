import { libraryTestConfig } from '../../tools/vitest/preset';

export default libraryTestConfig({
  globalSetup: ['./src/db/testing/postgres.global-setup.ts'],
  // PGlite starts in about a second; real PostgreSQL tests share one server.
  testTimeout: 30_000,
  hookTimeout: 60_000,
});
