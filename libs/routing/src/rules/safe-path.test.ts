import { isSameOriginPath, SameOriginPathSchema } from '@betting/contracts';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { safeReturnPath, splitUrl } from './safe-path';
import { HOSTILE_URLS, arbUrl } from '../testing';

const SITE = 'https://site.example';

/** Strings built to confuse URL parsers: slashes, backslashes, encodings, schemes, whitespace, dots. */
const arbTricky = fc
  .array(fc.constantFrom('/', '\\', '//', '%2F', '%2f', '%5C', '%252F', '.', '..', '%2e', 'evil.com', '@', ':', 'http:', 'javascript:', '\t', '\n', ' ', '?', '#', 'en', 'ü', '%00'), { maxLength: 8 })
  .map((parts) => parts.join(''));

describe('safeReturnPath', () => {
  test.prop([fc.oneof(arbUrl, arbTricky, fc.string(), fc.webUrl())])('never returns a path that a browser resolves to another origin', (raw) => {
    const safe = safeReturnPath(raw);
    if (safe === null) return;
    expect(new URL(safe, SITE).origin).toBe(SITE);
    expect(new URL(safe, `${SITE}/deep/page/`).origin).toBe(SITE);
    expect(safe.startsWith('/')).toBe(true);
    expect(safe.startsWith('//') || safe.startsWith('/\\')).toBe(false);
  });

  test.prop([fc.oneof(arbUrl, arbTricky)])('is idempotent', (raw) => {
    const safe = safeReturnPath(raw);
    if (safe !== null) expect(safeReturnPath(safe)).toBe(safe);
  });

  test.prop([fc.array(fc.stringMatching(/^[a-z0-9_-]{1,8}$/), { maxLength: 5 }), fc.stringMatching(/^[a-z0-9=&]{0,12}$/)])('keeps plain same-origin paths as they are', (segments, query) => {
    const path = `/${segments.join('/')}${query ? `?${query}` : ''}`;
    expect(safeReturnPath(path)).toBe(path);
  });

  it.each([
    '//evil.com',
    '/\\evil.com',
    '%2F%2Fevil.com',
    '/%2F%2Fevil.com',
    '/%5C%5Cevil.com',
    '/%5Cevil.com',
    'javascript:alert(1)',
    'https://evil.com/x',
    'http:evil.com',
    '\t//evil.com',
    '/\t/evil.com',
    '/\n/evil.com',
    '/.//evil.com',
    '/a/..//evil.com',
    // The stored redirects' check accepted these and the navigation's refused them; the one rule refuses.
    '/%09/evil.com',
    '/%0A/evil.com',
    '/en/%7f',
    // …and the other way round: a backslash, a raw space, a malformed escape.
    '/en/\\evil.com',
    '/en/a b',
    '/en/100%',
    '',
    'en/casino',
    '?x=1',
  ])('refuses %j', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });

  it.each([
    ['/en/casino?x=1#top', '/en/casino?x=1#top'],
    ['/en/a/../casino', '/en/casino'],
    ['/ёлка', '/%D1%91%D0%BB%D0%BA%D0%B0'],
    ['/en/%2F%2Fevil.com', '/en/%2F%2Fevil.com'],
  ])('accepts %j as %j', (raw, expected) => {
    expect(safeReturnPath(raw)).toBe(expected);
  });

  test.prop([fc.oneof(arbUrl, arbTricky, fc.string(), fc.string({ unit: 'binary' }).map((text) => `/${text}`))])(
    'is the one same-origin rule: the stored redirects’ check says the same, and what passes stays on the site once decoded',
    (raw) => {
      const safe = safeReturnPath(raw);
      expect(isSameOriginPath(raw)).toBe(safe !== null);
      expect(SameOriginPathSchema.safeParse(raw).success).toBe(safe !== null);
      if (safe === null) return;
      const decoded = decodeURIComponent(safe);
      expect([...decoded].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)).toBe(false);
      expect(new URL(decoded, SITE).origin).toBe(SITE);
      expect(isSameOriginPath(safe)).toBe(true);
    },
  );

  it('every hostile URL of the fixtures is refused or stays on the site', () => {
    for (const raw of HOSTILE_URLS) {
      const safe = safeReturnPath(raw);
      if (safe !== null) expect(new URL(safe, SITE).origin).toBe(SITE);
    }
  });
});

describe('splitUrl', () => {
  it.each([
    ['/en/casino?x=1#top', { path: '/en/casino', search: '?x=1', hash: '#top' }],
    ['/en#a?b', { path: '/en', search: '', hash: '#a?b' }],
    ['/en', { path: '/en', search: '', hash: '' }],
  ])('%s', (url, parts) => {
    expect(splitUrl(url)).toEqual(parts);
  });
});
