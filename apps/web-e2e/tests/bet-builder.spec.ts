import type { Page } from '@playwright/test';
import { depositThroughProvider, expect, expectAccessible, registerFresh, test } from './support/fixtures';

// The journey deposits through the provider's pages before it bets.
test.describe.configure({ timeout: 90_000 });

const headerBalance = (page: Page) => page.getByRole('banner').getByTestId('header-balance');

/** Money as the page writes it (₽1,234.50) in minor units. */
function minorOf(text: string): number {
  const match = /([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}

const thousandthsOf = (text: string | null) => Math.round(Number(/\d+(?:\.\d+)?/.exec(text ?? '')?.[0]) * 1000);

interface Market {
  readonly typeId: number;
  readonly period: number;
  readonly param: number | null;
  readonly isBlocked: boolean;
  readonly isSuspended: boolean;
  readonly outcomes: readonly { readonly id: number; readonly coef: number }[];
}

/** A football game to come with its deep markets: its path, the home win and "over 2.5". */
async function footballGame(page: Page): Promise<{ path: string; gameId: number; home: number; over: number }> {
  const events = (await (await page.request.get('/line-api/v1/events?section=line&sportId=1&limit=40')).json()) as { games: { id: number; champId: number; sportSlug: string }[] };
  for (const game of events.games) {
    const details = (await (await page.request.get(`/line-api/v1/games/${game.id}?lng=en`)).json()) as { marketGroups: { markets: Market[] }[] };
    const markets = details.marketGroups.flatMap((group) => group.markets).filter((market) => market.period === 0 && !market.isBlocked && !market.isSuspended);
    const result = markets.find((market) => market.typeId === 1);
    const total = markets.find((market) => market.typeId === 3 && market.param === 2500);
    if (result && total) return { path: `/en/line/all/${game.sportSlug}/${game.champId}-champ/${game.id}-game`, gameId: game.id, home: result.outcomes[0]!.id, over: total.outcomes[0]!.id };
  }
  throw new Error('no football game with a result and a total 2.5 market');
}

test('a bet builder of the home win and over 2.5 is priced apart from the product of its legs, placed, and settles won', async ({ page, visit }) => {
  await registerFresh(page.request);
  await depositThroughProvider(page, visit, '200');
  await expect(page).toHaveURL(/\/en\/onpay\/success$/);
  const game = await footballGame(page);
  await visit(game.path);

  await page.getByRole('tab', { name: 'Bet builder' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('heading', { name: 'Bet builder' })).toBeVisible();
  await panel.locator(`button.coef[data-outcome-id="${game.home}"]`).click();
  await expect(panel.getByText('Pick one more outcome to see the odds.')).toBeVisible();
  await panel.locator(`button.coef[data-outcome-id="${game.over}"]`).click();
  const coefText = panel.getByTestId('bet-builder-coef');
  await expect(coefText).toBeVisible();
  const coef = thousandthsOf(await coefText.textContent());
  const product = thousandthsOf(await panel.locator('.bet-builder__legs-odds').textContent());
  // A home win and goals go together: the builder's odds are the model's joint chance, not the legs multiplied.
  expect(coef).toBeGreaterThan(1000);
  expect(Math.abs(coef - product)).toBeGreaterThan(20);
  await expectAccessible(page);

  await panel.getByLabel('Stake', { exact: true }).fill('100');
  await panel.getByRole('button', { name: 'Place bet builder' }).click();
  await expect(panel.getByRole('status')).toContainText('Bet builder placed');
  await expect(headerBalance(page)).toHaveText(/₽100\.00/);

  // 3:1: the home side wins and four goals are over 2.5.
  const finished = await page.request.post(`/__test/line/games/${game.gameId}/finish`, { data: { score: [3, 1] } });
  expect(finished.ok(), await finished.text()).toBe(true);
  expect((await page.request.post('/__test/betting/settle')).ok()).toBe(true);

  await visit('/en/office/history');
  const card = page.getByTestId('bet-history').locator('article').first();
  await expect(card.locator('.placed-coupon__title')).toContainText('Bet builder');
  await expect(card.locator('.placed-coupon__leg')).toHaveCount(2);
  await expect(card.locator('.placed-coupon__head .coupon-status')).toHaveText('Won');
  const payout = Math.floor((10_000 * coef) / 1000);
  expect(minorOf((await card.locator('.placed-coupon__win').textContent()) ?? '')).toBe(payout);
  await expect.poll(async () => minorOf((await headerBalance(page).textContent()) ?? '')).toBe(10_000 + payout);
});
