import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { pathSegments } from './match-route';

describe('pathSegments', () => {
  test.prop([fc.oneof(fc.string(), fc.array(fc.constantFrom('/', '//', 'a', 'en', '.', ''), { maxLength: 8 }).map((parts) => parts.join('')))])(
    'is the non-empty parts between slashes',
    (path) => {
      expect(pathSegments(path)).toEqual(path.split('/').filter((segment) => segment !== ''));
    },
  );
});
