import { describe, expect, it } from 'vitest';
import { technicalStatus } from './apps/technical-pages';
import type { PageSummary } from './content.repository';
import { pageAppForRoute, parsePagePath } from './page-path';
import { pageTree } from './page-tree';

describe('page paths', () => {
  it('reads the language, the page key, the query and the route', () => {
    const page = parsePagePath('/en/information/rules/2/1?x=1');
    expect(page).toMatchObject({ lang: 'en', pageKey: 'information/rules/2/1', pathname: '/en/information/rules/2/1' });
    expect(page.query.get('x')).toBe('1');
    expect(page.route?.id).toBe('information.rules');
  });

  it.each([
    ['/en/information', 'content'],
    ['/en/information/about', 'content'],
    ['/en/information/rules/1', 'content'],
    ['/en/information/payment', 'content'],
    ['/en/ourpartners', 'partners'],
    ['/en/ourpartners/sport', 'partners'],
    ['/en/partners', 'partners'],
    ['/en/casino', undefined],
    ['/en', undefined],
  ])('%s is rendered by %s', (path, app) => {
    const { route } = parsePagePath(path);
    expect(route && pageAppForRoute(route)).toBe(app);
  });

  it('has no language or route for a path without a lower-case language', () => {
    expect(parsePagePath('/information/about')).toMatchObject({ lang: undefined, route: undefined });
    expect(parsePagePath('/EN/information/about')).toMatchObject({ lang: undefined });
  });

  it.each([
    ['/en/no-such-page', 404],
    ['/en/print-coupon/12ab', 404],
    ['/en/500', 500],
    ['/en/casino', 500],
    ['/en/casino?statusCode=503', 503],
    ['/en/no-such-page?statusCode=410', 410],
    ['/en/no-such-page?statusCode=200', 404],
    ['/en/no-such-page?statusCode=abc', 404],
  ])('the technical page for %s shows %i', (path, status) => {
    expect(technicalStatus(parsePagePath(path))).toBe(status);
  });
});

describe('page tree', () => {
  const page = (pageKey: string, routeId: string, parentKey: string | null, position: number): PageSummary => ({ pageKey, routeId, parentKey, position, lang: 'en', title: pageKey, summary: '' });
  const tree = pageTree([
    page('information', 'information', null, 0),
    page('information/rules', 'information.rules-index', 'information', 20),
    page('information/about', 'information.about', 'information', 10),
    page('information/rules/2', 'information.rules', 'information/rules', 20),
    page('information/rules/1', 'information.rules', 'information/rules', 10),
    page('information/rules/1/1', 'information.rules', 'information/rules/1', 10),
  ]);

  it('lists children in the order given and ancestors from the top', () => {
    expect(tree.children('information/rules').map((p) => p.pageKey)).toEqual(['information/rules/2', 'information/rules/1']);
    expect(tree.ancestors('information/rules/1/1').map((p) => p.pageKey)).toEqual(['information', 'information/rules', 'information/rules/1']);
    expect(tree.ancestors('information')).toEqual([]);
  });

  it('links a page whose route only redirects to its first child, so crawlers meet no redirect', () => {
    const rules = tree.byKey.get('information/rules');
    expect(rules && tree.href(rules, 'ru')).toBe('/ru/information/rules/2');
    const about = tree.byKey.get('information/about');
    expect(about && tree.href(about, 'ru')).toBe('/ru/information/about');
  });

  it('survives a cycle in the stored parents', () => {
    const cyclic = pageTree([page('a', 'information', 'b', 0), page('b', 'information', 'a', 0)]);
    expect(cyclic.ancestors('a').map((p) => p.pageKey)).toEqual(['b']);
  });
});
