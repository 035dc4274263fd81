import { routeTable } from '@betting/routing';
import { describe, expect, it } from 'vitest';
import { pageAppForRoute, parsePagePath } from '../page-path';
import { contentRequest } from './request';
import { CONTENT_ROUTE_IDS } from './routes';

describe('content requests', () => {
  it.each([
    ['/en/blog', { kind: 'blog', page: 1, query: '', words: [] }],
    ['/en/blog?page=2&q=%20Tennis%20ODDS%20', { kind: 'blog', page: 2, query: 'Tennis ODDS', words: ['tennis', 'odds'] }],
    ['/en/blog/categories', { kind: 'blog-category', path: '', page: 1 }],
    ['/en/blog/categories/sports/tennis?page=3', { kind: 'blog-category', path: 'sports/tennis', page: 3 }],
    ['/en/blog/how-to-read-odds', { kind: 'blog-article', slug: 'how-to-read-odds' }],
    ['/en/news', { kind: 'news', page: 1 }],
    ['/en/news/blog-launch', { kind: 'news-item', slug: 'blog-launch' }],
    ['/en/promo', { kind: 'promo', category: 'all_bonuses' }],
    ['/en/promo?category=first_deposit', { kind: 'promo', category: 'first_deposit' }],
    ['/en/promo?category=DROP%20TABLE', { kind: 'promo', category: 'all_bonuses' }],
    ['/en/promotions/daily-drops', { kind: 'promotion', id: 'daily-drops' }],
    ['/en/promotions/12', { kind: 'promotion', id: '12' }],
    ['/en/betting-alphabet', { kind: 'glossary' }],
    ['/en/betting-alphabet/basics/odds-and-prices/margin', { kind: 'glossary', block: 'basics', category: 'odds-and-prices', term: 'margin' }],
    ['/en/betting-awards', { kind: 'landing', key: 'betting-awards' }],
    ['/en/ipl-betting-app', { kind: 'landing', key: 'ipl-betting-app' }],
    ['/en/cricket-world-cup', { kind: 'landing', key: 'cricket-world-cup' }],
  ])('reads %s', (path, expected) => {
    expect(contentRequest(parsePagePath(path))).toEqual(expected);
  });

  it.each(['/en/blog/Not_A_Slug', '/en/blog/categories/UPPER', '/en/news/%3Cscript%3E', '/en/promotions/a%20b', '/en/betting-alphabet/basics/Odds', '/en/information/about', '/en/casino'])(
    'names no content page at %s',
    (path) => {
      expect(contentRequest(parsePagePath(path))).toBeUndefined();
    },
  );

  it('covers routes that exist, all rendered by the content app', () => {
    const ids = new Set(routeTable.map((route) => route.id));
    for (const id of CONTENT_ROUTE_IDS) {
      expect(ids.has(id), id).toBe(true);
      expect(pageAppForRoute({ id })).toBe('content');
    }
    expect(pageAppForRoute({ id: 'lotto' })).toBeUndefined();
  });
});
