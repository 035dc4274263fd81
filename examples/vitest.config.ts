import { defineConfig } from 'vitest/config';

// The packages resolve from node_modules as any consumer's would: no aliases, no tsconfig paths.
export default defineConfig({
  test: { environment: 'node', include: ['tests/vitest/**/*.test.ts'], testTimeout: 60_000 },
});
