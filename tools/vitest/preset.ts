import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const fastCheckSetup = fileURLToPath(new URL('./fast-check.setup.ts', import.meta.url));

/** Vitest settings shared by every library: node environment and fast-check run counts capped in CI. */
export function libraryTestConfig(overrides: ViteUserConfig['test'] = {}): ViteUserConfig {
  return defineConfig({
    // `@betting/<lib>` resolves to its sources through tsconfig.base.json "paths" (its package.json names the built dist/).
    resolve: { tsconfigPaths: true },
    test: {
      environment: 'node',
      setupFiles: [fastCheckSetup],
      // One module graph per worker: a library's files import the same sources, and importing them afresh per file
      // took most of each suite's time.
      isolate: false,
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx', '*.test.ts'],
      ...overrides,
    },
  });
}
