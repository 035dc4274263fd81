import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayPrefetchOnIdle } from './prefetch';

describe('idle prefetch', () => {
  it.each([
    [undefined, true],
    [{}, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g', saveData: false }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
    [{ effectiveType: '4g', online: false }, false],
  ])('%o → %s', (connection, expected) => expect(mayPrefetchOnIdle(connection)).toBe(expected));

  const maybe = <T,>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
  test.prop([maybe(fc.constantFrom('slow-2g', '2g', '3g', '4g', 'unknown')), maybe(fc.boolean()), maybe(fc.boolean())])(
    'prefetches exactly when online, the data saver is off and the connection is faster than 2g',
    (effectiveType, saveData, online) => {
      const expected = saveData !== true && online !== false && effectiveType !== '2g' && effectiveType !== 'slow-2g';
      expect(mayPrefetchOnIdle({ effectiveType, saveData, online })).toBe(expected);
    },
  );
});
