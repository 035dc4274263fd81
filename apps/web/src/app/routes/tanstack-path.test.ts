import { describe, expect, it } from 'vitest';
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
});
