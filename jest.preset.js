// Shared Jest preset for consumers that run Jest instead of Vitest (the libs themselves use Vitest).
// Use it with `preset: '<path to this file>'` (a path starting with '.' is resolved from the config's rootDir).
// ESM because the root package.json says "type": "module"; Jest 30 loads it through import().
//
// - TypeScript (and TSX) transpiled by ts-jest to CommonJS. (@swc/jest and Jest 30 pull native packages whose
//   other-platform builds npm leaves out of the lockfile, which breaks `npm ci`; Jest 29 + ts-jest do not.)
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
    // Transpile only (no type check: `npm run typecheck` does that), to CommonJS for Jest's module system.
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        diagnostics: false,
        tsconfig: { isolatedModules: true, module: 'commonjs', moduleResolution: 'node10', target: 'es2022', jsx: 'react-jsx', verbatimModuleSyntax: false, esModuleInterop: true },
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
