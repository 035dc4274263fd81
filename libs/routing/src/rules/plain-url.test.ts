import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { pathSegments } from './match-route';
import { isPlainPath } from './plain-url';
import { routeTable } from './route-table';
import { safeReturnPath, safeReturnPathByUrl, splitUrl } from './safe-path';
import { HOSTILE_URLS, arbUrl, samplePath } from '../testing';

const ORIGIN = 'https://routing.invalid';

/** Pieces URL parsers disagree on: slashes, backslashes, dot segments, escapes (good, bad, encoded dots), delimiters. */
const PIECES = [
  '/', '//', '\\', '.', '..', '%2e', '%2E', '.%2e', '%2f', '%2F', '%5c', '%5C', '%252F', '%00', '%1f', '%7f', '%7F', '%', '%e0%a4%a', '%D1%91',
  '?', '#', '&', '=', "'", '"', ' ', '\t', '\n', '^', '`', '{', '}', '|', '[', ']', '<', '>', '@', ':', '+', ';', '~',
  'a', 'en', 'evil.com', 'ü', '日本', 'ſ', 'K', '\u2028',
];

/** Pieces that keep a path plain, the escapes among them the ones a decoded path may turn unsafe with. */
const PLAIN_PIECES = ['/', 'a', 'en', '.', '..', '%2e', '%2F', '%5c', '%00', '%1f', '%1F', '%7f', '%20', '%', '%e0%a4%a', '%D1%91', '?', '#', '=', '&', "'"];

/** Hostile strings: joined pieces (often after a `/`), any string, and the fixtures. */
const arbHostile = fc.oneof(
  { weight: 5, arbitrary: fc.array(fc.constantFrom(...PLAIN_PIECES), { maxLength: 8 }).map((pieces) => `/${pieces.join('')}`) },
  fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((pieces) => pieces.join('')),
  fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((pieces) => `/${pieces.join('')}`),
  fc.string({ maxLength: 30 }),
  fc.string({ maxLength: 30 }).map((text) => `/${text}`),
  fc.string({ unit: 'binary', maxLength: 20 }).map((text) => `/${text}`),
  fc.tuple(fc.webPath(), fc.webQueryParameters(), fc.webFragments()).map(([path, query, fragment]) => `/${path}?${query}#${fragment}`),
  fc.constantFrom(...HOSTILE_URLS),
);

describe('isPlainPath', () => {
  test.prop([fc.oneof(arbUrl, arbHostile)])('a plain path is what new URL makes of it: path, query parameters, hash', (raw) => {
    if (!isPlainPath(raw)) return;
    const url = new URL(raw, `${ORIGIN}/`);
    const parts = splitUrl(raw);
    expect(url.origin).toBe(ORIGIN);
    expect(url.pathname + url.search + url.hash).toBe(raw);
    expect(parts).toEqual({ path: url.pathname, search: url.search, hash: url.hash });
    expect(pathSegments(parts.path)).toEqual(pathSegments(url.pathname));
    expect([...new URLSearchParams(parts.search)]).toEqual([...url.searchParams]);
  });

  test.prop([fc.oneof(arbUrl, arbHostile)])('safeReturnPath answers as the way through new URL does', (raw) => {
    expect(safeReturnPath(raw)).toBe(safeReturnPathByUrl(raw));
  });

  it.each(['/%2Fevil.com', '/%5c%5Cevil.com', '/en/%00', '/en/%1F?x=1', '/en#%7f', '/en/%2F', '/en/%e0%a4%a/%00'])('%j: the same answer both ways', (raw) => {
    expect(safeReturnPath(raw)).toBe(safeReturnPathByUrl(raw));
  });

  it('takes the shortcut for every route of the table', () => {
    for (const route of routeTable) expect(isPlainPath(samplePath(route))).toBe(true);
  });

  it.each(['/en/casino', '/en/casino?x=1#top', '/en/a//b', "/en/it's", '/en/%D1%91', '/en/.well-known', '/en/..x', '/?a=/./', '/en#a?b'])('%j is plain', (raw) => {
    expect(isPlainPath(raw)).toBe(true);
  });

  it.each([
    '',
    'en',
    '//evil.com',
    '/\\evil.com',
    '/en/..',
    '/en/./x',
    '/en/%2e%2E/x',
    '/en/.%2e?x',
    '/en?',
    '/en#',
    '/en?#x',
    "/en?x='",
    '/en/a b',
    '/en/ü',
    '/en/\t',
    '/en#a#b',
  ])('%j is not', (raw) => {
    expect(isPlainPath(raw)).toBe(false);
  });
});
