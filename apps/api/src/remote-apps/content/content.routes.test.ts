import { ApiErrorSchema, REMOTE_APP_REQUEST_HEADERS, RemoteAppResponseSchema, remoteAppUrl } from '@betting/contracts';
import { describe, expect, it } from 'vitest';
import { enginesUnderTest } from '../../db/testing/engines';
import { seededApp, seededSite } from '../../testing/app.fixture';
import { saveArticle } from './repository/blog.repository';
import { savePromotion } from './repository/promotions.repository';

const head = (html: string) => html.slice(0, html.indexOf('</head>'));
const root = (html: string) => html.slice(html.indexOf('<div id="root">'));

describe.each(enginesUnderTest())('content pages on $name', (engine) => {
  const site = seededSite(() => seededApp({}, engine));
  const page = (url: string) => site.app.inject({ method: 'GET', url });
  const fetchApp = async (fullPath: string) => {
    const response = await site.app.inject({ method: 'GET', url: remoteAppUrl('content', fullPath), headers: { ...REMOTE_APP_REQUEST_HEADERS } });
    return { status: response.statusCode, json: response.json() as unknown };
  };
  const body = async (fullPath: string) => {
    const answer = await fetchApp(fullPath);
    expect(answer.status).toBe(200);
    return RemoteAppResponseSchema.parse(answer.json).body;
  };

  describe('a blog article with JavaScript off', () => {
    it('is in the first HTML: its text, title, canonical, Open Graph image and breadcrumbs', async () => {
      const response = await page('/en/blog/how-to-read-odds');
      expect(response.statusCode).toBe(200);
      const html = response.body;
      expect(head(html)).toContain('<title>How to read betting odds: decimal, fractional and American · Apex Bet</title>');
      expect(head(html)).toContain('<link rel="canonical" href="http://localhost/en/blog/how-to-read-odds" data-seo>');
      expect(head(html)).toContain('<meta name="description" content="Decimal, fractional and American odds explained with examples, a conversion table and implied probability." data-seo>');
      expect(head(html)).toContain('<meta property="og:image" content="http://localhost/remote-apps/content/covers/how-to-read-odds.svg" data-seo>');
      expect(head(html)).toContain('<meta property="og:type" content="article" data-seo>');
      expect(head(html)).not.toContain('content="website"');
      expect(root(html)).toContain('<div data-remote-app="content"><div class="ra-page" data-content-page="blog-article">');
      expect(root(html)).toContain('<h1>How to read betting odds: decimal, fractional and American</h1>');
      expect(root(html)).toContain('American odds use 100 as the yardstick.');
      expect(root(html)).toContain('<a href="/en/blog/categories/betting-guides/basics">First steps</a>');
      expect(root(html)).toContain('<time datetime="2026-01-12T09:00:00.000Z">12 January 2026</time>');
    });

    it('reads in Russian where it has a Russian text, in English (said by lang) where it has none', async () => {
      expect(root((await page('/ru/blog/how-to-read-odds')).body)).toContain('<h1>Как читать коэффициенты: десятичные, дробные и американские</h1>');
      const fallback = root((await page('/ru/blog/accumulators-explained')).body);
      expect(fallback).toContain('<article class="ra-article" lang="en">');
      expect(fallback).toContain('<li><a href="/ru/blog">Блог</a></li>');
      expect(fallback).toContain('Автор: Daniel Okafor');
    });

    it.each(['/en/blog/no-such-article', '/en/blog/categories/no-such-category', '/en/news/no-such-news', '/en/promotions/no-such-promotion', '/en/betting-alphabet/basics/bet-types/margin', '/en/blog?page=3'])(
      'answers %s with the 404 page',
      async (url) => {
        const response = await page(url);
        expect(response.statusCode).toBe(404);
        expect(response.body).toContain('This page could not be found');
        const app = await fetchApp(url);
        expect(app.status).toBe(404);
        expect(ApiErrorSchema.parse(app.json).error.code).toBe('remote_app_page_not_found');
      },
    );
  });

  describe('lists', () => {
    it('pages the blog with rel prev/next in the head and in the page links', async () => {
      const first = await page('/en/blog');
      expect(head(first.body)).toContain('<link rel="next" href="http://localhost/en/blog?page=2" data-seo>');
      expect(head(first.body)).not.toContain('rel="prev"');
      expect(root(first.body)).toContain('<a class="ra-pagination__step" href="/en/blog?page=2" rel="next">Next page</a>');
      expect(root(first.body).match(/class="ra-post"/g)).toHaveLength(9);
      const second = await page('/en/blog?page=2');
      expect(head(second.body)).toContain('<title>Blog — page 2 of 2 · Apex Bet</title>');
      expect(head(second.body)).toContain('<link rel="canonical" href="http://localhost/en/blog?page=2" data-seo>');
      expect(head(second.body)).toContain('<link rel="prev" href="http://localhost/en/blog" data-seo>');
      expect(root(second.body)).toContain('<a href="/en/blog?page=2" aria-current="page" aria-label="Page 2">2</a>');
    });

    it('searches the blog with a form that works without JavaScript, escaping the query and keeping results out of the index', async () => {
      const response = await page('/en/blog?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E+odds');
      expect(response.statusCode).toBe(200);
      expect(root(response.body)).toContain('<form class="ra-search" role="search" method="get" action="/en/blog">');
      expect(root(response.body)).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt; odds"');
      expect(response.body).not.toContain('<script>alert(1)');
      expect(head(response.body)).toContain('<meta name="robots" content="noindex, follow" data-seo>');
      const found = await body('/en/blog?q=Fractional');
      expect(found).toContain('Articles found for “Fractional”: 1');
      expect(found).toContain('href="/en/blog/how-to-read-odds"');
    });

    it('lists a category with its subcategories and the news by date', async () => {
      const sports = await body('/en/blog/categories/sports');
      expect(sports).toContain('<h1>Sports</h1>');
      expect(sports).toContain('<a href="/en/blog/categories/sports/tennis">Tennis</a>');
      expect(sports).toContain('href="/en/blog/ipl-betting-markets"');
      expect(sports).not.toContain('href="/en/blog/how-to-read-odds"');
      const news = await body('/en/news?page=2');
      expect(news).toContain('href="/en/news/blog-launch"');
      expect(news).not.toContain('href="/en/news/betting-awards-2026-voting-opens"');
    });

    it('filters promotions by promo category, with a link per category and all_bonuses for all', async () => {
      const poker = await body('/en/promo?category=poker');
      expect(poker).toContain('<a href="/en/promo?category=poker" aria-current="page">Poker</a>');
      expect(poker).toContain('<a href="/en/promo">All bonuses</a>');
      expect(poker).toContain('href="/en/promotions/sunday-poker-freerolls"');
      expect(poker).not.toContain('href="/en/promotions/welcome-casino-bonus"');
      const all = await body('/en/promo');
      expect(all).toContain('href="/en/promotions/welcome-casino-bonus"');
      expect(all).toContain('href="/en/promotions/sunday-poker-freerolls"');
      expect(all).not.toContain('href="/en/promotions/summer-football-cashback"');
      expect(await body('/en/promo?category=nonsense')).toBe(all);
      expect(head((await page('/en/promo?category=poker')).body)).toContain('<link rel="canonical" href="http://localhost/en/promo?category=poker" data-seo>');
    });
  });

  describe('promotions, the betting alphabet and landings', () => {
    it('sends the legacy fastgames-daily-tournament to its promotion, which links the tournaments and fast games', async () => {
      const legacy = await page('/en/fastgames-daily-tournament');
      expect(legacy.statusCode).toBe(301);
      expect(legacy.headers.location).toBe('/en/promotions/fastgames-daily-tournament');
      const promotion = await page('/en/promotions/fastgames-daily-tournament');
      expect(promotion.statusCode).toBe(200);
      expect(root(promotion.body)).toContain('<a class="ra-cta" href="/en/bonus/casino/tournaments">See today’s leaderboard</a>');
      expect(root(promotion.body)).toContain('<a href="/en/fast-games">fast game</a>');
    });

    it('says when a promotion has ended and offers no call to action', async () => {
      const ended = await body('/en/promotions/summer-football-cashback');
      expect(ended).toContain('This promotion ended on 20 July 2026.');
      expect(ended).not.toContain('class="ra-cta"');
      expect(ended).toContain('<h2 id="ra-terms-title">Terms and conditions</h2>');
    });

    it('walks the betting alphabet from A to Z down to a term', async () => {
      const index = await body('/en/betting-alphabet');
      expect(index).toContain('href="/en/betting-alphabet/basics/odds-and-prices/margin"');
      expect(index).toContain('<a href="#ra-letter-2">A</a>');
      const term = await body('/en/betting-alphabet/basics/odds-and-prices/margin');
      expect(term).toContain('<h1>Margin</h1>');
      expect(term).toContain('<li><a href="/en/betting-alphabet/basics/odds-and-prices">Odds and prices</a></li>');
      expect(term).toContain('More terms in Odds and prices');
      expect(await body('/en/betting-alphabet/markets')).toContain('<a href="/en/betting-alphabet/markets/football-markets">Football markets</a>');
    });

    it.each([
      ['/en/betting-awards', '<h1>Apex Bet Betting Awards 2026</h1>'],
      ['/en/ipl-betting-app', '<a class="ra-cta" href="/en/mobile">Install the app</a>'],
      ['/en/cricket-world-cup', '<a class="ra-cta" href="/en/line/all/cricket">See cricket odds</a>'],
    ])('renders the landing %s', async (url, expected) => {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(root(response.body)).toContain(expected);
    });
  });

  it('escapes every stored text and drops unsafe links', async () => {
    await site.db.transaction(async (tx) => {
      await saveArticle(tx, {
        slug: 'escaping-check',
        categoryPath: 'casino',
        author: '<b>Mallory</b>',
        publishedAt: '2026-01-01T00:00:00Z',
        texts: {
          en: {
            title: 'Odds <img src=x onerror=alert(1)> & "quotes"',
            summary: '</p><script>alert(2)</script>',
            body: [{ type: 'paragraph', text: 'A [bad link](javascript:void) and an [outside one](//evil.example/x) and a [good one](/{lng}/blog).' }],
            seo: { description: '"><script>alert(4)</script>' },
          },
        },
      });
      await savePromotion(tx, { slug: 'escaping-promo', categories: ['casino'], startsAt: '2026-01-01T00:00:00Z', texts: { en: { title: '<i>Promo</i>', schedule: '<u>daily</u>' } } });
    });
    const html = (await page('/en/blog/escaping-check')).body;
    expect(html).toContain('<h1>Odds &lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;</h1>');
    expect(html).toContain('&lt;/p&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).toContain('By &lt;b&gt;Mallory&lt;/b&gt;');
    expect(html).toContain('A bad link and an outside one and a <a href="/en/blog">good one</a>.');
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;alert(4)&lt;/script&gt;"');
    expect(html).not.toMatch(/<script>alert|<img src=x|javascript:|evil\.example/);
    const promo = await body('/en/promo?category=casino');
    expect(promo).toContain('&lt;i&gt;Promo&lt;/i&gt;');
    expect(promo).toContain('&lt;u&gt;daily&lt;/u&gt;');
  });

  it('serves the covers as SVG, and nothing for a name it cannot draw', async () => {
    const cover = await site.app.inject({ method: 'GET', url: '/remote-apps/content/covers/how-to-read-odds.svg' });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toContain('image/svg+xml');
    expect(cover.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 1200 630"/);
    expect((await site.app.inject({ method: 'GET', url: '/remote-apps/content/covers/..%2Fsecret.svg' })).statusCode).toBe(404);
    expect((await site.app.inject({ method: 'GET', url: '/remote-apps/content/covers/x.png' })).statusCode).toBe(404);
    // The app's own pages still answer under /remote-apps/content/….
    expect(await body('/en/news')).toContain('<h1>News</h1>');
  });
});
