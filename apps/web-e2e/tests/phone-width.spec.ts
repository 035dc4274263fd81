import { expect, registerFresh, test } from './support/fixtures';
import { expectNoOverflow, firstLineGame } from './support/line';

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
      // The event page has its deep markets (correct scores, ladders): many of them, none widening the page.
      if (ready === '.market') expect(await page.locator('.market').count()).toBeGreaterThan(20);
      await expectNoOverflow(page);
    }
  });
});

