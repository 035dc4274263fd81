// Flat ESLint config for the whole workspace. Every project runs `eslint .` from its own folder;
// ESLint finds this file upward, and all `files` globs below are relative to the workspace root.
//
// Not type-aware on purpose (no parserOptions.project): lint stays fast on two cores.
// tools/lint/boundaries.test.ts proves that each rule below bites (`npm test -w @betting/tools`).
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import effector from 'eslint-plugin-effector';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import { fileURLToPath } from 'node:url';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import apiFrontDoors from './tools/lint/api-front-doors.mjs';

const TS_FILES = ['**/*.{ts,tsx,mts,cts}'];
const CODE_FILES = ['**/*.{js,mjs,cjs,jsx,ts,tsx,mts,cts}'];
const TEST_FILES = [
  '**/*.{test,spec}.{js,mjs,cjs,jsx,ts,tsx,mts,cts}',
  '**/__tests__/**/*.{js,mjs,cjs,jsx,ts,tsx,mts,cts}',
  'apps/web-e2e/**/*.{ts,mts,js,mjs}',
];

// eslint-plugin-effector 0.18: most of its rules call ESLintUtils.getParserServices(context)
// without allowing a missing program, i.e. they throw unless the lint is type-aware:
//   enforce-effect-naming-convention, enforce-store-naming-convention, no-duplicate-on,
//   no-getState, no-unnecessary-combination, no-watch (recommended); strict-effect-handlers (scope);
//   enforce-gate-naming-convention, mandatory-scope-binding, no-units-spawn-in-render (react);
//   no-domain-unit-creators (future).
// We keep only the rules of `recommended`, `scope` and `react` that work from the AST alone.
const EFFECTOR_NEEDS_TYPES = new Set([
  'effector/enforce-effect-naming-convention',
  'effector/enforce-gate-naming-convention',
  'effector/enforce-store-naming-convention',
  'effector/mandatory-scope-binding',
  'effector/no-domain-unit-creators',
  'effector/no-duplicate-on',
  'effector/no-getState',
  'effector/no-units-spawn-in-render',
  'effector/no-unnecessary-combination',
  'effector/no-watch',
  'effector/strict-effect-handlers',
]);
const withoutTypeAwareRules = (rules) =>
  Object.fromEntries(Object.entries(rules).filter(([name]) => !EFFECTOR_NEEDS_TYPES.has(name)));

// Module boundaries (DESIGN.md "Module boundaries"). Nx reads project tags from each package.json "nx" key.
const UNIVERSAL_BANNED_IMPORTS = [
  'react',
  'react-*',
  'react/*',
  '@tanstack/*',
  'fastify',
  'fastify/*',
  'fastify-*',
  '@fastify/*',
  'effector-react',
  'effector-react/*',
  'pg',
  'pg/*',
  '@electric-sql/*',
];
const DEP_CONSTRAINTS = [
  { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:domain', 'type:util', 'type:ui'] },
  { sourceTag: 'type:domain', onlyDependOnLibsWithTags: ['type:domain', 'type:util'] },
  { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
  { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:util'] },
  { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['type:util', 'type:domain'] },
  { sourceTag: 'platform:universal', bannedExternalImports: UNIVERSAL_BANNED_IMPORTS },
  { sourceTag: 'scope:web', notDependOnLibsWithTags: ['scope:api'] },
  { sourceTag: 'scope:api', notDependOnLibsWithTags: ['scope:web'] },
];

// Each project's vitest.config.ts loads tools/vitest/preset.ts. That import gives every project a graph
// edge to @betting/tools while tools depends on the libs it benchmarks, so Nx sees a cycle through tools.
// The cycle exists only at test-config time; real cycles between libs and apps are still reported.
const TOOL_CONFIG_FILES = ['**/{vite,vitest}.config.{ts,mts,js,mjs}'];
const SHARED_TEST_PRESET = ['^@betting/tools/vitest$', '^(\\.\\./)+tools/vitest/preset(\\.ts)?$'];
const moduleBoundaries = ({ allow = [] } = {}) => ({
  allow,
  enforceBuildableLibDependency: false,
  // Not '*': that would also match tools itself and switch off Nx's same-project short cut for tools.
  ignoredCircularDependencies: [
    ['@betting/tools', 'tag:type:util'],
    ['@betting/tools', 'tag:type:domain'],
  ],
  depConstraints: DEP_CONSTRAINTS,
});

// Globals a framework-free lib must not touch: I/O arrives as effects, configuration as parameters.
const BROWSER_AND_HOST_GLOBALS = [
  'window',
  'document',
  'localStorage',
  'sessionStorage',
  'navigator',
  'location',
  'fetch',
  'XMLHttpRequest',
  'process',
].map((name) => ({
  name,
  message: `Domain libs are framework-free: '${name}' must arrive as an effect or a parameter (DESIGN.md "Rules of the house").`,
}));

// `no-restricted-syntax` options do not merge across config objects (the last matching object wins),
// so the rules/** block below repeats these selectors next to its own.
const NO_FOCUSED_OR_SKIPPED_TESTS = [
  {
    selector:
      'MemberExpression[property.name=/^(only|skip)$/][object.type="Identifier"][object.name=/^(describe|suite|it|test|bench)$/]',
    message: 'No focused or skipped tests (.only/.skip) in committed code.',
  },
  {
    // test.describe.only (Playwright), describe.concurrent.skip, it.concurrent.only (Vitest)
    selector:
      'MemberExpression[property.name=/^(only|skip)$/][object.type="MemberExpression"][object.object.name=/^(describe|suite|it|test|bench)$/]',
    message: 'No focused or skipped tests (.only/.skip) in committed code.',
  },
];
const CLOCK_IS_INJECTED = [
  {
    selector: 'CallExpression[callee.object.name="Date"][callee.property.name="now"]',
    message: 'The clock is injected: take the time as a parameter, not Date.now().',
  },
  {
    selector: 'NewExpression[callee.name="Date"][arguments.length=0]',
    message: 'The clock is injected: take the time as a parameter, not new Date().',
  },
  {
    selector: 'CallExpression[callee.type="Identifier"][callee.name="Date"]',
    message: 'The clock is injected: take the time as a parameter, not Date().',
  },
  {
    selector: 'CallExpression[callee.object.name="Math"][callee.property.name="random"]',
    message: 'Rules are deterministic: take randomness as a parameter, not Math.random().',
  },
];

// The API's modules (apps/api/README.md, "Modules and their front doors"): every top-level folder of apps/api/src is
// a module reached from outside only through its index.ts (tests: also its testing.ts), except these plumbing folders,
// whose files are imported one by one. A new folder is a module until it is named here.
const API_SOURCES = fileURLToPath(new URL('apps/api/src', import.meta.url));
const API_PLUMBING = ['cache', 'cluster', 'config', 'db', 'http-transfer', 'platform', 'security', 'serialization', 'testing'];

export default defineConfig(
  {
    name: 'betting/ignores',
    ignores: [
      '**/dist/**',
      '**/dist-test/**',
      '**/dist-server/**',
      '**/node_modules/**',
      '**/.nx/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/*.gen.ts',
      '**/.data/**',
      '**/.vite/**',
      // Local copies of a build for screenshots (never committed).
      '**/.snap/**',
    ],
  },

  // Base language rules.
  { name: 'eslint/recommended', files: CODE_FILES, ...js.configs.recommended },
  ...tseslint.configs.recommended.map((config) => ({ ...config, files: config.files ?? TS_FILES })),
  {
    name: 'betting/typescript',
    files: TS_FILES,
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    name: 'betting/node-scripts',
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    name: 'betting/browser-code',
    files: ['apps/web/**/*.{ts,tsx,js,jsx}', 'libs/ui/**/*.{ts,tsx,js,jsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },

  // Module boundaries for every project file (tests included: tests import other libs via @betting/<lib>/testing).
  {
    name: 'betting/module-boundaries',
    files: CODE_FILES,
    plugins: { '@nx': nx },
    rules: { '@nx/enforce-module-boundaries': ['error', moduleBoundaries()] },
  },
  // Apps publish no entry point, so Nx cannot resolve a bare `@betting/api` and stays silent on it;
  // refuse app package names outright (deep imports are also caught by Nx as "Imports of apps").
  {
    name: 'betting/no-app-imports',
    files: CODE_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@betting/(api|web|web-e2e)(/|$)',
              message: 'Apps are never imported (by libs, tools or other apps): move shared code into a lib.',
            },
          ],
        },
      ],
    },
  },
  // A project's own vite/vitest config is tooling, not the project's code: it may load the shared
  // Vitest preset from tools/ (by package name or relative path), nothing else across boundaries.
  {
    name: 'betting/module-boundaries-tool-configs',
    files: TOOL_CONFIG_FILES,
    rules: { '@nx/enforce-module-boundaries': ['error', moduleBoundaries({ allow: SHARED_TEST_PRESET })] },
  },

  // API modules meet only at their front doors (tests included: they use another module's testing.ts).
  {
    name: 'betting/api-front-doors',
    files: ['apps/api/src/**/*.{ts,tsx,mts,cts}'],
    plugins: { api: apiFrontDoors },
    rules: { 'api/front-doors': ['error', { root: API_SOURCES, plumbing: API_PLUMBING }] },
  },

  // Effector: recommended + scope everywhere, react in the web app (type-free rules only, see above).
  {
    name: 'betting/effector',
    files: TS_FILES,
    plugins: { effector },
    rules: {
      ...withoutTypeAwareRules(effector.flatConfigs.recommended.rules),
      ...withoutTypeAwareRules(effector.flatConfigs.scope.rules),
    },
  },
  {
    name: 'betting/effector-react',
    files: ['apps/web/**/*.tsx'],
    plugins: { effector },
    rules: withoutTypeAwareRules(effector.flatConfigs.react.rules),
  },

  // React hooks in the web app and the UI kit.
  {
    ...reactHooks.configs.flat.recommended,
    name: 'betting/react-hooks',
    files: ['apps/web/**/*.{ts,tsx}', 'libs/ui/**/*.{ts,tsx}'],
  },

  // Framework-free libs: no browser or host globals.
  {
    name: 'betting/framework-free-libs',
    files: ['libs/*/src/**/*.{ts,tsx,mts,cts,js,mjs}'],
    ignores: ['libs/ui/**'],
    rules: { 'no-restricted-globals': ['error', ...BROWSER_AND_HOST_GLOBALS] },
  },

  // The web app's one clock: user-facing dates and times go through shared/lib/date-time.ts (the bettor's zone,
  // 12/24-hour clock and language), never through Intl.DateTimeFormat or toLocale*String elsewhere.
  // Before the test block, whose own no-restricted-syntax wins for test files.
  {
    name: 'betting/web-one-clock',
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/shared/lib/date-time.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: ':matches(NewExpression, CallExpression)[callee.object.name="Intl"][callee.property.name="DateTimeFormat"]',
          message: 'Dates and times are formatted by shared/lib/date-time.ts (formatMoment / useFormatDate) only.',
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message: 'Dates and times are formatted by shared/lib/date-time.ts (formatMoment / useFormatDate) only.',
        },
      ],
    },
  },

  // Tests: nothing focused or skipped.
  {
    name: 'betting/no-focused-tests',
    files: TEST_FILES,
    rules: { 'no-restricted-syntax': ['error', ...NO_FOCUSED_OR_SKIPPED_TESTS] },
  },

  // Pure rules: the clock (and randomness) is injected. Repeats the test selectors (see above).
  {
    name: 'betting/pure-rules',
    files: ['libs/*/src/rules/**/*.{ts,tsx,mts,cts,js,mjs}'],
    rules: { 'no-restricted-syntax': ['error', ...CLOCK_IS_INJECTED, ...NO_FOCUSED_OR_SKIPPED_TESTS] },
  },

  // Model factories stay readable: a model longer than this is split along its own sections into smaller factories.
  {
    name: 'betting/small-model-factories',
    files: ['libs/*/src/model/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'max-lines-per-function': ['error', { max: 150 }] },
  },
);
