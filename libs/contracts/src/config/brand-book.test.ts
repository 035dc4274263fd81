import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { brandBookCss, brandBookValue } from './brand-book';

describe('brand book', () => {
  it.each([
    ['16px', '1em'],
    ['56px', '3.5em'],
    ['-8px', '-0.5em'],
    ['#2f80ed', '#2f80ed'],
    ['1.5rem', '1.5rem'],
  ])('%s → %s', (value, expected) => {
    expect(brandBookValue(value)).toBe(expected);
  });

  test.prop([fc.integer({ min: -4096, max: 4096 })])('px → em divides by 16 exactly', (px) => {
    expect(Number(brandBookValue(`${px}px`).replace('em', '')) * 16).toBe(px);
  });

  it('writes one :root rule and drops values that would break out of it', () => {
    expect(
      brandBookCss([
        { css_prop: '--brand-accent', css_value: '#2f80ed' },
        { css_prop: '--brand-evil', css_value: 'red}</style><script>' },
        { css_prop: '--brand-header-height', css_value: '56px' },
      ]),
    ).toBe(':root{--brand-accent:#2f80ed;--brand-header-height:3.5em}');
  });

  it('is empty without variables', () => {
    expect(brandBookCss([])).toBe('');
  });
});
