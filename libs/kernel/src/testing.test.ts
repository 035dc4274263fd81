import { describe, it } from 'vitest';
import { kernelPropertySuite } from './testing';

describe('kernelPropertySuite', () => {
  it.each(kernelPropertySuite.map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
    entry.check();
  });
});
