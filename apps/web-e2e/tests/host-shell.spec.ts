import { appTakenOver, expect, expectAccessible, test } from './support/fixtures';

test('the footer and an information page arrive as remote apps, and a remote app script runs once across navigations', async ({ page, visit }) => {
  await visit('/en/information/about');
  await expect(page.locator('[data-remote-app="content"]')).toContainText('Apex Bet');
  await expect(page.locator('[data-remote-app="footer"]')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Apex Bet' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await page.goBack();
  await expect(page.locator('[data-remote-app="content"]')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __footerScriptRuns?: number }).__footerScriptRuns)).toBe(1);
});

test.describe('without the service worker', () => {
  // Requests a service worker makes itself are not routed by the page: keep it out so the failure reaches the app.
  test.use({ serviceWorkers: 'block' });

  test('a remote app that keeps failing shows the refresh error, and the button reloads', async ({ page }) => {
  let attempts = 0;
  await page.route('**/remote-apps/content/**', async (route) => {
    attempts += 1;
    await route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'down' } } });
  });
  await page.goto('/en');
  // The home is server-rendered: a click before the app takes over is a full page load, with the server's content.
  await appTakenOver(page);
  await page.getByRole('link', { name: 'About us' }).first().click();
  const error = page.getByRole('alert').filter({ hasText: 'Could not load this section' });
  await expect(error).toBeVisible({ timeout: 15_000 });
  expect(attempts).toBe(4);
  await expectAccessible(page);
  const reloaded = page.waitForEvent('load');
  await error.getByRole('button').click();
  await reloaded;
  });
});

test.describe('a first visit', () => {
  test.use({ ageAccepted: false });

  test('the age notice shows once, and not again after it is accepted', async ({ page, visit }) => {
  await visit('/en');
  const notice = page.getByRole('dialog', { name: /age/i });
  await expect(notice).toBeVisible();
  await expectAccessible(page);
  await notice.getByRole('button', { name: /18/ }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: /age/i })).toBeHidden();
  });
});

test('the theme chosen stays after a reload', async ({ page, visit }) => {
  await visit('/en');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // Below 1440 px the header's display settings hold the theme switch (the theme button stands beside them above).
  await page.getByRole('banner').getByRole('button', { name: 'Display settings' }).click();
  const panel = page.getByRole('dialog', { name: 'Display settings' });
  await panel.getByRole('switch', { name: 'Dark theme' }).uncheck();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expectAccessible(page);
  await panel.getByRole('button', { name: 'Close' }).click();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('a visited information page opens with the network cut', async ({ page, context, visit }) => {
  await visit('/en/information/about');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first visit is not yet controlled by the worker: load once more so the page goes through it.
  await page.reload();
  await expect(page.locator('[data-remote-app="content"]')).toBeVisible();
  // The server's inlined copy shows at once; wait until the app has fetched its chunks too (through the worker).
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('[data-remote-app="content"]')).toContainText('Apex Bet');
  await expect(page.getByRole('status').filter({ hasText: /offline/i })).toBeVisible();
  await context.setOffline(false);
});
