import { describe, expect, it } from 'vitest';
import { fixedClock, manualClock, offsetClock } from './clock';

describe('clock', () => {
  it('fixedClock always says the same time', () => {
    const clock = fixedClock(1_700_000_000_000);
    expect(clock.now()).toBe(1_700_000_000_000);
    expect(clock.now()).toBe(1_700_000_000_000);
  });

  it('offsetClock follows its base', () => {
    const base = manualClock(1000);
    const shifted = offsetClock(base, -250);
    expect(shifted.now()).toBe(750);
    base.advance(100);
    expect(shifted.now()).toBe(850);
    base.set(0);
    expect(shifted.now()).toBe(-250);
  });
});
