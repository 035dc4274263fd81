import type { Page } from '@playwright/test';
import { depositThroughProvider, expect, expectAccessible, registerFresh, test } from './support/fixtures';

// The journey deposits through the provider's pages, buys a ticket and runs a draw: longer than most.
test.describe.configure({ timeout: 90_000 });

const headerBalance = (page: Page) => page.getByRole('banner').getByTestId('header-balance');
const rubles = (minor: number) => `₽${(minor / 100).toLocaleString('en', { minimumFractionDigits: 2 }).replace('.', '\\.')}`;

interface HistoryEntry {
  readonly id: number;
  readonly game: string;
  readonly status: string;
  readonly stake: number;
  readonly win: number | null;
  readonly draw: { readonly id: number; readonly status: string; readonly serverSeed: string | null };
  readonly play: { readonly game: string; readonly picks?: number[]; readonly balls: number[]; readonly hits?: number[] | null };
}

test('a keno ticket bought on the page is drawn and then listed in the office lotteries history with its result and win; the balance moved by exactly −stake + win', async ({ page, visit }) => {
  await registerFresh(page.request);
  await depositThroughProvider(page, visit, '1000');
  await expect(page).toHaveURL(/\/en\/onpay\/success$/);

  await visit('/en/keno');
  await expect(page.getByRole('heading', { level: 1, name: 'Keno' })).toBeVisible();
  await expect(headerBalance(page)).toHaveText(/₽1,000\.00/);
  const board = page.getByRole('group', { name: 'Numbers 1 to 80' });
  for (const number of ['3', '17', '42', '64', '80']) await board.getByRole('button', { name: number, exact: true }).click();
  await page.getByLabel('Stake').fill('10.00');
  await page.getByRole('button', { name: 'Buy ticket' }).click();
  await expect(page.getByText(/Ticket #\d+ for draw #\d+ is bought/)).toBeVisible();
  await expect(headerBalance(page)).toHaveText(new RegExp(rubles(100_000 - 1_000)));

  // The draw runs now (test control draws the open keno draw and settles it, as the schedule would).
  const settled = await page.request.post('/__test/casino/draws/keno/settle');
  expect(settled.status(), await settled.text()).toBe(200);

  const answer = await page.request.get('/web-api/casino/lotteries/history?game=keno');
  expect(answer.status(), await answer.text()).toBe(200);
  const [entry] = ((await answer.json()) as { entries: HistoryEntry[] }).entries;
  expect(entry).toMatchObject({ game: 'keno', stake: 1_000, draw: { status: 'settled' }, play: { picks: [3, 17, 42, 64, 80] } });
  const win = entry?.win ?? -1;
  expect(win).toBeGreaterThanOrEqual(0);
  expect(entry?.status).toBe(win > 0 ? 'won' : 'lost');
  expect(entry?.play.balls).toHaveLength(20);

  await visit('/en/office/history/lotteries');
  const row = page.getByTestId('lotteries-history').locator(`tr[data-entry="keno:${entry?.id}"]`);
  await expect(row).toHaveAttribute('data-status', entry?.status ?? '');
  await expect(row.locator('td').nth(3)).toContainText('₽10.00');
  await expect(row.locator('td').nth(4)).toContainText(new RegExp(rubles(win)));
  // The draw's balls, checked in this browser against the revealed seed, the player's hits among them.
  await row.locator('summary').click();
  await expect(row.locator('.lottery-history__ball')).toHaveCount(20);
  await expect(row.locator('.lottery-history__ball--hit')).toHaveCount(entry?.play.hits?.length ?? 0);
  await expect(row.locator('.lottery-history__verified')).toBeVisible();
  await expect(row.getByText(entry?.draw.serverSeed ?? 'no seed')).toBeVisible();
  // Exactly −stake + win, to the kopeck.
  await expect(headerBalance(page)).toHaveText(new RegExp(rubles(100_000 - 1_000 + win)));
  await expectAccessible(page);

  // The game filter: nothing of bingo.
  await page.locator('select').filter({ has: page.locator('option[value="bingo"]') }).selectOption('bingo');
  await expect(page.getByTestId('lotteries-history')).toHaveCount(0);
});
