import { describe, expect, it } from 'vitest';
import { cookieText } from './cookies';

describe('cookieText', () => {
  it('writes the value encoded, for the whole site, with both expires and max-age', () => {
    const nowMs = Date.UTC(2026, 10, 22, 12);
    expect(cookieText('seen', 'x;y', { nowMs, expiresAtMs: nowMs + 321_408_000 }, false)).toBe(
      'seen=x%3By; path=/; expires=Thu, 26 Nov 2026 05:16:48 GMT; max-age=321408; samesite=lax',
    );
  });

  it('is Secure on https and never has a negative max-age', () => {
    expect(cookieText('n', '1', { nowMs: 10_000, expiresAtMs: 0 }, true)).toBe('n=1; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; samesite=lax; secure');
  });
});
