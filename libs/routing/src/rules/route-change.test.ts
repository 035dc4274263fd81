import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { routeById } from './route-table';
import { hidesModals, scrollsToTop } from './route-change';

describe('hidesModals', () => {
  it.each([
    ['/en/casino', '/en/poker', false, true],
    ['/en/casino', '/en/casino?modal=login', false, false],
    ['/en/casino', '/en/casino#top', false, true],
    ['/en/casino?modal=login', '/en/casino?modal=login#x', false, false],
    ['/en/casino', '/en/poker?modal=login', false, true],
    ['/en/casino', '/en/poker', true, false],
  ])('%s → %s (maintenance %s): hides %s', (from, to, maintenance, expected) => {
    expect(hidesModals({ from, to, maintenance })).toBe(expected);
  });

  test.prop([fc.constantFrom('/en', '/en/casino', '/ru/poker'), fc.constantFrom('/en', '/en/casino', '/ru/poker'), fc.constantFrom('', '?a=1', '?modal=x')])(
    'a change of path always hides modals unless maintenance is on',
    (from, to, query) => {
      if (from === to) return;
      expect(hidesModals({ from, to: `${to}${query}`, maintenance: false })).toBe(true);
      expect(hidesModals({ from, to: `${to}${query}`, maintenance: true })).toBe(false);
    },
  );
});

describe('scrollsToTop', () => {
  it.each([
    ['/en/casino', '/en/poker', 'poker', true],
    ['/en/casino', '/en/casino?page=2', 'casino', false],
    ['/en/line/football', '/en/line/tennis', 'sports.section', false],
  ])('%s → %s: %s', (from, to, routeId, expected) => {
    expect(scrollsToTop({ from, to }, routeById(routeId))).toBe(expected);
  });
});
