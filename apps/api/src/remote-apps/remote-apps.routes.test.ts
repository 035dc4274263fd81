import { ApiErrorSchema, REMOTE_APP_REQUEST_HEADERS, RemoteAppResponseSchema, remoteAppUrl } from '@betting/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { seededApp } from '../testing/app.fixture';
import { findSubscription } from './content.repository';

describe('remote apps', () => {
  let app: FastifyInstance;
  let db: Database;
  let close: () => Promise<void>;
  beforeAll(async () => ({ app, db, close } = await seededApp()));
  afterAll(() => close());

  const fetchApp = (appName: string, fullPath: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url: remoteAppUrl(appName, fullPath), headers: { ...REMOTE_APP_REQUEST_HEADERS, ...headers } });
  const body = (response: { json: () => unknown }) => RemoteAppResponseSchema.parse(response.json());

  it('renders an information page from the database through the contract', async () => {
    const response = await fetchApp('content', '/en/information/about');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    const rendered = body(response);
    expect(rendered).toMatchObject({ appName: 'content', title: 'About us · Apex Bet', codeToEval: '', scriptsToLoad: [], cssToLoad: [] });
    expect(rendered.body).toContain('<h1>About us</h1>');
    expect(rendered.body).toContain('Every balance is kept to the last cent');
    expect(rendered.style).toContain('[data-remote-app="content"]');
    expect(rendered.head).toContain('<link rel="canonical" href="http://localhost/en/information/about" data-seo>');
  });

  it('renders a rules chapter in Russian and the partners app’s pages', async () => {
    expect(body(await fetchApp('content', '/ru/information/rules/2/2')).body).toContain('Неявка соперника');
    expect(body(await fetchApp('partners', '/en/ourpartners/providers')).body).toContain('Game providers');
    expect(body(await fetchApp('partners', '/ru/partners')).body).toContain('Партнёрская программа');
  });

  it('reads a language without its own texts in the default language, saying so in lang', async () => {
    const rendered = body(await fetchApp('content', '/es/information/contacts'));
    expect(rendered.body).toContain('<article class="ra-article" lang="en">');
    expect(rendered.body).toContain('href="/es/information/about"');
    expect(body(await fetchApp('footer', '/es/information/contacts')).body).toMatch(/^<footer class="ra-footer" lang="en">/);
    expect(body(await fetchApp('footer', '/ru/information/contacts')).body).toMatch(/^<footer class="ra-footer" lang="ru">/);
  });

  it.each([
    ['content', '/en/information/rules/9', 'remote_app_page_not_found'],
    ['content', '/en/casino', 'remote_app_page_not_found'],
    ['content', '/xx/information/about', 'remote_app_page_not_found'],
    ['partners', '/en/information/about', 'remote_app_page_not_found'],
    ['sportsbook', '/en', 'remote_app_unknown'],
  ])('answers %s at %s with a typed 404 %s', async (appName, path, code) => {
    const response = await fetchApp(appName, path);
    expect(response.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(response.json()).error.code).toBe(code);
  });

  it.each([
    [{ 'mf-render-mode': 'json' }],
    [{ 'mf-render-mode': 'html', 'mf-api-version': 'v2' }],
    [{ 'mf-render-mode': 'json', 'mf-api-version': 'v1' }],
  ])('refuses the headers %j with remote_app_unsupported_version', async (headers) => {
    const response = await app.inject({ method: 'GET', url: '/remote-apps/content/en/information/about', headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'remote_app_unsupported_version' } });
  });

  it('accepts force-spa', async () => {
    expect((await fetchApp('content', '/en/information/about', { 'force-spa': '1' })).statusCode).toBe(200);
  });

  it('renders only the components a POST names, and refuses unknown ones or a bad body', async () => {
    const post = (payload: unknown) =>
      app.inject({ method: 'POST', url: '/remote-apps/footer/en/information/about', headers: { ...REMOTE_APP_REQUEST_HEADERS, 'content-type': 'application/json' }, payload: JSON.stringify(payload) });
    const only = body(await post({ components: ['languages'] }));
    expect(only.body).toMatch(/^<nav class="ra-footer__languages"/);
    expect(only.body).not.toContain('ra-footer__subscribe');
    expect((await post({ components: ['languages', 'menu'] })).json()).toMatchObject({ error: { code: 'remote_app_bad_request' } });
    expect((await post({ components: [] })).statusCode).toBe(400);
    expect((await post({ nothing: true })).json()).toMatchObject({ error: { code: 'remote_app_bad_request' } });
  });

  it('escapes what the page’s query puts back into the page (the calculator form)', async () => {
    const rendered = body(await fetchApp('content', '/en/information/betting-calculator?stake=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E&odds=2'));
    expect(rendered.body).not.toContain('<script');
    expect(rendered.body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(rendered.body).toContain('Enter a stake greater than zero');
    const worked = body(await fetchApp('content', '/en/information/betting-calculator?stake=10&odds=1.85&odds=2.10'));
    expect(worked.body).toContain('<output>38.85</output>');
  });

  describe('technical pages', () => {
    it('shows the 404 page with its status code for an unknown path, in the path’s language', async () => {
      const rendered = body(await fetchApp('technical-pages', '/ru/no-such-page'));
      expect(rendered.body).toContain('data-status="404"');
      expect(rendered.body).toContain('>404</p>');
      expect(rendered.body).toContain('Страница не найдена');
    });

    it('shows the 500 page with the status the host names (default 500)', async () => {
      expect(body(await fetchApp('technical-pages', '/en/500')).body).toContain('>500</p>');
      const rendered = body(await fetchApp('technical-pages', '/en/casino?statusCode=503'));
      expect(rendered.body).toContain('>503</p>');
      expect(rendered.body).toContain('Something went wrong on our side');
    });
  });

  describe('footer', () => {
    it('has links, languages, the subscription form, the responsible-gaming note, 18+ and its one same-origin script', async () => {
      const rendered = body(await fetchApp('footer', '/en/information/cookies'));
      expect(rendered).toMatchObject({ appName: 'footer', title: '', head: '', codeToEval: '', scriptsToLoad: ['/remote-apps/footer/assets/footer.js'] });
      expect(rendered.body).toContain('<a href="/en/information/cookies" aria-current="page">Cookie policy</a>');
      expect(rendered.body).toContain('<a href="/ru/information/cookies" hreflang="ru" lang="ru">Русский</a>');
      expect(rendered.body).toContain('action="/web-api/subscriptions/email"');
      expect(rendered.body).toContain('>18+</span>');
      expect(rendered.body).toContain('Gambling can be addictive');
    });

    it.each([
      [{}, true],
      [{ 'x-country-id': '66' }, true],
      [{ 'x-country-id': '120' }, true],
      [{ 'x-country-id': '2' }, false],
      [{ 'x-country-id': 'abc' }, true],
    ])('with %j shows the policy logo: %s (ids 1, 66, 126, 228, 120; the demo default is 1)', async (headers, shown) => {
      expect(body(await fetchApp('footer', '/en', headers)).body.includes('src="/web-api/policy/logo.agif"')).toBe(shown);
    });

    it('serves its script, which counts its runs and binds the form once', async () => {
      const response = await app.inject({ method: 'GET', url: '/remote-apps/footer/assets/footer.js' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('javascript');
      expect(response.body).toContain('window.__footerScriptRuns = (window.__footerScriptRuns || 0) + 1');
      expect(response.body).toContain("'remote-app:email-subscribed'");
    });

    it('serves the policy logo as an image', async () => {
      const response = await app.inject({ method: 'GET', url: '/web-api/policy/logo.agif' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('image/svg+xml');
      expect(response.body).toMatch(/^<svg[^>]+xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    });
  });

  describe('e-mail subscription', () => {
    it('stores the address from JSON and answers success', async () => {
      const response = await app.inject({ method: 'POST', url: '/web-api/subscriptions/email', payload: { email: ' fan@example.com ', lang: 'ru' } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'subscribed' });
      expect(await findSubscription(db, 'fan@example.com')).toMatchObject({ email: 'fan@example.com', lang: 'ru', source: 'footer' });
      expect((await app.inject({ method: 'POST', url: '/web-api/subscriptions/email', payload: { email: 'FAN@example.com' } })).json()).toEqual({ status: 'subscribed' });
    });

    it('refuses a malformed address with a typed 400', async () => {
      const response = await app.inject({ method: 'POST', url: '/web-api/subscriptions/email', payload: { email: 'not-an-address' } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'invalid_email' } });
    });

    it('takes a posted form without JavaScript and sends the visitor back to the page, which then says it worked', async () => {
      const form = (fields: Record<string, string>) =>
        app.inject({ method: 'POST', url: '/web-api/subscriptions/email', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
      const ok = await form({ email: 'nojs@example.com', lang: 'en', returnTo: '/en/information/about?x=1' });
      expect(ok.statusCode).toBe(303);
      expect(ok.headers.location).toBe('/en/information/about?x=1&subscribed=1#footer-subscription');
      expect(await findSubscription(db, 'nojs@example.com')).toBeDefined();
      expect(body(await fetchApp('footer', '/en/information/about?x=1&subscribed=1')).body).toContain('ra-footer__status--success');

      const bad = await form({ email: 'nope', lang: 'ru', returnTo: '//evil.example/x' });
      expect(bad.statusCode).toBe(303);
      expect(bad.headers.location).toBe('/ru?subscription_error=invalid_email#footer-subscription');
    });
  });
});
