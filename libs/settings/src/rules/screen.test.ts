import { test } from '@fast-check/vitest';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { screenClassOf, type ScreenClass } from './screen';

const ORDER: readonly ScreenClass[] = ['phone', 'small-tablet', 'tablet', 'laptop', 'desktop', 'wide'];

describe('screen classes', () => {
  it.each([
    [390, 'phone'],
    [767, 'phone'],
    [768, 'small-tablet'],
    [1023, 'small-tablet'],
    [1024, 'tablet'],
    [1099, 'tablet'],
    [1100, 'laptop'],
    [1365, 'laptop'],
    [1366, 'desktop'],
    [1919, 'desktop'],
    [1920, 'wide'],
    [3840, 'wide'],
  ] as const)('%i px → %s', (width, expected) => expect(screenClassOf(width)).toBe(expected));

  test.prop([fc.integer({ min: 0, max: 8000 }), fc.integer({ min: 0, max: 8000 })])('a wider window never gets a narrower class', (a, b) => {
    const [narrow, wide] = a <= b ? [a, b] : [b, a];
    expect(ORDER.indexOf(screenClassOf(narrow))).toBeLessThanOrEqual(ORDER.indexOf(screenClassOf(wide)));
  });
});
