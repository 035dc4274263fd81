import { libraryTestConfig } from './vitest/preset';

// Tools' own tests only. tools/jest-smoke holds Jest tests (run by Jest, see jest-smoke/jest.config.cjs)
// and tools/bench holds benchmarks: neither belongs to this run.
export default libraryTestConfig({
  include: ['vitest/**/*.test.ts', 'checks/**/*.test.ts', 'lint/**/*.test.ts', 'cluster/**/*.test.ts'],
  passWithNoTests: true,
});
