import { expect, test } from './support/fixtures';
import { expectNoOverflow, firstLineGame } from './support/line';

test('a live tennis match shows its point score, on the live list and the event page, and it changes as points are played', async ({ page, visit }) => {
  test.setTimeout(60_000);
  const match = await firstLineGame(page.request, 4);
  expect((await page.request.post(`/__test/line/games/${match.id}/start`)).status()).toBe(200);

  await visit('/en/live/all/tennis');
  const row = page.locator(`.game-row[data-game-id="${match.id}"]`);
  await expect(row.getByTestId('row-points-0')).toHaveText(/^(0|15|30|40|AD)$/);
  await expect(row.getByTestId('row-points-1')).toHaveText(/^(0|15|30|40|AD)$/);

  await row.locator('.game-row__teams').click();
  const board = page.getByRole('table', { name: 'Score by period' });
  await expect(board).toBeVisible();
  await expect(board.getByRole('columnheader', { name: 'Points' })).toBeVisible();
  const score = async () => `${await board.textContent()}`;
  const before = await score();
  await expect(page.getByTestId('points-0')).toHaveText(/^(0|15|30|40|AD)$/);
  // Play goes on by the test clock: half a minute of play at a time until a point is played, as the feed tells it.
  await expect
    .poll(
      async () => {
        expect((await page.request.post('/__test/line/tick', { data: { ms: 30_000 } })).status()).toBe(200);
        return score();
      },
      { timeout: 20_000, intervals: [200] },
    )
    .not.toBe(before);
  await expect(page.getByTestId('points-0')).toHaveText(/^(0|15|30|40|AD)$/);
  await expect(page.getByTestId('points-1')).toHaveText(/^(0|15|30|40|AD)$/);

  // The live tennis page on a phone is no wider than the screen either.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoOverflow(page);
});
