import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// The demo site shows no cookie popup, so consent is ALL and the marketing counters may load (spec §1, §9).

interface LoadedCounter {
  readonly counterType: number;
  readonly id: string | null;
}

const loadedCounters = (page: Page) => page.evaluate(() => (window as unknown as { __analyticsCounters?: LoadedCounter[] }).__analyticsCounters ?? []);
const counterScripts = (page: Page) => page.locator('script[data-counter-key]');

test('on a registration route the counters load at once, each script once', async ({ page, visit }) => {
  const counters = page.waitForResponse((response) => response.url().includes('/web-api/analytics/counters?'));
  await visit('/en/registration');
  expect((await counters).status()).toBe(200);
  await expect.poll(async () => (await loadedCounters(page)).length).toBeGreaterThan(0);
  const loaded = await loadedCounters(page);
  // localhost has counters of its own (the seed): tag-manager events, a pixel, heatmap, metrica, tag manager, amplitude.
  expect(loaded.map((counter) => counter.counterType).sort((a, b) => a - b)).toEqual([1, 2, 5, 8, 9, 11]);
  expect(loaded.find((counter) => counter.counterType === 9)?.id).toBe('GTM-APEXLOC');
  await expect(counterScripts(page)).toHaveCount(6);
  expect(await counterScripts(page).evaluateAll((scripts) => scripts.every((script) => (script as HTMLScriptElement).async && script.getAttribute('src')?.startsWith('/web-api/analytics/counter/')))).toBe(true);
  // Requested well before the 10 s lazy delay (resource times count from the navigation's start).
  const requestedAt = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/web-api/analytics/counter/')).map((entry) => entry.startTime));
  expect(requestedAt).toHaveLength(6);
  expect(Math.max(...requestedAt)).toBeLessThan(10_000);
  const dataLayer = await page.evaluate(() => (window as unknown as { dataLayer?: { event?: string }[] }).dataLayer ?? []);
  expect(dataLayer.filter((entry) => entry.event === 'analytics_counter_loaded')).toHaveLength(6);
});

test('elsewhere the counters wait 10 s after start, then load', async ({ page }) => {
  await page.clock.install();
  const counters = page.waitForResponse((response) => response.url().includes('/web-api/analytics/counters?'));
  // Not `visit`: the page's clock runs on while axe works, and a slow check could reach the 10 s by itself (the page
  // is still checked when the test ends).
  await page.goto('/en');
  await counters;
  // Right after the page and the counters list have loaded, far less than 10 s in: nothing injected yet.
  expect(await loadedCounters(page)).toEqual([]);
  await expect(counterScripts(page)).toHaveCount(0);

  await page.clock.fastForward('00:10');
  await expect(counterScripts(page)).toHaveCount(6);
  await expect.poll(async () => (await loadedCounters(page)).length).toBe(6);
});

test('a failing counters call is logged and the page keeps working', async ({ page, visit }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route('**/web-api/analytics/counters?**', (route) => route.fulfill({ status: 503, json: { error: { code: 'unavailable', message: 'down' } } }));
  await visit('/en/registration');
  await expect.poll(() => warnings.some((text) => text.includes('Analytics counters failed to load'))).toBe(true);
  await expect(counterScripts(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
