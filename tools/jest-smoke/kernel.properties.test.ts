import { describe, it } from '@jest/globals';
import { kernelPropertySuite } from '@betting/kernel/testing';

describe('kernel properties under Jest', () => {
  it('has properties to run', () => {
    if (kernelPropertySuite.length === 0) throw new Error('kernelPropertySuite is empty');
  });

  it.each(kernelPropertySuite.map((entry) => [entry.name, entry] as const))('%s', (_name, entry) => {
    entry.check();
  });
});
