import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHUNK_RELOAD_GUARD_MS, isChunkLoadErrorMessage, mayReloadAfterChunkError, parseLastReloadAt } from './chunk-reload';

describe('chunk reload guard', () => {
  it('reloads at most once in any 60 s when each reload stores its time', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 90_000 }), { maxLength: 30 }), (gaps) => {
        let now = 0;
        let last: number | null = null;
        const reloads: number[] = [];
        for (const gap of gaps) {
          now += gap;
          if (mayReloadAfterChunkError(last, now)) {
            reloads.push(now);
            last = now;
          }
        }
        for (let index = 1; index < reloads.length; index += 1) expect((reloads[index] ?? 0) - (reloads[index - 1] ?? 0)).toBeGreaterThanOrEqual(CHUNK_RELOAD_GUARD_MS);
      }),
    );
  });

  it.each([
    [null, 0, true],
    [1000, 1000, false],
    [1000, 60_999, false],
    [1000, 61_000, true],
    [100_000, 50_000, true],
    [Number.NaN, 5, true],
  ])('last %s, now %s → %s', (last, now, expected) => {
    expect(mayReloadAfterChunkError(last, now)).toBe(expected);
  });

  it('reads the stored time', () => {
    expect(parseLastReloadAt('1700000000000')).toBe(1_700_000_000_000);
    expect(parseLastReloadAt(null)).toBeNull();
    expect(parseLastReloadAt('')).toBeNull();
    expect(parseLastReloadAt('soon')).toBeNull();
  });

  it.each([
    ['Failed to fetch dynamically imported module: https://bet.example/assets/index-abc.js', true],
    ['error loading dynamically imported module', true],
    ['Importing a module script failed.', true],
    ['Unable to preload CSS for /assets/x.css', true],
    ['Loading chunk 42 failed.', true],
    ['Cannot read properties of undefined', false],
  ])('%s is a chunk error: %s', (message, expected) => {
    expect(isChunkLoadErrorMessage(message)).toBe(expected);
  });
});
