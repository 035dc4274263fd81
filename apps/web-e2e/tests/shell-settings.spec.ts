import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures';

/** Settings overrides apply to requests carrying this journey's own test scope only. */
async function useScope(context: BrowserContext, baseURL: string, scope: string): Promise<void> {
  await context.addCookies([{ name: 'test_scope', value: scope, url: baseURL }]);
}

test.describe('a site with a cookie popup', () => {
  test('asks once; "necessary only" keeps functional cookies away and the answer stays after a reload', async ({ page, context, baseURL, visit }, testInfo) => {
    const scope = `cookie-popup-${testInfo.project.name}`;
    await useScope(context, baseURL!, scope);
    await page.request.put('/__test/settings/show_cookie_popup', { data: { value: true }, headers: { 'x-test-scope': scope } });
    try {
      await visit('/en');
      const popup = page.getByRole('region', { name: 'We use cookies' });
      await expect(popup).toBeVisible();
      await expectAccessible(page);
      await popup.getByRole('button', { name: 'Necessary only' }).click();
      await expect(popup).toBeHidden();
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === 'cookies_agree_type')?.value).toBe('1');
      // Window width is a functional cookie: never written without that consent, however the window changes.
      await page.setViewportSize({ width: 1000, height: 700 });
      await page.waitForTimeout(300);
      expect((await context.cookies()).some((cookie) => cookie.name === 'window_width')).toBe(false);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: 'We use cookies' })).toBeHidden();
    } finally {
      await page.request.delete('/__test/settings', { headers: { 'x-test-scope': scope } });
    }
  });

  test('choosing functional cookies lets the window width be kept', async ({ page, context, baseURL, visit }, testInfo) => {
    const scope = `cookie-choice-${testInfo.project.name}`;
    await useScope(context, baseURL!, scope);
    await page.request.put('/__test/settings/show_cookie_popup', { data: { value: true }, headers: { 'x-test-scope': scope } });
    try {
      await visit('/en');
      const popup = page.getByRole('region', { name: 'We use cookies' });
      await popup.getByRole('button', { name: 'Choose cookies' }).click();
      await popup.getByRole('checkbox', { name: /Functional/ }).check();
      await expectAccessible(page);
      await popup.getByRole('button', { name: 'Save my choice' }).click();
      await expect(popup).toBeHidden();
      expect((await context.cookies()).find((cookie) => cookie.name === 'cookies_agree_type')?.value).toBe('2');
      await page.setViewportSize({ width: 1111, height: 700 });
      // The kept width is the window's as the page settles (a phone's layout viewport may move by a pixel meanwhile).
      await expect
        .poll(async () => {
          const width = await page.evaluate(() => window.innerWidth);
          return (await context.cookies()).find((cookie) => cookie.name === 'window_width')?.value === String(width) ? width : null;
        })
        .toBeGreaterThan(1000);
    } finally {
      await page.request.delete('/__test/settings', { headers: { 'x-test-scope': scope } });
    }
  });
  /** On the line: sets 120 % and hides the sports menu column in the header's display settings, then reloads. */
  async function enlargedWithoutMenu(page: Page) {
    await page.getByRole('banner').getByRole('button', { name: 'Display settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Display settings' });
    await panel.getByLabel('Font size').selectOption('120');
    await panel.getByRole('switch', { name: 'Sports menu column' }).uncheck();
    await panel.getByRole('button', { name: 'Close' }).click();
    const html = page.locator('html');
    // 14 px × 120 %, and the column gone at once.
    await expect(html).toHaveCSS('font-size', '16.8px');
    await expect(html).toHaveAttribute('data-hide-left', '');
    if (test.info().project.name === 'desktop') await expect(page.locator('.sports-layout__menu')).toBeHidden();
    await page.reload();
    await expect(page.locator('.sports-layout')).toBeVisible();
    return html;
  }

  test('with functional cookies the font size and a hidden column stay after a reload; with necessary ones only they do not', async ({ page, context, baseURL, visit }, testInfo) => {
    // Two visitors (functional cookies, then necessary only), each with a reload.
    test.setTimeout(90_000);
    const scope = `display-consent-${testInfo.project.name}`;
    await useScope(context, baseURL!, scope);
    await page.request.put('/__test/settings/show_cookie_popup', { data: { value: true }, headers: { 'x-test-scope': scope } });
    try {
      await visit('/en/line');
      let popup = page.getByRole('region', { name: 'We use cookies' });
      await popup.getByRole('button', { name: 'Choose cookies' }).click();
      await popup.getByRole('checkbox', { name: /Functional/ }).check();
      await popup.getByRole('button', { name: 'Save my choice' }).click();
      let html = await enlargedWithoutMenu(page);
      await expect(html).toHaveCSS('font-size', '16.8px');
      await expect(html).toHaveAttribute('data-hide-left', '');
      if (testInfo.project.name === 'desktop') await expect(page.locator('.sports-layout__menu')).toBeHidden();

      // A visitor who allows necessary cookies only: the same choices last only until the page is left.
      await context.clearCookies();
      await useScope(context, baseURL!, scope);
      await visit('/en/line');
      popup = page.getByRole('region', { name: 'We use cookies' });
      await popup.getByRole('button', { name: 'Necessary only' }).click();
      html = await enlargedWithoutMenu(page);
      await expect(html).toHaveCSS('font-size', '14px');
      await expect(html).not.toHaveAttribute('data-hide-left');
      if (testInfo.project.name === 'desktop') await expect(page.locator('.sports-layout__menu')).toBeVisible();
      expect((await context.cookies()).some((cookie) => cookie.name === 'app_font_size' || cookie.name === 'hide_left')).toBe(false);
    } finally {
      await page.request.delete('/__test/settings', { headers: { 'x-test-scope': scope } });
    }
  });
});

test('without a cookie popup consent is all, and the popup never shows', async ({ page, context, visit }) => {
  await visit('/en');
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'cookies_agree_type')?.value).toBe('4');
  await expect(page.getByRole('region', { name: 'We use cookies' })).toHaveCount(0);
});

test('the first HTML is already in the visitor\'s theme (no dark flash for light-theme visitors)', async ({ request }) => {
  const light = await (await request.get('/en', { headers: { cookie: 'app_theme=0' } })).text();
  expect(light).toMatch(/<html[^>]*data-theme="light"/);
  const dark = await (await request.get('/en')).text();
  expect(dark).toMatch(/<html[^>]*data-theme="dark"/);
  // The bootstrap data is inline JSON (with the response's CSP nonce, as every inline script).
  expect(dark).toMatch(/<script nonce="[^"]+" id="bootstrap-data" type="application\/json">/);
});

test('a guest is invited to register after the configured delay, and not again within the interval', async ({ page, visit }) => {
  await page.clock.install();
  await visit('/en');
  // The reminder's timer starts once the app (and its session check) is up.
  await page.waitForLoadState('networkidle');
  const reminder = page.getByRole('dialog', { name: 'Join Apex Bet' });
  await page.clock.fastForward(60_000);
  await expect(reminder).toHaveCount(0);
  await page.clock.fastForward(31_000);
  await expect(reminder).toBeVisible();
  await expectAccessible(page);
  await reminder.getByRole('button', { name: 'Not now' }).click();
  await expect(reminder).toHaveCount(0);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await page.clock.fastForward(120_000);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(reminder).toHaveCount(0);
});
