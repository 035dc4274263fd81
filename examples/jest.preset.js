// Jest preset for suites that consume the @betting packages: they are ES modules only, so Jest runs in its native
// ESM mode (node --experimental-vm-modules) and resolves them through their "import" condition from node_modules.
// TypeScript test files are transpiled by ts-jest (no type check here: `npm run typecheck` does that).
/** @type {import('jest').Config} */
const preset = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { useESM: true, diagnostics: false, tsconfig: { module: 'ESNext', moduleResolution: 'bundler', target: 'ES2022', isolatedModules: true, verbatimModuleSyntax: false, esModuleInterop: true } }],
  },
  moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
  // `../suites.js` in a test names the TypeScript file beside it, as moduleResolution NodeNext wants it written.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  testTimeout: 60_000,
};

export default preset;
