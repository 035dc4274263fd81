import type { APIRequestContext, Page } from '@playwright/test';
import { depositThroughProvider, expect, expectAccessible, registerFresh, test } from './support/fixtures';
import { expectNoOverflow } from './support/line';

// A deposit, a bet, a virtual FIFA game played to its end by the clock: longer than most. The two journeys run one
// after the other (one file): both move the line's clock, which plays every live game.
test.describe.configure({ timeout: 120_000 });

const slip = (page: Page) => page.getByRole('region', { name: /^Bet slip/ });
const stream = (page: Page) => page.getByRole('region', { name: 'Animated stream of the simulated game' });

/** Virtual FIFA (sport 50): two halves of six minutes. Prematch games of the line, soonest first. */
async function fifaGames(request: APIRequestContext): Promise<{ id: number; champId: number }[]> {
  const list = await request.get('/line-api/v1/events?section=line&sportId=50&limit=10');
  return ((await list.json()) as { games: { id: number; champId: number }[] }).games;
}

async function scoreOf(request: APIRequestContext, gameId: number): Promise<[number, number]> {
  const { game } = (await (await request.get(`/line-api/v1/games/${gameId}`)).json()) as { game: { opponents: { score: number | null }[] } };
  return [game.opponents[0]?.score ?? 0, game.opponents[1]?.score ?? 0];
}

/**
 * Starts the game and moves the clock thirty seconds at a time: for a minute at least, then on until the first goal
 * (or nearly the whistle). Each time the published score changes, the stream's live summary tells that goal with that
 * score. Returns the game seconds played.
 */
async function watchStream(page: Page, gameId: number): Promise<number> {
  const summary = stream(page).getByRole('status');
  await expect(summary).toHaveText('The stream starts with the game');
  expect((await page.request.post(`/__test/line/games/${gameId}/start`)).ok()).toBe(true);
  await expect(summary).toHaveText(/The game is under way|Live: 0:0/, { timeout: 15_000 });
  let seen: [number, number] = [0, 0];
  let played = 0;
  while (played < 60 || (seen[0] + seen[1] === 0 && played < 660)) {
    expect((await page.request.post('/__test/line/tick', { data: { ms: 30_000 } })).ok()).toBe(true);
    played += 30;
    const score = await scoreOf(page.request, gameId);
    if (score[0] !== seen[0] || score[1] !== seen[1]) {
      await expect(summary).toContainText(`scores: ${score.join(':')}`, { timeout: 15_000 });
      await expect(page.locator('.game-header__score')).toHaveText(score.join(' : '));
      seen = score;
    }
  }
  return played;
}

test('a bet on a virtual game settles when the clock plays it out, "Verify this game" replays it with every check passing, and a forced score shows the mismatch', async ({ page, visit }) => {
  await registerFresh(page.request);
  await depositThroughProvider(page, visit, '200');
  await expect(page).toHaveURL(/\/en\/onpay\/success$/);

  const [game, forced] = await fifaGames(page.request);
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
  // The bettor watches the game's animated stream: goals appear in it as the published score changes.
  const played = await watchStream(page, game!.id);
  // Under way, the key is still secret.
  expect((await (await page.request.get(`/line-api/v1/games/${game!.id}/proof`)).json()).key).toBeNull();
  expect((await page.request.post('/__test/line/tick', { data: { ms: 780_000 - played * 1000 } })).ok()).toBe(true);
  const final = await scoreOf(page.request, game!.id);
  await expect(stream(page).getByRole('status')).toHaveText(`Final score: ${final.join(':')}`, { timeout: 15_000 });
  for (let run = 0; run < 2; run += 1) expect((await page.request.post('/__test/betting/settle')).ok()).toBe(true);

  // The champ's statistics list the finished game with the same link.
  await visit(`/en/statistic/${game!.champId}`);
  await expect(page.getByRole('region', { name: 'Finished games' }).locator(`a[href="/en/results/verify/${game!.id}"]`)).toHaveText('Verify this game');

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

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a virtual game's stream fits the phone and tells each goal; its check passes there too", async ({ page, visit }) => {
    const [game] = await fifaGames(page.request);
    expect(game, 'a virtual FIFA game on the line').toBeDefined();
    await visit(`/en/line/all/fifa/${game!.champId}/${game!.id}`);
    await expect(stream(page)).toBeVisible();
    await expect(stream(page).getByText('No sound')).toBeVisible();
    // Before the start the drawing waits folded; it opens by itself once the game is under way.
    await expect(stream(page).getByRole('button', { name: 'Show the stream' })).toHaveAttribute('aria-expanded', 'false');
    const played = await watchStream(page, game!.id);
    await expect(stream(page).getByRole('button', { name: 'Hide the stream' })).toHaveAttribute('aria-expanded', 'true');
    await expect(stream(page).locator('svg')).toBeVisible();
    await expectNoOverflow(page);
    await expectAccessible(page);
    expect((await page.request.post('/__test/line/tick', { data: { ms: 780_000 - played * 1000 } })).ok()).toBe(true);
    await expect(stream(page).getByRole('status')).toHaveText(/^Final score: \d+:\d+$/, { timeout: 15_000 });

    await visit(`/en/results/verify/${game!.id}`);
    await expect(page.getByRole('status').filter({ hasText: 'Every check passed' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Checks' }).getByRole('listitem').filter({ hasText: 'passed' })).toHaveCount(5);
    await expectNoOverflow(page);
  });
});
