import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listLanguages } from '../config/site-config.repository';
import type { Database } from '../db/database';
import { seededApp } from '../testing/app.fixture';

describe('pages', () => {
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, db, close } = await seededApp({ trustProxy: ['127.0.0.1'] })));
  afterAll(() => close());

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it.each([
    ['/', {}, '/en'],
    ['/', { 'accept-language': 'ru-RU,ru;q=0.9,en;q=0.5' }, '/ru'],
    ['/', { cookie: 'lng=ru', 'accept-language': 'en' }, '/ru'],
    ['/', { cookie: 'lng=de', 'accept-language': 'de, ru;q=0.5' }, '/ru'],
    ['/xx-unknown/zz', {}, '/en/xx-unknown/zz'],
    ['/information/about?x=1', {}, '/en/information/about?x=1'],
    ['/de/information/about', { cookie: 'lng=ru' }, '/ru/information/about'],
  ])('%s with %j redirects to %s', async (url, headers, location) => {
    const response = await get(url, headers);
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(location);
  });

  it('answers a page with its language, title and brand book applied', async () => {
    const response = await get('/ru');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="ru"');
    expect(response.body).toContain('<title>Апекс Бет</title>');
    expect(response.body).toContain('--brand-header-height:3.5em');
  });

  it('answers an unknown path with status 404 and a readable page', async () => {
    const response = await get('/en/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('This page could not be found');
  });

  describe('remote-app pages and the SEO head in the first HTML', () => {
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    const root = (html: string) => html.slice(html.indexOf('<div id="root">'));

    it('inlines an information page’s text from the content app, with the footer, readable without JavaScript', async () => {
      const response = await get('/en/information/about');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>About us · Apex Bet</title>');
      expect(root(response.body)).toContain('<div data-remote-app="content"><div class="ra-page">');
      expect(root(response.body)).toContain('Every balance is kept to the last cent');
      expect(root(response.body)).toContain('<div data-remote-app="footer"><footer class="ra-footer"');
      expect(head(response.body)).toContain('<style data-remote-app-style="content">');
      expect(head(response.body)).toContain('<style data-remote-app-style="footer">');
    });

    it('has an hreflang alternate for every language, x-default and the canonical, all on the request’s origin', async () => {
      const response = await get('/ru/information/rules/2/1?utm_source=mail', { host: 'mirror.example.com' });
      expect(response.statusCode).toBe(200);
      const tags = head(response.body);
      const languages = (await listLanguages(db)).filter((language) => !language.hiddenForGuests);
      expect(languages.length).toBeGreaterThanOrEqual(2);
      for (const { code } of languages) {
        expect(tags).toContain(`<link rel="alternate" hreflang="${code}" href="http://mirror.example.com/${code}/information/rules/2/1" data-seo>`);
      }
      expect(tags).toContain('<link rel="alternate" hreflang="x-default" href="http://mirror.example.com/en/information/rules/2/1" data-seo>');
      expect(tags).toContain('<link rel="canonical" href="http://mirror.example.com/ru/information/rules/2/1" data-seo>');
      expect(tags).toContain('<meta name="description" content="Основное время, угловые, карточки и рынки на игроков." data-seo>');
      expect(tags).toContain('<meta name="robots" content="index, follow" data-seo>');
      expect(root(response.body)).toContain('<h1>Футбол</h1>');
    });

    it('takes the origin from the proxy in front, one TRUST_PROXY names', async () => {
      const response = await get('/en/partners', { 'x-forwarded-host': 'www.example.org', 'x-forwarded-proto': 'https' });
      expect(head(response.body)).toContain('<link rel="canonical" href="https://www.example.org/en/partners" data-seo>');
      expect(root(response.body)).toContain('<div data-remote-app="partners">');
      expect(root(response.body)).toContain('Revenue share');
    });

    it('answers an unknown path with status 404 and the technical-pages 404 page, not indexed', async () => {
      const response = await get('/ru/no-such-page');
      expect(response.statusCode).toBe(404);
      expect(root(response.body)).toContain('<div data-remote-app="technical-pages"><main class="ra-technical" lang="ru" data-status="404">');
      expect(root(response.body)).toContain('>404</p><h1>Страница не найдена</h1>');
      expect(head(response.body)).toContain('<meta name="robots" content="noindex, follow" data-seo>');
      expect(head(response.body)).not.toContain('rel="canonical"');
      expect(head(response.body)).not.toContain('hreflang');
    });

    it('answers a content page the app does not have (an unknown rules group) with the 404 page', async () => {
      const response = await get('/en/information/rules/42');
      expect(response.statusCode).toBe(404);
      expect(response.body).toContain('This page could not be found');
      expect(response.body).toContain('data-status="404"');
    });

    it('answers a landing that does not exist with 404 from the server, a published one with its page', async () => {
      const unknown = await get('/en/casino/landing/no-such-landing');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).toContain('data-status="404"');
      expect((await get('/en/games-landing/no-such-landing')).statusCode).toBe(404);
      expect((await get('/en/casino/landing/welcome-package')).statusCode).toBe(200);
      expect((await get('/en/games-landing/rocket-crash')).statusCode).toBe(200);
    });

    it('answers the 500 route with status 500 and the technical 500 page', async () => {
      const response = await get('/en/500');
      expect(response.statusCode).toBe(500);
      expect(root(response.body)).toContain('data-status="500"');
      expect(root(response.body)).toContain('Something went wrong on our side');
    });

    it('gives a page the web app renders its SEO head and SEO text block, its title staying the company name', async () => {
      const response = await get('/en');
      expect(response.body).toContain('<title>Apex Bet</title>');
      expect(head(response.body)).toContain('<meta name="twitter:card" content="summary" data-seo>');
      expect(root(response.body)).toContain('<section class="seo-content" data-seo-content><h2>Online sports betting at Apex Bet</h2>');
      expect(root(response.body)).not.toContain('data-remote-app');
    });

    it('prints stored text as text, even where a replacement pattern could hide ($& and $\')', async () => {
      await db.query(`update remote_page_texts set summary = 'Pay $& win $'' <b>now</b>' where lang = 'en' and page_id = (select id from remote_pages where page_key = 'information/taxation')`);
      try {
        const response = await get('/en/information/taxation');
        expect(response.body).toContain('Pay $&amp; win $&#39; &lt;b&gt;now&lt;/b&gt;');
        expect(response.body.match(/<div id="root">/g)).toHaveLength(1);
      } finally {
        await db.query(`update remote_page_texts set summary = 'How winnings are taxed depends on where you live.' where lang = 'en' and page_id = (select id from remote_pages where page_key = 'information/taxation')`);
      }
    });

    it('keeps API paths of the remote apps out of the page server', async () => {
      const response = await get('/remote-apps/');
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    });
  });
});
