import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { pushRouteHistory, ROUTE_HISTORY_LIMIT } from './route-history';

describe('pushRouteHistory', () => {
  test.prop([fc.array(fc.constantFrom('/en', '/en/casino', '/en/poker', '/ru'), { maxLength: 60 })])('keeps at most 20 entries, newest last, no two equal neighbours', (paths) => {
    const history = paths.reduce<string[]>((acc, path) => pushRouteHistory(acc, path), []);
    expect(history.length).toBeLessThanOrEqual(ROUTE_HISTORY_LIMIT);
    if (paths.length > 0) expect(history.at(-1)).toBe(paths.at(-1));
    history.forEach((entry, index) => expect(entry).not.toBe(history[index + 1]));
  });
});
