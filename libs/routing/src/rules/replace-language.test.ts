import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { decideNavigation } from './decide-navigation';
import { pathInLanguage } from './replace-language';
import { arbPathname, testContext } from '../testing';

describe('pathInLanguage', () => {
  it.each([
    ['/en', 'ru', '/ru'],
    ['/en/information/about', 'ru', '/ru/information/about'],
    ['/information/about', 'ru', '/ru/information/about'],
    ['/', 'en', '/en'],
  ])('%s in %s is %s', (pathname, lng, expected) => {
    expect(pathInLanguage(pathname, lng)).toBe(expected);
  });

  test.prop([arbPathname, fc.constantFrom('en', 'ru')])('lands on the same route, in the asked language', (pathname, lng) => {
    const context = testContext();
    const before = decideNavigation({ url: pathInLanguage(pathname, 'en') }, context);
    const after = decideNavigation({ url: pathInLanguage(pathname, lng) }, context);
    expect(after.kind).toBe(before.kind);
    if (after.kind === 'render' && before.kind === 'render') expect([after.lng, after.route.id]).toEqual([lng, before.route.id]);
    if (after.kind === 'not-found') expect(after.lng).toBe(lng);
  });
});
