/** @type {import('jest').Config} */
export default {
  preset: './jest.preset.js',
  testMatch: ['<rootDir>/tests/jest/**/*.test.ts'],
};
