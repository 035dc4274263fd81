import { describe, expect, it } from 'vitest';
import { systemClock } from './system';

describe('systemClock', () => {
  it('reads the machine time', () => {
    const before = Date.now();
    const now = systemClock.now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });
});
