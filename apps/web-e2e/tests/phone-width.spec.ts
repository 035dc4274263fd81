import type { APIRequestContext, Page } from '@playwright/test';
import { appTakenOver, expect, registerFresh, test } from './support/fixtures';

interface ListedGame {
  readonly id: number;
  readonly champId: number;
}

/** The first prematch game of a sport in the line (the soonest: within a day, so with its deep markets). */
async function firstLineGame(request: APIRequestContext, sportId: number): Promise<ListedGame> {
  const response = await request.get(`/line-api/v1/events?section=line&sportId=${sportId}&limit=1`);
  expect(response.status()).toBe(200);
  const [game] = ((await response.json()) as { games: ListedGame[] }).games;
  expect(game).toBeDefined();
  return game!;
}

/** The page is no wider than the screen: nothing scrolls sideways. */
async function expectNoOverflow(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.document, `${page.url()} is ${widths.document} px wide on a ${widths.viewport} px screen`).toBeLessThanOrEqual(widths.viewport);
}

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('no page is wider than the screen: home, line, live, a football event with its deep markets, casino, office', async ({ page, visit }) => {
    test.setTimeout(60_000);
    await registerFresh(page.request);
    const football = await firstLineGame(page.request, 1);
    const pages: readonly [string, string][] = [
      ['/en', 'main'],
      ['/en/line', '.game-row'],
      ['/en/live', 'main h1'],
      [`/en/line/all/football/${football.champId}/${football.id}`, '.market'],
      ['/en/casino', 'main h1'],
      ['/en/office', 'main h1'],
    ];
    for (const [path, ready] of pages) {
      await visit(path);
      await page.locator(ready).first().waitFor();
      await appTakenOver(page);
      // The event page has its deep markets (correct scores, ladders): many of them, none widening the page.
      if (ready === '.market') expect(await page.locator('.market').count()).toBeGreaterThan(20);
      await expectNoOverflow(page);
    }
  });
});

