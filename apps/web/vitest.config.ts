import { libraryTestConfig } from '../../tools/vitest/preset';

// Each file gets fresh modules: view tests share module-level stores and i18next with the files before them otherwise.
export default libraryTestConfig({ include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], isolate: true });
