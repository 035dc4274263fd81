import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { notFoundFragmentTest } from './decide-rules';

/** Fragments and paths full of regular-expression syntax, so that escaping is what the test exercises. */
const arbText = fc.oneof(fc.string({ maxLength: 8 }), fc.array(fc.constantFrom('/', 'a', '.', '*', '+', '?', '^', '$', '{', '}', '(', ')', '|', '[', ']', '\\', '-', 'php'), { maxLength: 6 }).map((parts) => parts.join('')));

describe('notFoundFragmentTest', () => {
  test.prop([fc.array(arbText, { maxLength: 6 }), arbText])('answers as a substring search per non-empty fragment', (fragments, path) => {
    const expected = fragments.some((fragment) => fragment !== '' && path.includes(fragment));
    expect(notFoundFragmentTest(fragments)(path)).toBe(expected);
    expect(notFoundFragmentTest(fragments)(path)).toBe(expected); // built once, the same answer
  });

  it('follows a list edited in place', () => {
    const fragments = ['/wp-admin'];
    expect(notFoundFragmentTest(fragments)('/secret')).toBe(false);
    fragments.push('secret');
    expect(notFoundFragmentTest(fragments)('/secret')).toBe(true);
    fragments[1] = '';
    expect(notFoundFragmentTest(fragments)('/secret')).toBe(false);
  });
});
