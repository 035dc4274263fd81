// Proves the root Jest preset works: the kernel's runner-free property suite, run under Jest.
// From the repository root: npx jest -c tools/jest-smoke/jest.config.cjs
/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  preset: '../../jest.preset.js',
  testMatch: ['<rootDir>/**/*.test.ts'],
};
