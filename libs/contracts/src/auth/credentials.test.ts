import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCredential, encodeCredential } from './credentials';

describe('credential encoding', () => {
  it('round-trips every string of whole code points', () => {
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (text) => decodeCredential(encodeCredential(text)) === text));
  });

  it('encodes to base64 of UTF-8', () => {
    expect.soft(encodeCredential('123456789')).toBe('MTIzNDU2Nzg5');
    expect.soft(encodeCredential('пароль')).toBe('0L/QsNGA0L7Qu9GM');
    expect.soft(encodeCredential('')).toBe('');
  });

  it.each([['not base64!'], ['abc'], ['/w=='], ['MTIz\nNDU2']])('refuses %j', (encoded) => {
    expect(decodeCredential(encoded)).toBeNull();
  });
});
