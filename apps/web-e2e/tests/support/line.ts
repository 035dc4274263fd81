import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

export interface ListedGame {
  readonly id: number;
  readonly champId: number;
}

/** The first prematch game of a sport in the line (the soonest: within a day, so with its deep markets). */
export async function firstLineGame(request: APIRequestContext, sportId: number): Promise<ListedGame> {
  const [game] = await lineGames(request, sportId, 1);
  return game!;
}

/** The first `count` games of a sport's pre-match line (the test fails when it has fewer). */
export async function lineGames(request: APIRequestContext, sportId: number, count: number): Promise<ListedGame[]> {
  const response = await request.get(`/line-api/v1/events?section=line&sportId=${sportId}&limit=${count}`);
  expect(response.status()).toBe(200);
  const { games } = (await response.json()) as { games: ListedGame[] };
  expect(games.length).toBeGreaterThanOrEqual(count);
  return games.slice(0, count);
}

/** The page is no wider than the screen: nothing scrolls sideways. */
export async function expectNoOverflow(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.document, `${page.url()} is ${widths.document} px wide on a ${widths.viewport} px screen`).toBeLessThanOrEqual(widths.viewport);
}

/** A long list adds its next games as the bettor nears its end: scrolled to the end until every game is in. */
export async function scrollListToEnd(page: Page): Promise<void> {
  await expect(async () => {
    await page.keyboard.press('End');
    await expect(page.locator('.event-list__end')).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}
