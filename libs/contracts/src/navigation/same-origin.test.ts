import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSameOriginPath } from './same-origin';
import { SameOriginPathSchema } from './same-origin-schema';

const BASES = ['https://site.example', 'http://localhost:3000'];

/** Strings built from the pieces that open redirects are made of. */
const arbTricky = fc
  .array(fc.constantFrom('/', '//', '\\', '/\\', '%2F', '%2f', '%5C', '%252F', 'javascript:', 'https:', 'evil.com', '@', ':', '?', '#', ' ', '\t', '\n', '.', '..', 'en', '%', '%E0%A4%A'), { maxLength: 8 })
  .map((parts) => parts.join(''));

describe('isSameOriginPath', () => {
  it.each([
    ['/', true],
    ['/en', true],
    ['/en/promotions/welcome?utm_source=x&b=1#top', true],
    ['/en/casino/game/12/Book%20of%20Ra', true],
    ['/%252F%252Fevil.com', true],
    ['', false],
    ['en/casino', false],
    ['evil.com', false],
    ['//evil.com', false],
    ['///evil.com', false],
    ['/\\evil.com', false],
    ['/%2F%2Fevil.com', false],
    ['/%2f/evil.com', false],
    ['/%5Cevil.com', false],
    ['/a/..//evil.com', false],
    ['/./%2F', false],
    ['/./%2Fevil.com', false],
    ['/en/./casino', true],
    ['%2F%2Fevil.com', false],
    ['javascript:alert(1)', false],
    ['https://evil.com/en', false],
    ['http:evil.com', false],
    ['/en/a b', false],
    ['/en/\tx', false],
    ['/en\\x', false],
    ['/en/100%', false],
    // Decoded once, a control character: a browser drops the tab and reads //evil.com (navigation refused it, this accepted it).
    ['/%09/evil.com', false],
    ['/%0d%0a/evil.com', false],
    ['/en/%00', false],
    [`/${'a'.repeat(2048)}`, false],
  ])('%j → %s', (url, expected) => {
    expect(isSameOriginPath(url)).toBe(expected);
    expect(SameOriginPathSchema.safeParse(url).success).toBe(expected);
  });

  it('never accepts a URL that a browser would resolve to another origin, from any base', () => {
    fc.assert(
      fc.property(fc.oneof(arbTricky, fc.string({ unit: 'binary' }), fc.webUrl()), (url) => {
        if (!isSameOriginPath(url)) return;
        for (const base of BASES) {
          expect(new URL(url, base).origin).toBe(new URL(base).origin);
          expect(new URL(decodeURIComponent(url), base).origin).toBe(new URL(base).origin);
          // What it resolves to is itself a safe target (no protocol-relative path left by dot segments).
          const { pathname } = new URL(url, base);
          expect(pathname.startsWith('//') || pathname.startsWith('/\\')).toBe(false);
          // …and stays one once a proxy decodes it.
          expect(new URL(decodeURIComponent(pathname), base).origin).toBe(new URL(base).origin);
        }
      }),
    );
  });

  it('refuses every absolute web URL', () => {
    fc.assert(fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => !isSameOriginPath(url)));
  });

  it('accepts every path made of ordinary segments and a query', () => {
    const segment = fc.stringMatching(/^[a-z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 6 }), fc.option(fc.stringMatching(/^[a-z]{1,5}=[a-z0-9]{0,5}$/), { nil: undefined }), (segments, query) =>
        isSameOriginPath(`/${segments.join('/')}${query ? `?${query}` : ''}`),
      ),
    );
  });
});
