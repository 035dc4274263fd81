import { libraryTestConfig } from '../../tools/vitest/preset';

export default libraryTestConfig({ include: ['src/**/*.test.ts'] });
