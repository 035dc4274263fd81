import { describe, expect, it } from 'vitest';
import { maskDestination, normalizeDestination } from './destination';

describe('payout destinations', () => {
  it.each([
    ['4242 4242 4242 4242', '4242424242424242', '•••• 4242'],
    ['5555-5555-5555-4444', '5555555555554444', '•••• 4444'],
    ['4000056655665556', '4000056655665556', '•••• 5556'],
  ])('card %s', (typed, normalized, masked) => {
    expect(normalizeDestination('card', typed)).toBe(normalized);
    expect(maskDestination('card', normalized)).toBe(masked);
  });

  it.each(['4242 4242 4242 4241', '4242', '4242 4242 4242 424a', '42424242424242424242'])('refuses the card %s', (typed) => {
    expect(normalizeDestination('card', typed)).toBeNull();
  });

  it('wallet ids: kept trimmed, shown by their ends only', () => {
    expect(normalizeDestination('wallet', '  bettor@example.com ')).toBe('bettor@example.com');
    expect(maskDestination('wallet', 'bettor@example.com')).toBe('be•••om');
    expect(normalizeDestination('wallet', 'a b c d')).toBeNull();
    expect(normalizeDestination('wallet', 'abc')).toBeNull();
  });
});
