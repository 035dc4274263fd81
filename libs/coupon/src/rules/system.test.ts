import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { systemLineCount } from './coef-math';
import { isValidSystemValue } from './payout';
import { systemOptions } from './system';

describe('system options', () => {
  test.prop([fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 10_000 })])('every option is a valid k ≥ 2 with C(n−b, k−b) lines', (n, bankers, minBetPerLine) => {
    const options = systemOptions({ n, bankers, minBetPerLine });
    for (const option of options) {
      expect(option.value).toBeGreaterThanOrEqual(2);
      expect(isValidSystemValue(option.value, n, bankers)).toBe(true);
      expect(option.lines).toBe(systemLineCount(n - bankers, option.value - bankers));
      expect(option.minBetAmount).toBe(Math.min(option.lines * minBetPerLine, Number.MAX_SAFE_INTEGER));
      expect(option.offset).toBe(n - option.value);
    }
    expect(options.length).toBe(Math.max(0, n - Math.max(2, bankers + 1)));
  });

  it('4 legs', () => {
    expect(systemOptions({ n: 4, minBetPerLine: 100 })).toEqual([
      { value: 2, offset: 2, minBetAmount: 600, combo: '2/4', lines: 6 },
      { value: 3, offset: 1, minBetAmount: 400, combo: '3/4', lines: 4 },
    ]);
    expect(systemOptions({ n: 2 })).toEqual([]);
    expect(systemOptions({ n: 4, bankers: 1 }).map((o) => [o.value, o.lines])).toEqual([
      [2, 3],
      [3, 3],
    ]);
  });
});
