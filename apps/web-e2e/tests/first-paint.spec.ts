import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** The API answers the first HTML carried (`#page-data`), by path and query with the parameters in name order. */
function keyOf(url: string): string {
  const parsed = new URL(url, 'http://site.invalid');
  const params = [...parsed.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return params.length === 0 ? parsed.pathname : `${parsed.pathname}?${new URLSearchParams(params).toString()}`;
}

async function carriedRequests(page: Page): Promise<string[]> {
  const json = await page.locator('script#page-data').textContent();
  return Object.keys(JSON.parse(json ?? '{}') as Record<string, unknown>).map(keyOf);
}

/** The page's calls to the API (fetch and XHR) from the first byte on. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    if (['fetch', 'xhr'].includes(request.resourceType())) calls.push(keyOf(request.url()));
  });
  return calls;
}

// The line page is long (every game of the line): hydrating it and checking it with axe takes a while on 2 cores.
test.describe.configure({ timeout: 90_000 });

/** React has taken `#root` over (its container mark is set when hydration starts), and its first effects have run. */
async function takenOver(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'))), { timeout: 30_000 }).toBe(true);
  // The first view's effects start their reads right after hydration: long enough for any of them to go out.
  await page.waitForTimeout(2_000);
}

test.describe('without JavaScript: the server HTML is the page', () => {
  test.use({ javaScriptEnabled: false });

  // axe runs as a script in the page, which this browser does not run: the journeys below check the same HTML with it.
  const visit = async (page: Page, path: string) => (await page.goto(path))?.status() ?? 0;

  test('the home shows the top matches with their odds, the line its games, the casino its tiles', async ({ page }) => {
    expect(await visit(page, '/en')).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const topMatches = page.getByRole('region', { name: /Top matches/ });
    await expect(topMatches.locator('.game-row').first()).toBeVisible();
    await expect(page.locator('.top-events .game-row button.coef').first()).toHaveText(/\d+\.\d+/);
    await expect(page.getByTestId('home-skeleton')).toHaveCount(0);

    expect(await visit(page, '/en/line')).toBe(200);
    await expect(page.locator('.game-row').first()).toBeVisible();
    expect(await page.locator('.game-row').count()).toBeGreaterThan(5);
    await expect(page.locator('.game-row button.coef').first()).toHaveText(/\d+\.\d+/);

    expect(await visit(page, '/en/casino')).toBe(200);
    await expect(page.locator('.game-tile').first()).toBeVisible();
    expect(await page.locator('.game-tile').count()).toBeGreaterThan(5);
    // The first cover is the view's largest image: asked for at once, sized before it arrives.
    const firstCover = page.locator('.game-tile__cover').first();
    await expect(firstCover).toHaveAttribute('fetchpriority', 'high');
    await expect(firstCover).toHaveAttribute('loading', 'eager');
    await expect(firstCover).toHaveAttribute('width', '320');
    await expect(firstCover).toHaveAttribute('height', '240');
  });

  test('times are in the zone and on the clock the visitor’s cookies set, from the first byte', async ({ page, context, baseURL }) => {
    await context.addCookies([
      { name: 'tzo', value: '-5', url: baseURL ?? '' },
      { name: 'is12h', value: '1', url: baseURL ?? '' },
    ]);
    expect(await visit(page, '/en/line')).toBe(200);
    const times = page.locator('.game-row time[datetime]');
    await expect(times.first()).toBeVisible();
    for (const time of (await times.all()).slice(0, 4)) {
      const at = new Date(Date.parse((await time.getAttribute('datetime')) ?? '') - 5 * 3_600_000);
      const hours = at.getUTCHours();
      const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${String(at.getUTCMinutes()).padStart(2, '0')}\\s?${hours < 12 ? 'am' : 'pm'}`;
      await expect(time).toHaveText(new RegExp(`(^|\\D)${clock}`, 'i'));
    }
  });

  test('a game’s page shows its scoreboard and its markets with odds', async ({ page }) => {
    expect(await visit(page, '/en/line')).toBe(200);
    const gamePath = await page.locator('.game-row a[href*="/en/line/"]').first().getAttribute('href');
    expect(gamePath).toMatch(/^\/en\/line\/[^/]+\/[^/]+\/[^/]+\/\d+/);
    expect(await visit(page, gamePath ?? '')).toBe(200);
    await expect(page.locator('.game-header')).toBeVisible();
    await expect(page.locator('.market-group button.coef').first()).toHaveText(/\d+\.\d+/);
  });

  test.describe('a visitor who has not confirmed their age', () => {
    test.use({ ageAccepted: false });

    test('sees the age notice at once, and accepting it works without JavaScript', async ({ page }) => {
      expect(await visit(page, '/en/line')).toBe(200);
      const notice = page.getByRole('dialog', { name: /age/i });
      await expect(notice).toBeVisible();
      await notice.getByRole('button', { name: /18/ }).click();
      await expect(page).toHaveURL(/\/en\/line$/);
      await expect(page.getByRole('dialog', { name: /age/i })).toHaveCount(0);
      await expect(page.locator('.game-row button.coef').first()).toHaveText(/\d+\.\d+/);
      expect(await visit(page, '/en')).toBe(200);
      await expect(page.getByRole('dialog', { name: /age/i })).toHaveCount(0);
    });
  });
});

test.describe('with JavaScript: the app takes the server HTML over', () => {
  for (const path of ['/en', '/en/line', '/en/casino']) {
    test(`${path} asks the API for nothing the first HTML carried`, async ({ page, visit }) => {
      const calls = apiCalls(page);
      expect(await visit(path)).toBe(200);
      const carried = await carriedRequests(page);
      expect(carried.length).toBeGreaterThan(2);
      await takenOver(page);
      expect(calls.filter((call) => carried.includes(call))).toEqual([]);
      expect(calls.filter((call) => /\/(top|events|lobby)\b|config\/all\.json|\/maintenance$/.test(call))).toEqual([]);
    });
  }

  test('a game’s page asks the API for neither its game nor its menu again', async ({ page, visit }) => {
    expect(await visit('/en/line')).toBe(200);
    const gamePath = await page.locator('.game-row a[href*="/en/line/"]').first().getAttribute('href');
    const calls = apiCalls(page);
    expect(await visit(gamePath ?? '')).toBe(200);
    const carried = await carriedRequests(page);
    expect(carried.some((request) => /\/games\/\d+/.test(request))).toBe(true);
    await takenOver(page);
    expect(calls.filter((call) => carried.includes(call))).toEqual([]);
    await expect(page.locator('.market-group button.coef').first()).toHaveText(/\d+\.\d+/);
  });

  test('a coefficient of the server-rendered home goes into the slip', async ({ page, visit }) => {
    expect(await visit('/en')).toBe(200);
    await takenOver(page);
    const pick = page.locator('.top-events .game-row button.coef').first();
    await pick.click();
    await expect(pick).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.coef--selected')).toHaveCount(1);
  });

  test('a coefficient tapped before the app has started is in the slip once it has', async ({ page }) => {
    // The app's scripts are held back until the tap is made, so it lands on the server's HTML alone.
    let releaseScripts = () => {};
    const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route(/\/assets\/[^/?]+\.js(\?|$)/, async (route) => {
      await scriptsReleased;
      await route.continue();
    });
    await page.goto('/en', { waitUntil: 'commit' });
    const pick = page.locator('.top-events .game-row button.coef').first();
    await pick.click();
    await expect(pick).not.toHaveAttribute('aria-pressed', 'true');
    releaseScripts();
    await expect(pick).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
    await expect(page.locator('.coef--selected')).toHaveCount(1);
  });
});
