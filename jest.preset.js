// Shared Jest preset for consumers that run Jest instead of Vitest (the libs themselves use Vitest).
// Use it with `preset: '<path to this file>'` (a path starting with '.' is resolved from the config's rootDir).
// ESM because the root package.json says "type": "module"; Jest 30 loads it through import().
//
// - TypeScript (and TSX/JS) through @swc/jest, compiled to whatever module system Jest runs in.
// - `@betting/<lib>` → libs/<lib>/src/index.ts and `@betting/<lib>/testing` → libs/<lib>/src/testing.ts,
//   for every folder under libs/ (read when the preset loads, so new libs need no edit here).
// - Node test environment; fast-check run counts follow the same setup as Vitest (FC_NUM_RUNS, CI).
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = dirname(fileURLToPath(import.meta.url));
const libsDir = join(workspaceRoot, 'libs');

const libs = readdirSync(libsDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(libsDir, entry.name, 'src', 'index.ts')))
  .map((entry) => entry.name);

const libPattern = libs.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

/** @type {import('jest').Config} */
const preset = {
  testEnvironment: 'node',
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
        },
      },
    ],
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  moduleNameMapper:
    libs.length === 0
      ? {}
      : {
          [`^@betting/(${libPattern})$`]: `${libsDir}/$1/src/index.ts`,
          [`^@betting/(${libPattern})/testing$`]: `${libsDir}/$1/src/testing.ts`,
        },
  setupFiles: [join(workspaceRoot, 'tools', 'vitest', 'fast-check.setup.ts')],
};

export default preset;
