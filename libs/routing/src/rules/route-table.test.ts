import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { compilePattern, lookupRoute, matchRoute, pathSegments } from './match-route';
import { pathFor, routePath } from './path-for';
import { isRouteId, routeById, routeTable, shellRoutes } from './route-table';
import { sampleParams, samplePath } from '../testing';

describe('route table', () => {
  it('has unique ids and unique path patterns', () => {
    const ids = routeTable.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
    const shapes = routeTable.map((route) => route.path);
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it.each(routeTable.map((route) => [route.id, route] as const))('%s: its path compiles and every checked param is in the path', (_id, route) => {
    const names = compilePattern(route.path).flatMap((part) => (part.kind === 'param' ? [part.name] : []));
    expect(Object.keys(route.params ?? {}).filter((name) => !names.includes(name))).toEqual([]);
  });

  it.each(routeTable.map((route) => [route.id, route] as const))('%s: its sample path matches it and nothing else first', (_id, route) => {
    const segments = pathSegments(samplePath(route)).slice(1);
    expect(matchRoute(segments)?.route.id).toBe(route.id);
  });

  test.prop([fc.constantFrom(...routeTable), fc.constantFrom('en', 'ru')])('pathFor and matchRoute are inverse on sample params', (route, lng) => {
    const params = sampleParams(route);
    const path = pathFor(route.id as never, params, lng);
    const [first, ...rest] = pathSegments(path);
    expect(first).toBe(lng);
    expect(matchRoute(rest)).toEqual({ route, params });
  });

  it('encodes params and keeps optional ones off the path', () => {
    expect(pathFor('casino.game', { gameId: '7', gameName: 'Book of Ra/x' }, 'en')).toBe('/en/casino/game/7/Book%20of%20Ra%2Fx');
    expect(pathFor('results', {}, 'ru')).toBe('/ru/results');
    expect(pathFor('home', {}, 'en')).toBe('/en');
    expect(pathFor('statistic', { '*': 'a/b c' }, 'en')).toBe('/en/statistic/a/b%20c');
    expect(() => pathFor('print-coupon', {}, 'en')).toThrow(/couponId/);
    expect(() => pathFor('nope' as never, {}, 'en')).toThrow(/unknown route/);
  });

  it.each([
    ['slots/vulkan', 'slots.vulkan'],
    ['slots/megaways', 'slots'],
    ['casino/brand', 'casino.brand'],
    ['bonus/casino', 'casino.bonus'],
    ['bonus/casino/7', 'casino.bonus-item'],
    ['bonus/7', 'bonus.bonus'],
    ['esports/real/disciplines/all', 'esports.disciplines'],
    ['esports/real/dota/champs', 'esports.discipline-champs'],
    ['esports/real/dota/live', 'esports.section'],
    ['esports/real/dota/ti-2025', 'esports.champ'],
    ['office/payment/create-request/3/transactions', 'office.payment-create-request.transactions'],
    ['office/payment/create-request/3/9', 'office.payment-create-request.subtopic'],
    ['blog/categories', 'blog.categories'],
    ['blog/categories/a/b', 'blog.categories'],
    ['blog/my-article', 'blog.article'],
    ['line', 'sports.section'],
    ['live/all/football/epl/123', 'sports.game'],
    ['user/login', 'user.login'],
    ['user/activatefast', 'user.activate'],
  ])('%s is %s (static segments beat parameters)', (path, id) => {
    expect(matchRoute(pathSegments(path))?.route.id).toBe(id);
  });

  it.each(['print-coupon/12ab', 'esports/live', 'results/past', 'thank-you/poker', 'user/admin', 'registration/fast', 'toto/x', 'games/a b'])(
    '%s has a route shape but fails its param check',
    (path) => {
      expect(lookupRoute(pathSegments(path))?.valid).toBe(false);
      expect(matchRoute(pathSegments(path))).toBeUndefined();
    },
  );

  it('a badly encoded segment matches nothing', () => {
    expect(lookupRoute(pathSegments('casino/%E0%A4%A'))).toBeUndefined();
  });

  it('rejects malformed patterns', () => {
    expect(() => compilePattern('a/{b?}/c')).toThrow();
    expect(() => compilePattern('a/{*}/c')).toThrow();
    expect(() => compilePattern('a/b{c}')).toThrow();
  });

  it('routeById and isRouteId know every route', () => {
    for (const route of routeTable) expect(routeById(route.id)).toBe(route);
    expect(routeById('nope')).toBeUndefined();
    expect(isRouteId('office.account')).toBe(true);
    expect(isRouteId('office.nope')).toBe(false);
    expect(routePath(routeTable[0])).toBe('');
  });

  it('home and information/about are real pages; the shell routes are grouped by issue', () => {
    expect(routeById('home')?.meta.shellOf).toBeUndefined();
    expect(routeById('information.about')).toMatchObject({ path: 'information/about', meta: {} });
    expect(routeById('information.about')?.meta.shellOf).toBeUndefined();
    const grouped = Object.values(shellRoutes).flat();
    expect(grouped.length).toBe(routeTable.filter((route) => route.meta.shellOf !== undefined).length);
    expect(shellRoutes).toMatchInlineSnapshot(`{}`);
  });
});
