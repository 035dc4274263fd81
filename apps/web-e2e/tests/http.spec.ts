import { expect, test, type APIRequestContext } from '@playwright/test';

// What a person checks with `curl -si`: the built server answers before any JavaScript runs.

const get = (request: APIRequestContext, path: string) => request.get(path, { maxRedirects: 0 });

test.describe('server answers', () => {
  test.describe.configure({ mode: 'serial' });

  for (const [path, status, location] of [
    ['/ru/tvgames/view/poker', [301, 302], '/ru/poker'],
    ['/en/information/rules', [301, 302], '/en/information/rules/1'],
    ['/xx-unknown/zz', [302], '/en/xx-unknown/zz'],
    ['/casino', [302], '/en/casino'],
  ] as const) {
    test(`${path} redirects to ${location}`, async ({ request }) => {
      const response = await get(request, path);
      expect(status).toContain(response.status());
      expect(response.headers()['location']).toBe(location);
    });
  }

  for (const path of ['/en/xx-unknown/zz', '/en/no-such-page', '/en/print-coupon/12ab']) {
    test(`${path} answers 404 with the not-found page`, async ({ request }) => {
      const response = await get(request, path);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain('This page could not be found');
    });
  }

  test('the office sends a guest to the sign-in entry point, keeping the return state', async ({ request }) => {
    const response = await get(request, '/en/office/account');
    expect(response.status()).toBe(302);
    const location = new URL(response.headers()['location'] ?? '', 'http://site.invalid');
    expect(location.pathname).toBe('/en/user/login');
    expect(location.searchParams.get('state')).toBe('/en/office/account');
  });

  test('maintenance switched on in the database sends every page to the maintenance layout, and off sends it home', async ({ request }) => {
    const on = await request.put('/__test/maintenance', { data: { isActive: true } });
    expect(on.ok()).toBe(true);
    try {
      for (const path of ['/en', '/en/casino', '/ru/office/account', '/en/information/about']) {
        const response = await get(request, path);
        expect(response.status(), path).toBe(302);
        expect(response.headers()['location'], path).toBe(`/${path.split('/')[1]}/maintenance`);
      }
      const page = await get(request, '/en/maintenance');
      expect(page.status()).toBe(503);
      expect(await page.text()).toContain('Technical maintenance');
    } finally {
      await request.delete('/__test/maintenance');
    }
    const off = await get(request, '/en/maintenance');
    expect(off.status()).toBe(302);
    expect(off.headers()['location']).toBe('/en');
  });

  test('a page answers 200 with its language applied', async ({ request }) => {
    const response = await get(request, '/ru/casino');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<html lang="ru"');
  });
});

test.describe('server-rendered content and head', () => {
  test('an information page’s text is in the first HTML, with no JavaScript', async ({ request }) => {
    const html = await (await request.get('/en/information/about')).text();
    expect(html).toContain('data-remote-app="content"');
    expect(html).toMatch(/Apex Bet/);
  });

  test('the head names every language and the canonical address', async ({ request }) => {
    const html = await (await request.get('/en/information/about')).text();
    const config = await (await request.get('/bff-api/config/all.json')).json();
    for (const { code } of config.languages as { code: string }[]) {
      expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="${code}" href="[^"]*/${code}/information/about"`));
    }
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default"/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/en\/information\/about"/);
  });
});
