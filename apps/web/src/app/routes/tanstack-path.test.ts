import { describe, expect, expectTypeOf, it } from 'vitest';
import { tanstackPath } from './tanstack-path';

describe('tanstackPath', () => {
  it.each([
    ['', '/'],
    ['information/about', 'information/about'],
    ['print-coupon/{couponId}', 'print-coupon/$couponId'],
    ['{section}/{menuSection?}/{sport?}', '$section/{-$menuSection}/{-$sport}'],
    ['statistic/{*}', 'statistic/$'],
  ])('%j → %j', (table, tree) => {
    expect(tanstackPath(table)).toBe(tree);
  });

  it('converts at the type level as it does at run time', () => {
    expectTypeOf(tanstackPath('')).toEqualTypeOf<'/'>();
    expectTypeOf(tanstackPath('print-coupon/{couponId}')).toEqualTypeOf<'print-coupon/$couponId'>();
    expectTypeOf(tanstackPath('{section}/{menuSection?}/{sport?}')).toEqualTypeOf<'$section/{-$menuSection}/{-$sport}'>();
    expectTypeOf(tanstackPath('statistic/{*}')).toEqualTypeOf<'statistic/$'>();
    expectTypeOf(tanstackPath(`news/${'a' as 'a' | 'b'}`)).toEqualTypeOf<'news/a' | 'news/b'>();
  });
});
