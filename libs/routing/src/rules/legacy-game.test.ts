import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { decideNavigation } from './decide-navigation';
import { legacyGameRouteOf } from './legacy-game';
import { arbPathname, testContext } from '../testing';

const gameRoute = fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/);
const language = fc.constantFrom('en', 'ru', 'es', 'pt', 'tr', 'uk');
const legacyPrefix = fc.constantFrom('allgamesentrance', 'bonus-games');
const search = fc.constantFrom('', '?ref=7', '?a=1&b=2');

describe('legacyGameRouteOf', () => {
  test.prop([language, legacyPrefix, gameRoute, search])('finds the game route of every legacy game URL', (lng, prefix, route, query) => {
    expect(legacyGameRouteOf(`/${lng}/${prefix}/${route}${query}`)).toBe(route);
    expect(legacyGameRouteOf(`https://site.example/${lng}/${prefix}/${encodeURIComponent(route)}${query}#top`)).toBe(route);
  });

  test.prop([language, legacyPrefix, gameRoute, gameRoute, search])(
    'a resolver that knows only the route it names leads the decision where the full catalogue would',
    (lng, prefix, route, current, query) => {
      const url = `/${lng}/${prefix}/${route}${query}`;
      const named = legacyGameRouteOf(url);
      const catalogue = (asked: string) => (asked === route ? current : undefined);
      const knowsOne = (asked: string) => (asked === named ? current : undefined);
      expect(decideNavigation({ url }, testContext({ resolveLegacyGame: knowsOne }))).toEqual(decideNavigation({ url }, testContext({ resolveLegacyGame: catalogue })));
    },
  );

  test.prop([arbPathname])('names no game for a URL whose route is not a legacy game route', (pathname) => {
    const named = legacyGameRouteOf(pathname);
    if (named !== undefined) expect(pathname).toMatch(/^\/[a-z]{2}\/(allgamesentrance|bonus-games)\//);
  });

  it.each([
    ['/en/allgamesentrance', undefined],
    ['/en/bonus-games/', undefined],
    ['/allgamesentrance/rocket', undefined],
    ['/en/games/rocket', undefined],
    ['/en/casino/landing/rocket', undefined],
    ['/en/allgamesentrance/northstar_GoldRushExpress?ref=1', 'northstar_GoldRushExpress'],
    ['/ru/bonus-games/old-fortuna', 'old-fortuna'],
  ])('%s → %s', (url, expected) => {
    expect(legacyGameRouteOf(url)).toBe(expected);
  });
});
