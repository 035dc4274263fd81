import { describe, expect, it } from 'vitest';
import { scrollToTopThreshold } from './scroll-threshold';

describe('scrollToTopThreshold', () => {
  it.each([
    [844, true, 3376],
    [768, false, 768],
  ])('viewport %i, phone %s → %i px', (height, phone, threshold) => {
    expect(scrollToTopThreshold(height, phone)).toBe(threshold);
  });
});
