import { availableParallelism } from 'node:os';
import { libraryTestConfig } from '../../tools/vitest/preset';

export default libraryTestConfig({
  globalSetup: ['./src/db/testing/database.global-setup.ts'],
  // Each test file copies a template database built once per run (see src/db/testing/templates.ts).
  // One module graph per worker: importing the whole app afresh for each of 125 files cost more than the tests.
  isolate: false,
  // A file waits on PostgreSQL as much as it computes: a worker per core, not vitest's default of one fewer.
  maxWorkers: availableParallelism(),
  testTimeout: 30_000,
  hookTimeout: 60_000,
});
