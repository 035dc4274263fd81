import { describe, expect, it } from '@jest/globals';
import { couponModelChecks } from '../model.js';
import { couponSuite, kernelSuite, limitsSuite, type PropertyCheck } from '../suites.js';

const suites: ReadonlyArray<readonly [string, readonly PropertyCheck[]]> = [
  ['@betting/coupon', couponSuite],
  ['@betting/limits', limitsSuite],
  ['@betting/kernel', kernelSuite],
];

for (const [name, suite] of suites) {
  describe(`${name} properties under Jest`, () => {
    it('has properties to run', () => expect(suite.length).toBeGreaterThan(0));
    for (const entry of suite) it(entry.name, async () => { await entry.check(); });
  });
}

describe('@betting/coupon model under Jest', () => {
  for (const entry of couponModelChecks) it(entry.name, async () => { await entry.check(); });
});
