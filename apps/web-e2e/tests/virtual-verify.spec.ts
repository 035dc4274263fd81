import { depositThroughProvider, expect, expectAccessible, registerFresh, test } from './support/fixtures';

// A deposit, a bet, a virtual FIFA game played to its end by the clock: longer than most.
test.describe.configure({ timeout: 120_000 });

const slip = (page: import('@playwright/test').Page) => page.getByRole('region', { name: /^Bet slip/ });

test('a bet on a virtual game settles when the clock plays it out, "Verify this game" replays it with every check passing, and a forced score shows the mismatch', async ({ page, visit }) => {
  await registerFresh(page.request);
  await depositThroughProvider(page, visit, '200');
  await expect(page).toHaveURL(/\/en\/onpay\/success$/);

  // Virtual FIFA (sport 50): two halves of six minutes.
  const list = await page.request.get('/line-api/v1/events?section=line&sportId=50&limit=10');
  const { games } = (await list.json()) as { games: { id: number; champId: number }[] };
  const [game, forced] = games;
  expect(forced, 'two virtual FIFA games on the line').toBeDefined();
  await visit(`/en/line/all/fifa/${game!.champId}/${game!.id}`);
  // Before the start the game's page links to its key's commitment.
  await expect(page.getByRole('link', { name: "Fair play: this game's key commitment" })).toHaveAttribute('href', `/en/results/verify/${game!.id}`);
  await page.locator(`button.coef[data-game-id="${game!.id}"]`).first().click();
  await slip(page).getByLabel('Stake', { exact: true }).fill('100');
  await slip(page).getByRole('button', { name: 'Place bet' }).click();
  await expect(slip(page).getByText('Bet accepted')).toBeVisible();

  // Before the start only the commitment is out; the clock then plays the game to its end with its own draws.
  const before = await (await page.request.get(`/line-api/v1/games/${game!.id}/proof`)).json();
  expect(before.key).toBeNull();
  expect((await page.request.post(`/__test/line/games/${game!.id}/start`)).ok()).toBe(true);
  expect((await page.request.post('/__test/line/tick', { data: { ms: 780_000 } })).ok()).toBe(true);
  for (let run = 0; run < 2; run += 1) expect((await page.request.post('/__test/betting/settle')).ok()).toBe(true);

  await visit('/en/office/history');
  const coupon = page.getByTestId('bet-history').locator('article').first();
  await expect(coupon.locator('.coupon-status').first()).toHaveText(/Won|Lost|Returned/);
  const link = coupon.getByRole('link', { name: 'Verify this game' });
  await expect(link).toHaveAttribute('href', `/en/results/verify/${game!.id}`);
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify this game' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Every check passed' })).toBeVisible();
  const checks = page.getByRole('list', { name: 'Checks' }).getByRole('listitem');
  await expect(checks).toHaveCount(5);
  await expect(checks.filter({ hasText: 'passed' })).toHaveCount(5);
  await expectAccessible(page);

  // Test control finishes another game with a score of its choosing: the replay of its key disagrees.
  expect((await page.request.post(`/__test/line/games/${forced!.id}/finish`, { data: { score: [9, 0] } })).ok()).toBe(true);
  await visit(`/en/results/verify/${forced!.id}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Mismatch' })).toBeVisible();
  await expect(page.locator('[data-check="commitment"]')).toHaveAttribute('data-ok', 'true');
  await expect(page.locator('[data-check="final"]')).toHaveAttribute('data-ok', 'false');
  await expect(page.locator('[data-check="final"]')).toContainText('Published: 9:0');
});
