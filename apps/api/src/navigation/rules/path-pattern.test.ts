import { describe, expect, it } from 'vitest';
import { fillPathPattern, formatUrl, isPathPattern, matchPathPattern, normalizePath, splitUrl } from './path-pattern';

describe('path patterns', () => {
  it.each([
    ['/{lng}/promo/old', '/en/promo/old', 'exact', { lng: 'en', rest: '' }],
    ['/{lng}/promo/old', '/en/promo/old/', 'exact', { lng: 'en', rest: '' }],
    ['/{lng}/promo/old', '/en/promo/old/x', 'exact', null],
    ['/{lng}/promo/old', '/eng/promo/old', 'exact', null],
    ['/{lng}/promo/old', '/EN/promo/old', 'exact', null],
    ['/{lng}/casino', '/ru/casino/slots/x', 'prefix', { lng: 'ru', rest: '/slots/x' }],
    ['/{lng}/casino', '/ru/casinos', 'prefix', null],
    ['/en/casino', '/ru/casino', 'prefix', null],
    ['/', '/anything/at/all', 'prefix', { lng: undefined, rest: '/anything/at/all' }],
    ['/', '/', 'exact', { lng: undefined, rest: '' }],
  ] as const)('%s against %s (%s)', (pattern, path, kind, expected) => {
    expect(matchPathPattern(pattern, path, kind)).toEqual(expected);
  });

  it.each([
    ['/{lng}/promotions', { lng: 'ru', rest: '/x' }, '/ru/promotions/x'],
    ['/{lng}', { lng: 'ru', rest: '' }, '/ru'],
    ['/', { lng: undefined, rest: '/a' }, '/a'],
    ['/news/?from=old', { lng: undefined, rest: '/1' }, '/news/1?from=old'],
  ] as const)('fills %s with %j → %s', (target, match, expected) => {
    expect(formatUrl(fillPathPattern(target, match))).toBe(expected);
  });

  it.each([
    ['/{lng}/promo', true],
    ['/promo', true],
    ['/', true],
    ['promo', false],
    ['/promo/{lng}', false],
    ['/{lang}/promo', false],
    ['/promo?x=1', false],
    ['/pro mo', false],
  ])('%s is a pattern: %s', (pattern, expected) => {
    expect(isPathPattern(pattern)).toBe(expected);
  });

  it('splits and normalizes URLs', () => {
    expect(splitUrl('/en/a?b=1#c')).toEqual({ path: '/en/a', query: 'b=1', hash: '#c' });
    expect(splitUrl('/en/a#c?d')).toEqual({ path: '/en/a', query: '', hash: '#c?d' });
    expect(normalizePath('/en//a/')).toBe('/en/a');
    expect(normalizePath('')).toBe('/');
  });
});
