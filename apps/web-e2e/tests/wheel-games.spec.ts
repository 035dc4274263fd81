import type { FrameLocator, Page } from '@playwright/test';
import { depositThroughProvider, expect, registerFresh, test } from './support/fixtures';

// The journey deposits through the provider's pages before it plays: longer than most.
test.describe.configure({ timeout: 90_000 });

const headerBalance = (page: Page) => page.getByRole('banner').getByTestId('header-balance');
const gameFrame = (page: Page, name: string): FrameLocator => page.frameLocator(`iframe[title="${name} — game"]`);
const rubles = (minor: number) => `₽${(minor / 100).toLocaleString('en', { minimumFractionDigits: 2 }).replace('.', '\\.')}`;

test('Fortuna Wheel for real money: one spin moves the balance by exactly −stake + the win the frame shows; its bonus variant asks for a bonus balance', async ({ page, visit }) => {
  await registerFresh(page.request);
  await depositThroughProvider(page, visit, '1000');
  await expect(page).toHaveURL(/\/en\/onpay\/success$/);

  await visit('/en/fortuna');
  await expect(page.getByRole('heading', { level: 1, name: 'Fortuna Wheel' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  const frame = gameFrame(page, 'Fortuna Wheel');
  await expect(frame.getByText('Real money')).toBeVisible();
  await expect(frame.locator('#balance')).toHaveText('1000.00 RUB');
  await expect(headerBalance(page)).toHaveText(/₽1,000\.00/);

  await frame.getByLabel('Stake').fill('10.00');
  await frame.getByRole('button', { name: 'Spin' }).click();
  const outcome = frame.getByRole('status').filter({ hasText: /Win|No win/ });
  await expect(outcome).toHaveText(/^(Win \d+\.\d{2} RUB · ×[\d.]+|No win this time)$/);
  const shown = (await outcome.textContent()) ?? '';
  const win = /^Win (\d+)\.(\d{2}) RUB/.exec(shown);
  const payout = win ? Number(win[1]) * 100 + Number(win[2]) : 0;

  // The round the frame shows is the server's, settled for exactly that win.
  const roundId = Number(await frame.locator('#round-id').textContent());
  const answer = await page.request.get(`/web-api/casino/play/rounds/${roundId}`);
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { round: unknown }).round).toMatchObject({ launchKind: 'fortuna', stake: 1000, payout, status: 'settled' });
  await expect(frame.locator('#balance')).toHaveText(`${((100_000 - 1000 + payout) / 100).toFixed(2)} RUB`);
  await expect(headerBalance(page)).toHaveText(new RegExp(rubles(100_000 - 1000 + payout)));

  // Its -bonus variant plays the casino bonus balance, which this person does not have: a clear notice, no play.
  await page.locator('a[href="/en/games/fortuna-bonus"]').click();
  await expect(page).toHaveURL(/\/en\/games\/fortuna-bonus$/);
  const bonus = gameFrame(page, 'Fortuna Wheel Bonus');
  await expect(bonus.getByRole('heading', { name: 'No casino bonus balance' })).toBeVisible();
  await expect(bonus.getByRole('link', { name: 'Casino bonuses' })).toBeVisible();
  await expect(bonus.getByRole('button', { name: 'Spin' })).toBeDisabled();
  await expect(headerBalance(page)).toHaveText(new RegExp(rubles(100_000 - 1000 + payout)));
});
